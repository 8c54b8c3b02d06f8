// Client for the MF VAT white list API (wl-api.mf.gov.pl): plain GET + JSON, no key. Inputs are
// validated locally first because the daily quota is small and counted per request, including the
// requests the API rejects. The API's own error code and message travel in WhiteListError.
import { validateNip } from '@saldo/domain/identifiers/nip';
import {
  isObject,
  parseAccountAssigned,
  parseResult,
  parseSubject,
  parseSubjectList,
} from './white-list-parse.ts';
import {
  DEFAULT_WHITE_LIST_TIMEOUT_MS,
  WhiteListError,
  type WhiteListClient,
  type WhiteListClientOptions,
  type WhiteListErrorKind,
} from './white-list-types.ts';

const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';

/** Accepts "PL61 1090 1014 …", "61-1090-…" or 26 digits; checks the IBAN mod-97 checksum. */
export function normalizeAccountNumber(input: string): string | null {
  const digits = input.replace(/[\s\u00a0-]/g, '').replace(/^PL/i, '');
  if (!/^\d{26}$/.test(digits)) return null;
  // IBAN rule: country code (P=25, L=21) and check digits move to the end; the number mod 97 must be 1.
  const rearranged = `${digits.slice(2)}2521${digits.slice(0, 2)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? digits : null;
}

function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/**
 * How a refusal should be handled. The codes come from MF's published list: WL-101…118 reject a
 * field (date in the future or before the register's range, malformed NIP/REGON/account), WL-130
 * and WL-190 mean our request itself is wrong, WL-191 is the daily limit, WL-100/195/196 are
 * transient server states.
 */
function kindOf(code: string | undefined, httpStatus: number): WhiteListErrorKind {
  if (httpStatus === 429 || code === 'WL-191') return 'rate_limited';
  if (
    httpStatus >= 500 ||
    code === 'WL-100' ||
    code === 'WL-195' ||
    code === 'WL-196' ||
    code?.startsWith('HTTP-5')
  ) {
    return 'unavailable';
  }
  const number = Number(/^WL-(\d{3})$/.exec(code ?? '')?.[1] ?? NaN);
  if (number >= 101 && number <= 118) return 'invalid_input';
  return 'protocol';
}

export function createWhiteListClient(options: WhiteListClientOptions): WhiteListClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WHITE_LIST_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;

  function baseUrl(): string {
    const base = options.baseUrl?.trim() ?? '';
    if (base === '')
      throw new WhiteListError('not_configured', 'The VAT white list address is not configured');
    try {
      new URL(base);
    } catch (error) {
      throw new WhiteListError('not_configured', `The VAT white list address is not a URL: ${base}`, {
        cause: error,
      });
    }
    return base.replace(/\/+$/, '');
  }

  async function getOnce(url: string): Promise<{ httpStatus: number; body: unknown }> {
    try {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { httpStatus: response.status, body };
    } catch (error) {
      const message = isTimeout(error)
        ? `The VAT white list did not answer within ${timeoutMs} ms`
        : 'The VAT white list could not be reached';
      throw new WhiteListError('unavailable', message, { cause: error });
    }
  }

  /** GET returning the parsed body of a successful answer; refusals become WhiteListError. */
  async function get(path: string, date: string): Promise<unknown> {
    const url = `${baseUrl()}${path}?date=${date}`;
    for (let attempt = 1; ; attempt++) {
      const { httpStatus, body } = await getOnce(url);
      if (httpStatus === 200 && isObject(body) && body['result'] !== undefined) return body;
      const code = isObject(body) && typeof body['code'] === 'string' ? body['code'] : undefined;
      const apiMessage = isObject(body) && typeof body['message'] === 'string' ? body['message'] : undefined;
      // WL-195: "the database has just been updated, send the request again" — MF asks for a retry.
      if (code === 'WL-195' && attempt === 1) continue;
      if (code === undefined && httpStatus === 200) {
        throw new WhiteListError(
          'protocol',
          'The VAT white list sent an answer that is not the expected JSON',
          {
            httpStatus,
          },
        );
      }
      const described =
        code === undefined ? `HTTP ${httpStatus}` : `${code}${apiMessage ? `: ${apiMessage}` : ''}`;
      throw new WhiteListError(
        kindOf(code, httpStatus),
        `The VAT white list refused the request (${described})`,
        {
          httpStatus,
          ...(code === undefined ? {} : { code }),
          ...(apiMessage === undefined ? {} : { apiMessage }),
        },
      );
    }
  }

  function checkedNip(nip: string): string {
    const checked = validateNip(nip);
    if (!checked.ok) throw new WhiteListError('invalid_input', `Invalid NIP (${checked.reason})`);
    return checked.value;
  }

  function checkedAccount(account: string): string {
    const normalized = normalizeAccountNumber(account);
    if (normalized === null)
      throw new WhiteListError('invalid_input', 'Invalid bank account number (NRB/IBAN PL)');
    return normalized;
  }

  function checkedDate(date: string): string {
    if (!isCalendarDate(date))
      throw new WhiteListError('invalid_input', `Invalid date "${date}" (YYYY-MM-DD expected)`);
    return date;
  }

  return {
    async searchByNip(nip, date) {
      const path = `/api/search/nip/${checkedNip(nip)}`;
      const { result, receipt } = parseResult(await get(path, checkedDate(date)));
      // The API sends "subject": null for a NIP that is not on the list; a missing key is not that.
      if (!('subject' in result))
        throw new WhiteListError('protocol', 'The VAT white list answer has no subject field');
      const subject = result['subject'] === null ? null : parseSubject(result['subject'], 'result.subject');
      return { ...receipt, subject };
    },
    async searchByAccount(account, date) {
      const path = `/api/search/bank-account/${checkedAccount(account)}`;
      const { result, receipt } = parseResult(await get(path, checkedDate(date)));
      return { ...receipt, subjects: parseSubjectList(result) };
    },
    async checkAccount(nip, account, date) {
      const path = `/api/check/nip/${checkedNip(nip)}/bank-account/${checkedAccount(account)}`;
      const { result, receipt } = parseResult(await get(path, checkedDate(date)));
      return { ...receipt, accountAssigned: parseAccountAssigned(result) };
    },
  };
}
