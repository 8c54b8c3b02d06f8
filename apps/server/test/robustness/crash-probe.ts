/**
 * Preloaded into the server process that crash.test.ts starts (`node --import tsx --import
 * <this file> apps/server/src/server.ts`); the app never imports it. It gives the test a reliable
 * moment to SIGKILL the server in the middle of a transaction, which no HTTP answer can: an import
 * answers only after its commit.
 *
 * With CRASH_PROBE_SQL set, it watches the SQL the app sends (PGlite, or `pg` for PostgreSQL). Before
 * the CRASH_PROBE_AT-th statement containing that text runs, it writes `crash-probe: reached` to
 * stderr and, with CRASH_PROBE_FREEZE_MS, blocks the whole process that long: the statements before
 * it have run inside the still open transaction, and the test's SIGKILL lands while it is open.
 * Without a freeze the process carries on, and the kill lands somewhere after that point (soak).
 * With CRASH_PROBE_AFTER=1 the report and the freeze come once that statement has run instead: the
 * kill then lands after it and before anything the app does next (its commit, say).
 */
import { writeSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

const needle = process.env.CRASH_PROBE_SQL ?? '';
const at = Number(process.env.CRASH_PROBE_AT ?? '1');
const freezeMs = Number(process.env.CRASH_PROBE_FREEZE_MS ?? '0');
const after = process.env.CRASH_PROBE_AFTER === '1';
let seen = 0;

/** Whether `sql` is the statement the probe waits for (counting the matching ones). */
function isTarget(sql: unknown): boolean {
  const text = typeof sql === 'object' && sql !== null && 'text' in sql ? sql.text : sql;
  if (needle === '' || typeof text !== 'string' || !text.includes(needle)) return false;
  seen += 1;
  return seen === at;
}

function reached(): void {
  // Synchronous, so the line is out before the freeze (an async write would wait for the event loop).
  writeSync(2, `crash-probe: reached #${seen} of ${needle}${after ? ' (after it ran)' : ''}\n`);
  if (freezeMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, freezeMs);
}

/** Replaces `object[key]` (a method) with one that observes its first argument first. */
function watch(object: object, key: string): void {
  const original: unknown = Reflect.get(object, key);
  if (typeof original !== 'function') throw new Error(`crash-probe: ${key} is not a method`);
  // defineProperty, not assignment: the drivers' overloaded method types accept no plain function.
  Object.defineProperty(object, key, {
    configurable: true,
    writable: true,
    value: function (this: unknown, ...args: unknown[]): unknown {
      const target = isTarget(args[0]);
      if (target && !after) reached();
      const result: unknown = Reflect.apply(original, this, args);
      if (!target || !after) return result;
      // Frozen in the statement's own continuation: nothing the app awaits after it runs first.
      return Promise.resolve(result).then((value) => {
        reached();
        return value;
      });
    },
  });
}

if (needle !== '') {
  // PostgreSQL: every query, in a transaction or not, goes through a pooled pg.Client.
  watch(pg.Client.prototype, 'query');
  // PGlite: queries outside a transaction go through PGlite#query; inside one, through the
  // transaction object handed to the callback, which is wrapped here.
  watch(PGlite.prototype, 'query');
  const transaction: unknown = Reflect.get(PGlite.prototype, 'transaction');
  if (typeof transaction !== 'function') throw new Error('crash-probe: PGlite#transaction is missing');
  Object.defineProperty(PGlite.prototype, 'transaction', {
    configurable: true,
    writable: true,
    value: function (this: PGlite, callback: (tx: Transaction) => Promise<unknown>): unknown {
      return Reflect.apply(transaction, this, [
        (tx: Transaction) => {
          watch(tx, 'query');
          return callback(tx);
        },
      ]);
    },
  });
}
