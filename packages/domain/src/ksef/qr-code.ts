// KSeF "KOD I": the verification link printed as a QR code on every invoice that reaches the buyer
// outside KSeF (PDF, paper, e-mail). Format (ksef-docs kody-qr.md, official clients):
//   {qr base URL}/invoice/{seller NIP}/{P_1 as DD-MM-YYYY}/{Base64URL(SHA-256 of the XML file), no padding}
// The digest is an input, not computed here: hashing reads bytes and the domain does no I/O; the
// caller hashes exactly the file it sent to KSeF (any other serialisation gives another link).
import { isIsoDate, type IsoDate } from '../dates/calendar.ts';

export interface KsefVerificationLinkInput {
  /** e.g. "https://qr.ksef.mf.gov.pl"; a bare host ("qr-test.ksef.mf.gov.pl") means https. */
  readonly qrBaseUrl: string;
  /** Podmiot1 NIP, 10 digits. */
  readonly sellerNip: string;
  /** The invoice's issue date (P_1), YYYY-MM-DD. */
  readonly issueDate: IsoDate;
  /** SHA-256 of the invoice XML file exactly as sent to KSeF: 32 bytes. */
  readonly invoiceSha256: Uint8Array;
}

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** RFC 4648 §5 without padding, as the link uses it (written out: no Buffer or btoa in the domain). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const chunk = (b0 << 16) | (b1 << 8) | b2;
    const left = bytes.length - i;
    out += BASE64URL_ALPHABET[(chunk >> 18) & 63];
    out += BASE64URL_ALPHABET[(chunk >> 12) & 63];
    if (left > 1) out += BASE64URL_ALPHABET[(chunk >> 6) & 63];
    if (left > 2) out += BASE64URL_ALPHABET[chunk & 63];
  }
  return out;
}

/** The QR address with its scheme (https when a bare host is given) and no trailing slash. */
export function normalisedBase(qrBaseUrl: string): string {
  const trimmed = qrBaseUrl.trim().replace(/\/+$/, '');
  if (trimmed === '') throw new RangeError('ksefVerificationLink needs the QR base URL');
  return trimmed.includes('://') ? trimmed : `https://${trimmed}`;
}

/** The KOD I link. Inputs come from an accepted invoice, so bad ones are programming errors (RangeError). */
export function ksefVerificationLink(input: KsefVerificationLinkInput): string {
  if (!/^\d{10}$/.test(input.sellerNip)) {
    throw new RangeError('ksefVerificationLink expects the seller NIP as 10 digits');
  }
  if (!isIsoDate(input.issueDate))
    throw new RangeError('ksefVerificationLink expects issueDate as YYYY-MM-DD');
  if (input.invoiceSha256.length !== 32) {
    throw new RangeError('ksefVerificationLink expects the 32-byte SHA-256 digest of the invoice file');
  }
  const [year, month, day] = input.issueDate.split('-');
  const date = `${day}-${month}-${year}`;
  return `${normalisedBase(input.qrBaseUrl)}/invoice/${input.sellerNip}/${date}/${base64UrlEncode(input.invoiceSha256)}`;
}
