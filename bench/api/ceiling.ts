// The ceiling: the very statements one API request runs, with the same parameters, sent through a
// bare `pg` Pool of the server's size at the same concurrency. The statements are not written by
// hand: the server's own repository functions run once per request variant on a Drizzle instance
// whose logger records what it sends, so the ceiling follows the server's SQL as it changes.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import { summarize, type LoadResult } from './measure.ts';

export interface Statement {
  text: string;
  values: unknown[];
}

/** The statements of one request, in stages: a stage's statements run at once (Promise.all). */
export type Plan = Statement[][];

/** The server's pool size (apps/server/src/db/client.ts: `max: 10`). */
export const SERVER_POOL_SIZE = 10;

export class Recorder {
  readonly db: Db;
  private log: Statement[] = [];

  constructor(pool: pg.Pool) {
    this.db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (text, values) => void this.log.push({ text, values }) },
    });
  }

  /** Runs one step of a request and records its statements as one stage of `plan`. */
  async stage<T>(plan: Plan, run: (db: Db) => Promise<T>): Promise<T> {
    const start = this.log.length;
    const result = await run(this.db);
    const statements = this.log.slice(start);
    if (statements.length > 0) plan.push(statements);
    return result;
  }

  /** The statements recorded since `mark()` (a transaction, replayed on one connection). */
  mark(): number {
    return this.log.length;
  }

  since(mark: number): Statement[] {
    return this.log.slice(mark);
  }
}

export interface LoopOptions {
  connections: number;
  durationMs: number;
}

/**
 * `connections` loops, each sending one request after another (as autocannon's connections do),
 * until the time is up; answers the throughput and latencies of the completed requests.
 */
export async function closedLoop(
  options: LoopOptions,
  request: (index: number) => Promise<void>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const end = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await request(next++);
          latencies.push(performance.now() - t);
        } catch (error) {
          errors++;
          if (errors === 1) console.error('  ceiling request failed:', error);
        }
      }
    }),
  );
  return summarize(latencies, errors, (performance.now() - started) / 1000);
}

/** Replays read plans, rotating through them. */
export async function replayPlans(
  pool: pg.Pool,
  plans: readonly Plan[],
  options: LoopOptions,
): Promise<LoadResult> {
  return closedLoop(options, async (index) => {
    const plan = plans[index % plans.length];
    if (!plan) throw new Error('no plans to replay');
    for (const stage of plan) await Promise.all(stage.map((s) => pool.query(s.text, s.values)));
  });
}
