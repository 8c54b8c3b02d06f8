// The client's side of KSeF's encryption (ksef-docs uwierzytelnianie.md, sesja-interaktywna.md):
// RSA-OAEP with SHA-256 (MGF1-SHA-256) under the ministry's certificate for the token and for the
// session key, AES-256-CBC with PKCS#7 padding for the invoice, SHA-256 in Base64 for the hashes.
// Pure functions over bytes, so tests can build a tampered request from the same pieces.
import {
  X509Certificate,
  constants,
  createCipheriv,
  createHash,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { KsefApiError } from './ksef-api-error.ts';
import type {
  KsefCertificateUsage,
  KsefEncryptedInvoice,
  KsefPublicKeyCertificate,
  KsefSymmetricKey,
} from './ksef-api-types.ts';

export function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

export const sha256Base64 = (bytes: Uint8Array): string => sha256(bytes).toString('base64');

/**
 * The certificate to use now for a purpose: valid at `now` and listing the usage. Of several (a key
 * rotation publishes the successor early), the most recently issued one.
 */
export function chooseCertificate(
  certificates: readonly KsefPublicKeyCertificate[],
  usage: KsefCertificateUsage,
  now: Date,
): KsefPublicKeyCertificate {
  const usable = certificates
    .filter((cert) => cert.usage.includes(usage) && cert.validFrom <= now && now < cert.validTo)
    .sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime());
  const chosen = usable[0];
  if (chosen === undefined) {
    throw new KsefApiError('protocol', `KSeF publishes no certificate for ${usage} valid now`);
  }
  return chosen;
}

function rsaOaepEncrypt(certificate: KsefPublicKeyCertificate, data: Uint8Array): Buffer {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(Buffer.from(certificate.certificate, 'base64'));
  } catch (error) {
    throw new KsefApiError('protocol', 'KSeF sent a public key certificate that is not DER X.509', {
      cause: error,
    });
  }
  // oaepHash sets the OAEP digest; OpenSSL uses the same digest for MGF1 unless told otherwise,
  // which is the SHA-256/MGF1-SHA-256 pair KSeF requires.
  return publicEncrypt(
    { key: x509.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    data,
  );
}

/** Base64 of RSA-OAEP("{token}|{timestampMs}") for POST /auth/ksef-token. */
export function encryptKsefToken(
  certificate: KsefPublicKeyCertificate,
  ksefToken: string,
  timestampMs: number,
): string {
  return rsaOaepEncrypt(certificate, Buffer.from(`${ksefToken}|${timestampMs}`, 'utf8')).toString('base64');
}

export function createSymmetricKey(): KsefSymmetricKey {
  return { key: randomBytes(32), iv: randomBytes(16) };
}

/**
 * The `encryption` object of POST /sessions/online and /invoices/exports, naming the key it was
 * encrypted under (publicKeyId, open-api.json EncryptionInfo) when KSeF listed one.
 */
export function encryptSymmetricKey(
  certificate: KsefPublicKeyCertificate,
  material: KsefSymmetricKey,
): {
  readonly encryptedSymmetricKey: string;
  readonly initializationVector: string;
  readonly publicKeyId?: string;
} {
  return {
    encryptedSymmetricKey: rsaOaepEncrypt(certificate, material.key).toString('base64'),
    initializationVector: Buffer.from(material.iv).toString('base64'),
    ...(certificate.publicKeyId === null ? {} : { publicKeyId: certificate.publicKeyId }),
  };
}

/** The send body for one invoice: AES-256-CBC/PKCS#7 of the exact bytes, with both hashes and sizes. */
export function encryptInvoice(material: KsefSymmetricKey, xml: Uint8Array): KsefEncryptedInvoice {
  const cipher = createCipheriv('aes-256-cbc', material.key, material.iv);
  const encrypted = Buffer.concat([cipher.update(xml), cipher.final()]);
  return {
    invoiceHash: sha256Base64(xml),
    invoiceSize: xml.byteLength,
    encryptedInvoiceHash: sha256Base64(encrypted),
    encryptedInvoiceSize: encrypted.byteLength,
    encryptedInvoiceContent: encrypted.toString('base64'),
  };
}
