import type { FailureKind } from '@saldo/contracts/connections';

// The integrations' own error kinds (GusError, WhiteListError, NbpError, SmsError, KsefApiError), by
// what they mean for the administrator. Kinds that mean "the service answered" are not failures.
const byKind: Record<string, FailureKind | 'answered'> = {
  not_configured: 'not_configured',
  unavailable: 'unavailable',
  session: 'unavailable',
  invalid_key: 'refused_credentials',
  unauthorized: 'refused_credentials',
  rate_limited: 'rejected',
  rejected: 'rejected',
  protocol: 'protocol',
  not_found: 'answered',
  not_published_yet: 'answered',
  invalid_input: 'answered',
  invalid_number: 'answered',
};

// Node's network errors, by the code on the error or on its cause.
const networkCodes =
  /^(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|UND_ERR_\w+)$/;

export interface ServiceFailure {
  kind: FailureKind;
  /** One line, at most 300 characters: the error's message and its network cause. */
  detail: string;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string') return code;
  return 'cause' in error ? codeOf(error.cause) : undefined;
}

/** One line saying why, for a log line or the Connections tab: never a stack. */
export function failureDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  const cause =
    error instanceof Error && error.cause instanceof Error && error.cause.message !== message
      ? ` (${error.cause.message})`
      : '';
  const text = `${message}${cause}${code && !`${message}${cause}`.includes(code) ? ` [${code}]` : ''}`;
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/**
 * What a failed call to an outside service means, or null when the error is an answer (a NIP GUS does
 * not know is GUS working). Errors of no integration count as "could not connect" only when they are
 * network errors; anything else is a protocol problem to look at.
 */
export function classifyFailure(error: unknown): ServiceFailure | null {
  const kind =
    typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string'
      ? byKind[error.kind]
      : undefined;
  if (kind === 'answered') return null;
  const code = codeOf(error);
  const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const fallback: FailureKind = isTimeout || (code && networkCodes.test(code)) ? 'unavailable' : 'protocol';
  return { kind: kind ?? fallback, detail: failureDetail(error) };
}
