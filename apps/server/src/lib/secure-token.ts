import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as URL-safe text: refresh tokens and e-mail links. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token. A plain SHA-256 is enough here (unlike passwords):
 * the input already has 256 bits of entropy, so there is nothing to brute-force, and a fast hash lets
 * the lookup be an indexed equality.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
