// The NBP EUR rates the recovery compensation is converted at. One invoice list needs a handful (one
// per due month), the same ones again on every page: a published rate never changes, so it is kept
// for the life of the process; a failure is kept briefly, so an NBP outage costs one time-out per
// few minutes rather than one per request.
import { addDays, type IsoDate } from '@saldo/domain/dates/calendar';
import { parseExchangeRate, type ExchangeRate } from '@saldo/domain/exchange-rate';
import type { AppContext } from '../../app-context.ts';
import { createNbpClient } from '../../integrations/nbp/nbp-client.ts';
import { NbpError, type NbpClient } from '../../integrations/nbp/nbp-types.ts';
import { MINUTE_MS } from '../../lib/dates.ts';

export interface EurRate {
  /** Scaled by 10 000, as ExchangeRate is. */
  readonly rate: ExchangeRate;
  /** The literal NBP published, e.g. "4.2790". */
  readonly literal: string;
  readonly effectiveDate: IsoDate;
}

const FAILURE_TTL_MS = 5 * MINUTE_MS;

type Entry = { value: Promise<EurRate | null>; failedAt?: number };
const caches = new WeakMap<NbpClient, Map<IsoDate, Entry>>();
const clientsByUrl = new Map<string, NbpClient>();

function clientOf(ctx: Pick<AppContext, 'nbp' | 'config'>): NbpClient {
  if (ctx.nbp) return ctx.nbp;
  const key = `${ctx.config.nbpApiUrl}|${ctx.config.lookupTimeoutMs}`;
  let client = clientsByUrl.get(key);
  if (!client) {
    client = createNbpClient({ baseUrl: ctx.config.nbpApiUrl, timeoutMs: ctx.config.lookupTimeoutMs });
    clientsByUrl.set(key, client);
  }
  return client;
}

async function fetchRate(client: NbpClient, date: IsoDate): Promise<EurRate | null> {
  // The rate "of" a day: table A of that day, or of the last business day before it when NBP
  // published none (getRateForInvoice looks strictly before its date, hence the day after).
  const found = await client.getRateForInvoice('EUR', addDays(date, 1));
  const parsed = parseExchangeRate(found.rate);
  if (!parsed.ok || found.effectiveDate === null) return null;
  return { rate: parsed.value, literal: found.rate, effectiveDate: found.effectiveDate };
}

/** The EUR rate of `date`, or null when NBP is not configured, down, or has none. */
export function eurRateOn(ctx: Pick<AppContext, 'nbp' | 'config'>, date: IsoDate): Promise<EurRate | null> {
  const client = clientOf(ctx);
  let cache = caches.get(client);
  if (!cache) {
    cache = new Map();
    caches.set(client, cache);
  }
  const cached = cache.get(date);
  if (cached && (cached.failedAt === undefined || Date.now() - cached.failedAt < FAILURE_TTL_MS)) {
    return cached.value;
  }
  const entry: Entry = {
    value: fetchRate(client, date).catch((error: unknown) => {
      if (!(error instanceof NbpError)) throw error;
      entry.failedAt = Date.now();
      return null;
    }),
  };
  cache.set(date, entry);
  return entry.value;
}

/** Several dates at once, each asked for once. */
export async function eurRatesOn(
  ctx: Pick<AppContext, 'nbp' | 'config'>,
  dates: Iterable<IsoDate>,
): Promise<Map<IsoDate, EurRate | null>> {
  const unique = [...new Set(dates)];
  const rates = await Promise.all(unique.map((date) => eurRateOn(ctx, date)));
  return new Map(unique.map((date, i) => [date, rates[i] ?? null]));
}
