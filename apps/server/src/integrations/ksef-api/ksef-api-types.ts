// Public types of the KSeF API 2.0 client. Field names follow the official OpenAPI ("KSeF API TE" v2)
// where they are KSeF's data; dates are parsed into Date, amounts into integer minor units (grosze).
import type { Money } from '@saldo/domain/money';

export const DEFAULT_KSEF_TIMEOUT_MS = 30_000;

export type KsefCertificateUsage = 'KsefTokenEncryption' | 'SymmetricKeyEncryption';

/** One entry of GET /security/public-key-certificates. */
export interface KsefPublicKeyCertificate {
  /** DER, Base64, as KSeF sent it. */
  readonly certificate: string;
  readonly validFrom: Date;
  readonly validTo: Date;
  /** KSeF's usage names; unknown future ones are kept, not refused. */
  readonly usage: readonly string[];
  /**
   * Since API 2.5 (open-api.json PublicKeyCertificate): the key's identifier, sent back as
   * publicKeyId with whatever was encrypted under it. Null from an older build.
   */
  readonly publicKeyId: string | null;
  readonly certificateId: string | null;
}

export interface KsefToken {
  readonly token: string;
  readonly validUntil: Date;
}

export interface KsefChallenge {
  readonly challenge: string;
  readonly timestamp: string;
  /** Milliseconds since the epoch: the number encrypted with the token ("{token}|{timestampMs}"). */
  readonly timestampMs: number;
}

/** What POST /auth/ksef-token answers: the operation to poll and the token to poll it with. */
export interface KsefAuthOperation {
  readonly referenceNumber: string;
  readonly authenticationToken: KsefToken;
}

/** KSeF's StatusInfo: a code (100 in progress, 200 done, 4xx refused, 5xx failed) and its wording. */
export interface KsefStatusInfo {
  readonly code: number;
  readonly description: string;
  readonly details: readonly string[];
  /** e.g. originalKsefNumber, originalSessionReferenceNumber on a duplicate (440). */
  readonly extensions: Readonly<Record<string, string>>;
}

export interface KsefTokenPair {
  readonly accessToken: KsefToken;
  readonly refreshToken: KsefToken;
}

/** The AES-256 key (32 bytes) and IV (16 bytes) of one online session. */
export interface KsefSymmetricKey {
  readonly key: Uint8Array;
  readonly iv: Uint8Array;
}

/** Body of POST /sessions/online/{ref}/invoices. */
export interface KsefEncryptedInvoice {
  /** Base64 SHA-256 of the plain XML bytes. */
  readonly invoiceHash: string;
  readonly invoiceSize: number;
  readonly encryptedInvoiceHash: string;
  readonly encryptedInvoiceSize: number;
  /** Base64 AES-256-CBC/PKCS#7 cipher text (the IV travels with the session, not here). */
  readonly encryptedInvoiceContent: string;
  readonly offlineMode?: boolean;
  /** Only for a technical correction of an offline invoice. */
  readonly hashOfCorrectedInvoice?: string;
}

export interface KsefSentInvoice {
  readonly sessionReferenceNumber: string;
  /** The invoice's reference in the session: what the status and UPO calls take. */
  readonly referenceNumber: string;
  /** Base64 SHA-256 of the XML as sent; KSeF reports it back and the QR code is built from it. */
  readonly invoiceHash: string;
  readonly invoiceSha256: Uint8Array;
}

/** GET /sessions/{ref}/invoices/{invoiceRef}, by outcome. */
export type KsefInvoiceStatus =
  /** 100 received, 150 processing: ask again. */
  | { readonly state: 'processing'; readonly status: KsefStatusInfo }
  | {
      readonly state: 'accepted';
      readonly status: KsefStatusInfo;
      /** Validated with the domain (CRC-8). */
      readonly ksefNumber: string;
      /** When KSeF assigned the number (the legal moment of issue for an online invoice). */
      readonly acquisitionDate: Date;
      readonly invoicingDate: Date | null;
      readonly permanentStorageDate: Date | null;
    }
  /**
   * 440: KSeF already holds an invoice with this seller NIP, kind and number (faktury/weryfikacja-
   * faktury.md). Not proof that it is this document: the caller compares the original's hash.
   */
  | {
      readonly state: 'duplicate';
      readonly status: KsefStatusInfo;
      readonly originalKsefNumber: string;
      readonly originalSessionReferenceNumber: string | null;
    }
  /** Any other 4xx: KSeF refused the invoice; the user must see status.description and details. */
  | { readonly state: 'rejected'; readonly status: KsefStatusInfo }
  /**
   * 5xx (500 unknown, 550 cancelled by the system) and 405 (cancelled because of a session error):
   * not a verdict on the invoice, which is sent again later.
   */
  | { readonly state: 'failed'; readonly status: KsefStatusInfo };

