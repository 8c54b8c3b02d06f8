// The one error of the KSeF API client. Its kind tells the caller (the send/fetch jobs) what to do:
// retry later, ask the user to fix the token or the invoice, or report a bug. Messages are written
// from KSeF's codes and descriptions only: no token, challenge cipher or invoice content ever goes in.

export type KsefApiErrorKind =
  /** No API address, NIP or KSeF token configured: nothing was sent. */
  | 'not_configured'
  /** KSeF refused the token (authentication status 4xx, HTTP 401/403): the user must change it. */
  | 'unauthorized'
  /** KSeF refused the invoice itself (status 4xx or HTTP 400 on send): its reason is for the user. */
  | 'rejected'
  /** Timeout, network error, HTTP 5xx or 429, status 5xx, 21165: try again later (retryAfterMs is a hint). */
  | 'unavailable'
  /** The interactive session can take no more invoices (21155, 21173, 21180): open a new one, send again. */
  | 'session'
  /** An answer the protocol does not describe (or refusing what we sent): a bug on one side. */
  | 'protocol';

export interface KsefApiErrorDetails {
  readonly cause?: unknown;
  readonly httpStatus?: number;
  /** KSeF's status code (100…550) or exception code (e.g. 21405). */
  readonly ksefCode?: number;
  /** KSeF's own wording, in Polish as sent: the user sees it. */
  readonly description?: string;
  readonly details?: readonly string[];
  /** From Retry-After (429, 503): how long KSeF asked us to wait. */
  readonly retryAfterMs?: number;
  /** A duplicate (status 440): the number the same invoice already has in KSeF. */
  readonly originalKsefNumber?: string;
  /**
   * KSeF dropped this attempt at the invoice (status 405 cancelled for a session error, 500, 550):
   * its reference will never be accepted, so the invoice is to be sent anew.
   */
  readonly attemptDropped?: boolean;
}

export class KsefApiError extends Error {
  override readonly name = 'KsefApiError';
  readonly kind: KsefApiErrorKind;
  readonly httpStatus?: number;
  readonly ksefCode?: number;
  readonly description?: string;
  readonly details: readonly string[];
  readonly retryAfterMs?: number;
  readonly originalKsefNumber?: string;
  readonly attemptDropped: boolean;

  constructor(kind: KsefApiErrorKind, message: string, extra: KsefApiErrorDetails = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.kind = kind;
    this.details = extra.details ?? [];
    this.attemptDropped = extra.attemptDropped ?? false;
    if (extra.httpStatus !== undefined) this.httpStatus = extra.httpStatus;
    if (extra.ksefCode !== undefined) this.ksefCode = extra.ksefCode;
    if (extra.description !== undefined) this.description = extra.description;
    if (extra.retryAfterMs !== undefined) this.retryAfterMs = extra.retryAfterMs;
    if (extra.originalKsefNumber !== undefined) this.originalKsefNumber = extra.originalKsefNumber;
  }
}

/** "450 Błąd weryfikacji semantyki dokumentu faktury: detail; detail" — what a user is shown. */
export function describeKsefStatus(code: number, description: string, details: readonly string[]): string {
  const tail = details.filter((detail) => detail.trim() !== '' && detail !== description);
  return `${code} ${description}${tail.length > 0 ? `: ${tail.join('; ')}` : ''}`;
}
