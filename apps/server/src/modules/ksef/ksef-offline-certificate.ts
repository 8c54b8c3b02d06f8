// The company's KSeF offline certificate: read and checked when uploaded, then used to sign KOD II.
// kody-qr.md: the key is RSA (at least 2048 bits, signed RSASSA-PSS with SHA-256, MGF1-SHA-256, a
// 32-byte salt) or ECDSA on P-256 with SHA-256 (IEEE P1363 r||s, the recommended encoding). Only a
// certificate of type Offline may sign KOD II; KSeF does not mark the type inside the certificate in a
// way we could read reliably, so the settings say so to the user instead.
import { constants, createPrivateKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { AppError, validationError } from '../../lib/app-error.ts';

export interface OfflineCertificateUpload {
  /** PEM, or the Base64 DER KSeF hands out (GET /certificates/retrieve). */
  readonly certificate: string;
  /** PEM (PKCS#8 or PKCS#1 / SEC1); encrypted ones need the passphrase. */
  readonly privateKey: string;
  readonly passphrase?: string | undefined;
}

export interface OfflineCertificate {
  /** Base64 DER. */
  readonly der: string;
  /** The key as unencrypted PKCS#8 PEM: it is sealed at rest, so a passphrase is not kept. */
  readonly keyPem: string;
  /** Upper-case hexadecimal, as KOD II names it. */
  readonly serial: string;
  readonly validTo: Date;
}

function parseCertificate(text: string): X509Certificate | null {
  const trimmed = text.trim();
  try {
    if (trimmed.includes('-----BEGIN')) return new X509Certificate(trimmed);
    return new X509Certificate(Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'));
  } catch {
    return null;
  }
}

function parseKey(text: string, passphrase: string | undefined): KeyObject | null {
  try {
    return createPrivateKey({ key: text.trim(), format: 'pem', passphrase: passphrase ?? '' });
  } catch {
    return null;
  }
}

function supportedKey(key: KeyObject): boolean {
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === 'rsa') return (details?.modulusLength ?? 0) >= 2048;
  if (key.asymmetricKeyType === 'ec') return details?.namedCurve === 'prime256v1';
  return false;
}

/** Checks an upload; 400 with the field at fault (unreadable, wrong key, unsupported key, expired). */
export function readOfflineCertificate(
  upload: OfflineCertificateUpload,
  now = new Date(),
): OfflineCertificate {
  const certificate = parseCertificate(upload.certificate);
  if (!certificate) throw validationError({ certificate: { key: 'ksef.offlineCertificateInvalid' } });
  const key = parseKey(upload.privateKey, upload.passphrase);
  if (!key) throw validationError({ privateKey: { key: 'ksef.offlineKeyInvalid' } });
  if (!supportedKey(key)) throw validationError({ privateKey: { key: 'ksef.offlineKeyType' } });
  if (!certificate.checkPrivateKey(key)) {
    throw validationError({ privateKey: { key: 'ksef.offlineKeyMismatch' } });
  }
  const validTo = new Date(certificate.validTo);
  if (validTo.getTime() <= now.getTime()) {
    throw validationError({ certificate: { key: 'ksef.offlineCertificateExpired' } });
  }
  return {
    der: certificate.raw.toString('base64'),
    keyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    serial: certificate.serialNumber.toUpperCase(),
    validTo,
  };
}

/** The KOD II signature of the link text (ksefCertificateSignedText), as kody-qr.md prescribes. */
export function signCertificateLink(keyPem: string, text: string): Buffer {
  const key = createPrivateKey(keyPem);
  const data = Buffer.from(text, 'utf8');
  if (key.asymmetricKeyType === 'rsa') {
    return sign('sha256', data, {
      key,
      padding: constants.RSA_PKCS1_PSS_PADDING,
      saltLength: 32,
    });
  }
  if (key.asymmetricKeyType === 'ec') return sign('sha256', data, { key, dsaEncoding: 'ieee-p1363' });
  throw new AppError(409, 'ksef.offlineKeyType');
}
