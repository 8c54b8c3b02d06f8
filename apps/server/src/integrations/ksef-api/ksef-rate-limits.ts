// KSeF's request limits (limity/limity-api.md, "Szczegółowe limity"): counted per context and IP in
// sliding windows of a second, a minute and an hour, all at once. The client paces its own calls to
// stay under them, since going over earns a 429 whose block grows with each offence; a wait longer
// than the caller will sit through becomes an 'unavailable' error carrying how long to wait, so a job
// stops and a later run carries on.
import { setTimeout as sleep } from 'node:timers/promises';
import { KsefApiError } from './ksef-api-error.ts';
import type { KsefRateClock } from './ksef-api-types.ts';

export interface KsefRateLimit {
  readonly perSecond: number;
  readonly perMinute: number;
  readonly perHour: number;
}

/** Production values; DEMO uses the same (limity-api.md, "Limity na środowiskach"). */
export const KSEF_RATE_LIMITS = {
  invoiceMetadata: { perSecond: 8, perMinute: 16, perHour: 20 },
  invoiceExport: { perSecond: 8, perMinute: 16, perHour: 20 },
  invoiceExportStatus: { perSecond: 10, perMinute: 60, perHour: 600 },
  invoiceDownload: { perSecond: 8, perMinute: 16, perHour: 64 },
} as const satisfies Readonly<Record<string, KsefRateLimit>>;

export type KsefRateLimitGroup = keyof typeof KSEF_RATE_LIMITS;

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** How long until one more call of `limit` fits in the windows, given the calls made (oldest first). */
export function waitForSlot(calls: readonly number[], limit: KsefRateLimit, now: number): number {
  let wait = 0;
  for (const [span, max] of [
    [SECOND_MS, limit.perSecond],
    [MINUTE_MS, limit.perMinute],
    [HOUR_MS, limit.perHour],
  ] as const) {
    const inWindow = calls.filter((at) => at > now - span);
    if (inWindow.length >= max) {
      // The call that has to leave the window before one more fits.
      const leaving = inWindow[inWindow.length - max] ?? now;
      wait = Math.max(wait, leaving + span - now + 1);
    }
  }
  return wait;
}

export class KsefRateLimiter {
  readonly #calls = new Map<KsefRateLimitGroup, number[]>();
  readonly #maxWaitMs: number;
  readonly #clock: KsefRateClock;

  constructor(options: { readonly maxWaitMs: number; readonly clock?: KsefRateClock }) {
    this.#maxWaitMs = options.maxWaitMs;
    this.#clock = options.clock ?? { now: () => Date.now(), sleep };
  }

  /**
   * Waits for a free slot in the group (or throws 'unavailable' when that is too long), then takes it.
   * The returned function, called once KSeF has answered, moves the call to that moment: KSeF counts
   * it on arrival, after us, so counting it from the start would let the next call in a little early.
   */
  async take(group: KsefRateLimitGroup, action: string): Promise<() => void> {
    const calls = this.#calls.get(group) ?? [];
    this.#calls.set(group, calls);
    const wait = waitForSlot(calls, KSEF_RATE_LIMITS[group], this.#clock.now());
    if (wait > this.#maxWaitMs) {
      throw new KsefApiError(
        'unavailable',
        `KSeF's limit for ${group} is used up: waiting ${Math.ceil(wait / 1000)} s to ${action}`,
        { retryAfterMs: wait },
      );
    }
    if (wait > 0) await this.#clock.sleep(wait);
    const now = this.#clock.now();
    calls.push(now);
    while (calls.length > 0 && (calls[0] ?? now) <= now - HOUR_MS) calls.shift();
    return () => {
      const index = calls.lastIndexOf(now);
      if (index >= 0) calls[index] = Math.max(now, this.#clock.now());
    };
  }
}
