// Public types of the NBP exchange-rate client. Rates are decimal strings as NBP published them.

export const NBP_API_URL = 'https://api.nbp.pl';

export const DEFAULT_NBP_TIMEOUT_MS = 10_000;

/** How far getRateForInvoice walks back; Polish holidays plus a weekend never exceed 4 days. */
export const MAX_WALK_BACK_DAYS = 10;

/** The first day of table A in the NBP API. */
export const NBP_FIRST_TABLE_DATE = '2002-01-02';

export interface NbpMidRate {
  /** ISO 4217 code, e.g. "EUR". */
  readonly currency: string;
  /** NBP's literal, padded with zeros to at least 4 decimals: "4.2913", "0.012345". Never a float. */
  readonly rate: string;
  /** Table number, e.g. "063/A/NBP/2026" (goes on the invoice next to the rate). */
  readonly table: string;
  /** YYYY-MM-DD of the table. */
  readonly effectiveDate: string;
}

/** PLN needs no conversion, so it carries no table. */
export interface NbpPlnRate {
  readonly currency: 'PLN';
  readonly rate: '1.0000';
  readonly table: null;
  readonly effectiveDate: null;
}

export type NbpInvoiceRate = NbpMidRate | NbpPlnRate;

export type NbpErrorKind =
  | 'not_configured'
  | 'invalid_input'
  | 'unavailable'
  /** No table A rate in the walk-back window (also what an unknown currency code looks like). */
  | 'not_found'
  /** The rate needed is today's or a future day's, and NBP has not published it (yet). */
  | 'not_published_yet'
  | 'protocol';

export class NbpError extends Error {
  override readonly name = 'NbpError';
  readonly kind: NbpErrorKind;
  readonly httpStatus?: number;

  constructor(kind: NbpErrorKind, message: string, details: { cause?: unknown; httpStatus?: number } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.httpStatus !== undefined) this.httpStatus = details.httpStatus;
  }
}

export interface NbpClientOptions {
  /** e.g. NBP_API_URL. Missing → every call that needs NBP throws 'not_configured'. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Clock, for "today" in Poland; tests pin it. */
  readonly now?: () => Date;
}

export interface NbpClient {
  /** Table A mid rate published on exactly `date` (YYYY-MM-DD); null when NBP has no table that day. */
  getMidRate(currency: string, date: string): Promise<NbpMidRate | null>;
  /**
   * The rate for converting an invoice (art. 31a VAT Act): table A mid rate of the last business
   * day BEFORE `saleOrIssueDate`. PLN gives 1.0000 without calling NBP.
   */
  getRateForInvoice(currency: string, saleOrIssueDate: string): Promise<NbpInvoiceRate>;
}
