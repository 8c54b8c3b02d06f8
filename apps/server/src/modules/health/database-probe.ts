import { runInDbScope, type DbScope } from '../../db/db-scope.ts';

export interface DatabaseProbeOptions {
  /** A reading this old is still answered, but the next probe starts in the background. */
  refreshAfterMs: number;
  /** Never answered older than this: a health check then waits for a probe of its own. */
  maxAgeMs: number;
  /** statement_timeout of the probe's `select 1`. */
  statementTimeoutMs: number;
  /** A clock in milliseconds; tests pass their own. */
  now?: () => number;
}

interface Reading {
  /** When the database's answer (or the failure) came. */
  at: number;
  error: unknown;
}

/**
 * What /api/health says about the database, from a `select 1` shared by every health check of the
 * last moment. A check answers the latest reading when it is at most `maxAgeMs` old and starts the
 * next one in the background once it is `refreshAfterMs` old, so under a storm a load balancer's
 * check costs no database round trip of its own and never queues behind the heavy queries for its
 * answer. A reading older than `maxAgeMs`, or a failed one, is never answered: the check waits for a
 * fresh probe (one at a time, shared by everyone waiting). Nothing probes while nobody asks.
 */
export class DatabaseProbe {
  private latest: Reading | undefined;
  private running: Promise<Reading> | undefined;
  private readonly now: () => number;
  // Its own scope, never aborted: a health check whose client leaves must not cancel the probe the
  // next check is waiting for. Reserve lane, so it never waits behind lists for a connection.
  private readonly scope: DbScope;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly options: DatabaseProbeOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    this.scope = {
      signal: new AbortController().signal,
      lane: 'reserve',
      statementTimeoutMs: options.statementTimeoutMs,
    };
  }

  /** How old (ms) the reading is that says the database answers; throws what the probe threw. */
  async check(): Promise<number> {
    const latest = this.latest;
    if (latest && latest.error === undefined) {
      const age = this.now() - latest.at;
      if (age <= this.options.maxAgeMs) {
        if (age >= this.options.refreshAfterMs) void this.probe();
        return Math.round(age);
      }
    }
    const reading = await this.probe();
    if (reading.error !== undefined) throw reading.error;
    return Math.round(Math.max(0, this.now() - reading.at));
  }

  private probe(): Promise<Reading> {
    this.running ??= runInDbScope(this.scope, async () => {
      let error: unknown;
      try {
        await this.ping();
      } catch (failure) {
        error = failure ?? new Error('database probe failed');
      }
      const reading: Reading = { at: this.now(), error };
      this.latest = reading;
      this.running = undefined;
      return reading;
    });
    return this.running;
  }
}
