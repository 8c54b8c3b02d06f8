// Public types of the MF VAT white list ("Wykaz podatników VAT") client. Subject fields mirror the
// API's `Entity`; values the API leaves out or sends as null stay null — nothing is defaulted.

/** Known service addresses; configuration passes one as `baseUrl`. */
export const WHITE_LIST_ENDPOINTS = {
  production: 'https://wl-api.mf.gov.pl',
  test: 'https://wl-test.mf.gov.pl',
} as const;

export const DEFAULT_WHITE_LIST_TIMEOUT_MS = 10_000;

export type WhiteListVatStatus = 'Czynny' | 'Zwolniony' | 'Niezarejestrowany';

export interface WhiteListPerson {
  readonly companyName: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly nip: string | null;
  readonly pesel: string | null;
}

export interface WhiteListSubject {
  readonly name: string;
  readonly nip: string | null;
  /** Null only when the register gives no status (e.g. a subject removed from the list). */
  readonly statusVat: WhiteListVatStatus | null;
  readonly regon: string | null;
  readonly pesel: string | null;
  readonly krs: string | null;
  readonly residenceAddress: string | null;
  readonly workingAddress: string | null;
  readonly representatives: readonly WhiteListPerson[];
  readonly authorizedClerks: readonly WhiteListPerson[];
  readonly partners: readonly WhiteListPerson[];
  readonly registrationLegalDate: string | null;
  readonly registrationDenialDate: string | null;
  readonly registrationDenialBasis: string | null;
  readonly restorationDate: string | null;
  readonly restorationBasis: string | null;
  readonly removalDate: string | null;
  readonly removalBasis: string | null;
  /** 26-digit NRB numbers, without "PL". */
  readonly accountNumbers: readonly string[];
  /** Null when the API did not say. */
  readonly hasVirtualAccounts: boolean | null;
}

/** Every answer carries the register's request id: keep it as evidence of the check. */
export interface WhiteListReceipt {
  readonly requestId: string;
  /** As the API sends it, "dd-MM-yyyy HH:mm:ss" (Polish time). */
  readonly requestDateTime: string;
}

export interface WhiteListSearchResult extends WhiteListReceipt {
  /** Null when the NIP is not on the list as of the date. */
  readonly subject: WhiteListSubject | null;
}

export interface WhiteListAccountSearchResult extends WhiteListReceipt {
  readonly subjects: readonly WhiteListSubject[];
}

export interface WhiteListCheckResult extends WhiteListReceipt {
  readonly accountAssigned: boolean;
}

export type WhiteListErrorKind =
  'not_configured' | 'invalid_input' | 'unavailable' | 'rate_limited' | 'protocol';

export class WhiteListError extends Error {
  override readonly name = 'WhiteListError';
  readonly kind: WhiteListErrorKind;
  /** The API's own code, e.g. "WL-113", when it sent one. */
  readonly code?: string;
  /** The API's own message, untranslated. */
  readonly apiMessage?: string;
  readonly httpStatus?: number;

  constructor(
    kind: WhiteListErrorKind,
    message: string,
    details: { cause?: unknown; code?: string; apiMessage?: string; httpStatus?: number } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.code !== undefined) this.code = details.code;
    if (details.apiMessage !== undefined) this.apiMessage = details.apiMessage;
    if (details.httpStatus !== undefined) this.httpStatus = details.httpStatus;
  }
}

export interface WhiteListClientOptions {
  /** e.g. WHITE_LIST_ENDPOINTS.production. Missing → every call throws 'not_configured'. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export interface WhiteListClient {
  /** `date` is YYYY-MM-DD: the list as of that day. */
  searchByNip(nip: string, date: string): Promise<WhiteListSearchResult>;
  searchByAccount(account: string, date: string): Promise<WhiteListAccountSearchResult>;
  checkAccount(nip: string, account: string, date: string): Promise<WhiteListCheckResult>;
}
