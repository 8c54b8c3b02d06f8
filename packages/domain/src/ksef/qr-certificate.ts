// KSeF "KOD II": on an invoice issued in offline mode, the link that proves who issued it, signed with
// the private key of the company's KSeF offline certificate (ksef-docs kody-qr.md, section 2):
//   {qr base URL}/certificate/{context type}/{context id}/{seller NIP}/{certificate serial}/{Base64URL(SHA-256 of the XML)}/{Base64URL(signature)}
// What is signed is that link without "https://" and without the signature: the server signs it
// (RSASSA-PSS or ECDSA P-256 with SHA-256; the domain holds no keys) and passes the signature back.
import { isIsoDate, type IsoDate } from '../dates/calendar.ts';
import { nextBusinessDay } from '../dates/business-days.ts';
import { base64UrlEncode, normalisedBase } from './qr-code.ts';

/** The kinds of login context KSeF names in the link (uwierzytelnianie.md, ContextIdentifier). */
export type KsefContextType = 'Nip' | 'InternalId' | 'NipVatUe' | 'PeppolId';

export interface KsefCertificateLinkInput {
  /** e.g. "https://qr.ksef.mf.gov.pl"; a bare host means https. */
  readonly qrBaseUrl: string;
  readonly contextType: KsefContextType;
  /** The context the invoice is issued in: for a company issuing its own invoices, its NIP. */
  readonly contextId: string;
  /** Podmiot1 NIP, 10 digits. */
  readonly sellerNip: string;
  /** The offline certificate's serial number as KSeF prints it: hexadecimal, e.g. "01F20A5D352AE590". */
  readonly certificateSerial: string;
  /** SHA-256 of the invoice XML file exactly as it will be sent to KSeF: 32 bytes. */
  readonly invoiceSha256: Uint8Array;
}

/** The text the offline certificate's private key signs. */
export function ksefCertificateSignedText(input: KsefCertificateLinkInput): string {
  if (!/^\d{10}$/.test(input.sellerNip)) {
    throw new RangeError('ksefCertificateLink expects the seller NIP as 10 digits');
  }
  if (!/^[0-9A-F]+$/.test(input.certificateSerial)) {
    throw new RangeError('ksefCertificateLink expects the certificate serial in upper-case hexadecimal');
  }
  if (!/^[A-Za-z0-9-]+$/.test(input.contextId)) {
    throw new RangeError('ksefCertificateLink expects a context identifier without separators');
  }
  if (input.invoiceSha256.length !== 32) {
    throw new RangeError('ksefCertificateLink expects the 32-byte SHA-256 digest of the invoice file');
  }
  const host = normalisedBase(input.qrBaseUrl).replace(/^[a-z]+:\/\//i, '');
  return [
    `${host}/certificate`,
    input.contextType,
    input.contextId,
    input.sellerNip,
    input.certificateSerial,
    base64UrlEncode(input.invoiceSha256),
  ].join('/');
}

/** The KOD II link: the signed text, its scheme, and the signature in Base64URL. */
export function ksefCertificateLink(input: KsefCertificateLinkInput, signature: Uint8Array): string {
  if (signature.length === 0) throw new RangeError('ksefCertificateLink needs the signature');
  const scheme = /^[a-z]+:\/\//i.exec(normalisedBase(input.qrBaseUrl))?.[0] ?? 'https://';
  return `${scheme}${ksefCertificateSignedText(input)}/${base64UrlEncode(signature)}`;
}

/**
 * Offline24 (art. 106nda, tryby-offline.md): an invoice issued in offline mode goes to KSeF by the next
 * business day after its issue date (a failure KSeF announces in the meantime moves the day; that
 * announcement is not something Saldo can read, so the day shown is the ordinary one).
 */
export function offlineSendDeadline(issueDate: IsoDate): IsoDate {
  if (!isIsoDate(issueDate)) throw new RangeError('offlineSendDeadline expects YYYY-MM-DD');
  return nextBusinessDay(issueDate);
}