export type KsefSettledInvoice = Extract<KsefInvoiceStatus, { state: 'accepted' | 'duplicate' }>;

export type KsefSubjectType = 'Subject1' | 'Subject2' | 'Subject3' | 'SubjectAuthorized';
export type KsefDateType = 'Issue' | 'Invoicing' | 'PermanentStorage';

export interface KsefMetadataQuery {
  /** 'Subject2': invoices where the authenticated company is the buyer. */
  readonly subjectType: KsefSubjectType;
  readonly dateRange: {
    /** PermanentStorage is what KSeF recommends for incremental fetching (no invoice appears late). */
    readonly dateType: KsefDateType;
    readonly from: Date;
    /** Missing: KSeF takes "now". */
    readonly to?: Date;
  };
  /** 0-based page index. */
  readonly pageOffset?: number;
  /** 10…250, KSeF's default 10. */
  readonly pageSize?: number;
  readonly sortOrder?: 'Asc' | 'Desc';
}

export interface KsefInvoiceMetadata {
  readonly ksefNumber: string;
  /** The seller's own number (P_2). */
  readonly invoiceNumber: string;
  readonly sellerNip: string;
  readonly sellerName: string | null;
  readonly buyerIdentifier: { readonly type: string; readonly value: string | null } | null;
  readonly buyerName: string | null;
  /** P_1, YYYY-MM-DD. */
  readonly issueDate: string;
  readonly invoicingDate: Date | null;
  readonly acquisitionDate: Date;
  readonly permanentStorageDate: Date | null;
  /** Minor units of `currency`. */
  readonly net: Money;
  readonly gross: Money;
  /** Grosze (KSeF states the VAT in PLN). */
  readonly vat: Money;
  readonly currency: string;
  readonly invoiceType: string | null;
  /** Base64 SHA-256 of the stored XML: downloadInvoice checks the file against it. */
  readonly invoiceHash: string | null;
}

export interface KsefMetadataPage {
  readonly invoices: readonly KsefInvoiceMetadata[];
  readonly hasMore: boolean;
  /** 10 000 results reached: narrow dateRange from the last record and restart at page 0. */
  readonly isTruncated: boolean;
  /** PermanentStorage queries: data up to this moment is complete (the next run can start there). */
  readonly permanentStorageHwmDate: Date | null;
}

/** One invoice of an export package: its metadata (from _metadata.json) and its XML as stored. */
export interface KsefExportedInvoice {
  readonly metadata: KsefInvoiceMetadata;
  readonly xml: string;
}

/** An export (POST /invoices/exports) once its package is downloaded, decrypted and unpacked. */
export interface KsefExportPackage {
  readonly invoices: readonly KsefExportedInvoice[];
  /** The package hit KSeF's limits: the next export starts at lastPermanentStorageDate. */
  readonly isTruncated: boolean;
  readonly lastPermanentStorageDate: Date | null;
  readonly permanentStorageHwmDate: Date | null;
}

export interface KsefApiClientOptions {
  /** The environment's API base, e.g. "https://api-test.ksef.mf.gov.pl/v2". Missing → 'not_configured'. */
  readonly baseUrl: string | undefined;
  /** Per HTTP request. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Clock for certificate validity and token expiry; tests move it. */
  readonly now?: () => Date;
  /** Pause between polls of the authentication and invoice status. */
  readonly pollIntervalMs?: number;
  /** How long to poll before giving up with 'unavailable'. */
  readonly pollTimeoutMs?: number;
  /** Refresh the access token when it expires within this margin. */
  readonly refreshMarginMs?: number;
  /**
   * The longest wait the client sits through for KSeF's rate limits (its own pacing, or a 429's
   * Retry-After); a longer one is an 'unavailable' error with retryAfterMs. Default a minute.
   */
  readonly maxRateWaitMs?: number;
  /**
   * The clock the pacing under the rate limits reads and waits on. Tests give a virtual one, so
   * a minute's pacing of 16 downloads takes no real minute and is still checked.
   */
  readonly rateClock?: KsefRateClock;
}

export interface KsefRateClock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}
