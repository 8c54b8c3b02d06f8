// Public types of the SMS gateway client (SMSAPI.pl protocol).

/** SMSAPI.pl's production address; SMS_API_URL is empty by default, so nothing is sent until it is set. */
export const SMSAPI_URL = 'https://api.smsapi.pl';

export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

/** SMSAPI's "no valid recipients" code: the number is wrong, a landline or blocked. */
export const SMSAPI_INVALID_NUMBER = 13;

export type SmsErrorKind =
  /** No gateway address or token: the app must say so, never pretend a message went out. */
  | 'not_configured'
  /** Not a number a text can go to (refused before sending, or by the gateway with code 13). */
  | 'invalid_number'
  /** The gateway answered with an error code: bad token, no points left, sender not approved… */
  | 'rejected'
  /** Time-out, network failure, 5xx or an answer that is not the protocol's: worth trying later. */
  | 'unavailable';

export class SmsError extends Error {
  override readonly name = 'SmsError';
  readonly kind: SmsErrorKind;
  /** The gateway's error code (101 bad token, 103 not enough points, 13 no valid recipients…). */
  readonly code?: number;
  /** The gateway's own words, for the debt history and the operator. */
  readonly providerMessage?: string;

  constructor(
    kind: SmsErrorKind,
    message: string,
    details: { cause?: unknown; code?: number; providerMessage?: string } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.code !== undefined) this.code = details.code;
    if (details.providerMessage !== undefined) this.providerMessage = details.providerMessage;
  }
}

export interface SmsClientOptions {
  /** e.g. SMSAPI_URL; '' → every send throws 'not_configured'. */
  readonly baseUrl: string;
  /** The gateway's OAuth token; '' → 'not_configured'. Never printed in errors. */
  readonly token: string;
  /** Sender name registered with the gateway; '' lets the gateway use the account's default. */
  readonly sender: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export interface SentSms {
  /** The gateway's message id, kept in the debt history. */
  readonly id: string;
  /** The number the gateway sent to, as MSISDN digits (48500100200). */
  readonly number: string;
}

export interface SmsClient {
  /** `to` in any usual writing ("500 100 200", "+48 500-100-200"); see normalizePhoneForSms. */
  send(to: string, message: string): Promise<SentSms>;
}
