// Client for NBP table A average ("mid") exchange rates. A day without a table answers 404, so the
// invoice rule "last business day before the date" is a walk back over 404s. Rates never pass
// through floating point: the JSON is read with the number literals kept as text.
import { todayInPoland } from '../../lib/dates.ts';
import { JsonNumberLiteral, parseJsonKeepingNumbers } from './raw-json.ts';
import {
  DEFAULT_NBP_TIMEOUT_MS,
  MAX_WALK_BACK_DAYS,
  NBP_FIRST_TABLE_DATE,
  NbpError,
  type NbpClient,
  type NbpClientOptions,
  type NbpMidRate,
  type NbpPlnRate,
} from './nbp-types.ts';

const PLN_RATE: NbpPlnRate = { currency: 'PLN', rate: '1.0000', table: null, effectiveDate: null };

const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** Calendar arithmetic in UTC, so no time zone or DST shift can skip or repeat a day. */
function addDays(date: string, days: number): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

const isWeekend = (date: string): boolean => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/**
 * NBP's literal as the rate string: digits kept as sent, zero-padded to the 4 decimals rates are
 * published with (a JSON number may drop trailing zeros: 4.291 is 4.2910). Anything that is not a
 * plain positive decimal is refused rather than converted.
 */
export function rateFromLiteral(literal: string): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(literal);
  if (match === null || !/[1-9]/.test(literal)) return null;
  return `${match[1]}.${(match[2] ?? '').padEnd(4, '0')}`;
}

function parseRate(text: string, code: string, date: string): NbpMidRate {
  const protocol = (what: string): NbpError =>
    new NbpError('protocol', `NBP sent an unexpected answer for ${code} on ${date}: ${what}`);
  let body: unknown;
  try {
    body = parseJsonKeepingNumbers(text);
  } catch (error) {
    throw new NbpError('protocol', `NBP sent invalid JSON for ${code} on ${date}`, { cause: error });
  }
  if (!isObject(body) || body['table'] !== 'A' || body['code'] !== code)
    throw protocol('not a table A answer');
  const rates = body['rates'];
  if (!Array.isArray(rates) || rates.length !== 1) throw protocol('expected exactly one rate');
  const [entry] = rates as unknown[];
  if (!isObject(entry)) throw protocol('rate is not an object');
  const { no, effectiveDate, mid } = entry;
  if (typeof no !== 'string' || !/^\d+\/A\/NBP\/\d{4}$/.test(no)) throw protocol('malformed table number');
  if (effectiveDate !== date) throw protocol(`table dated ${String(effectiveDate)}`);
  const rate = mid instanceof JsonNumberLiteral ? rateFromLiteral(mid.literal) : null;
  if (rate === null) throw protocol('mid is not a positive decimal number');
  return { currency: code, rate, table: no, effectiveDate: date };
}

export function createNbpClient(options: NbpClientOptions): NbpClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_NBP_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());

  function baseUrl(): string {
    const base = options.baseUrl?.trim() ?? '';
    if (base === '') throw new NbpError('not_configured', 'The NBP API address is not configured');
    try {
      new URL(base);
    } catch (error) {
      throw new NbpError('not_configured', `The NBP API address is not a URL: ${base}`, { cause: error });
    }
    return base.replace(/\/+$/, '');
  }

  function checkedCurrency(currency: string): string {
    const code = currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) throw new NbpError('invalid_input', `Invalid currency code "${currency}"`);
    return code;
  }

  function checkedDate(date: string): string {
    if (!isCalendarDate(date))
      throw new NbpError('invalid_input', `Invalid date "${date}" (YYYY-MM-DD expected)`);
    if (date < NBP_FIRST_TABLE_DATE) {
      throw new NbpError('invalid_input', `NBP publishes table A rates from ${NBP_FIRST_TABLE_DATE} only`);
    }
    return date;
  }

  async function fetchMid(code: string, date: string): Promise<NbpMidRate | null> {
    const url = `${baseUrl()}/api/exchangerates/rates/a/${code.toLowerCase()}/${date}/?format=json`;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const message = isTimeout(error)
        ? `NBP did not answer within ${timeoutMs} ms`
        : 'NBP could not be reached';
      throw new NbpError('unavailable', message, { cause: error });
    }
    const httpStatus = response.status;
    if (httpStatus === 404) return null;
    if (httpStatus >= 500)
      throw new NbpError('unavailable', `NBP answered HTTP ${httpStatus}`, { httpStatus });
    if (httpStatus !== 200) {
      throw new NbpError(
        'protocol',
        `NBP refused the request (HTTP ${httpStatus}: ${text.trim().slice(0, 200)})`,
        {
          httpStatus,
        },
      );
    }
    return parseRate(text, code, date);
  }

  return {
    async getMidRate(currency, date) {
      const code = checkedCurrency(currency);
      const day = checkedDate(date);
      if (code === 'PLN')
        throw new NbpError('invalid_input', 'PLN is the base currency: NBP publishes no rate for it');
      return fetchMid(code, day);
    },

    async getRateForInvoice(currency, saleOrIssueDate) {
      const code = checkedCurrency(currency);
      const date = checkedDate(saleOrIssueDate);
      if (code === 'PLN') return PLN_RATE;
      baseUrl();
      const today = todayInPoland(now());
      for (let back = 1; back <= MAX_WALK_BACK_DAYS; back++) {
        const day = addDays(date, -back);
        if (day < NBP_FIRST_TABLE_DATE) break;
        // A 404 for today or later can mean "not published yet" as well as "no table that day", and
        // stepping past it would pick an older, wrong rate. Only weekends are certain to have none.
        if (day > today) {
          if (isWeekend(day)) continue;
          throw new NbpError('not_published_yet', `The ${code} rate for ${day} is not published yet`);
        }
        const rate = await fetchMid(code, day);
        if (rate !== null) return rate;
        if (day === today && !isWeekend(day)) {
          throw new NbpError(
            'not_published_yet',
            `NBP has not published table A for today (${day}), or not yet`,
          );
        }
      }
      throw new NbpError(
        'not_found',
        `NBP has no table A rate for ${code} in the ${MAX_WALK_BACK_DAYS} days before ${date} (is ${code} in table A?)`,
      );
    },
  };
}
