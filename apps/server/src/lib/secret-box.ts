// Secrets kept in the database (a company's KSeF token) are sealed with AES-256-GCM under the app's
// secrets key, so a database dump or backup alone does not hand them out. The key comes from
// SECRETS_KEY, or is generated once into DATA_DIR (config.ts), like the JWT secret.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** null when the text was sealed under another key or altered: the secret must be entered again. */
  open(sealed: string): string | null;
}

export function createSecretBox(secret: string): SecretBox {
  // Any long random string works as the secret; the AES key is its SHA-256.
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
