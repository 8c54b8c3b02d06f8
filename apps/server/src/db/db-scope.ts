import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which connections a piece of work may use. `reserve` is a small set of its own, so health checks
 * and sign-in never queue behind lists and reports that have taken every `main` connection.
 */
export type DbLane = 'main' | 'reserve';

/**
 * What the database layer knows about the work it runs for: set per HTTP request by the overload
 * plugin, and by `withStatementTimeout` for heavy work. Repositories never see it; the guarded pool
 * and the guarded PGlite read it on every checkout, so no function signature had to change.
 */
export interface DbScope {
  /** Aborted when the client has left: queries not started yet are refused, running ones cancelled. */
  signal: AbortSignal;
  lane: DbLane;
  /** PostgreSQL's statement_timeout for this work's statements; 0 means none. */
  statementTimeoutMs: number;
}

const storage = new AsyncLocalStorage<DbScope>();

export function currentDbScope(): DbScope | undefined {
  return storage.getStore();
}

export function runInDbScope<T>(scope: DbScope, work: () => T): T {
  return storage.run(scope, work);
}

/**
 * Runs `work` with a longer (or shorter) statement timeout than the request's: exports, reports,
 * imports and background jobs opt in with `config.database.workStatementTimeoutMs`. The rest of the
 * scope (the client's signal, the lane) is kept, so an abandoned export is still cancelled. Each
 * statement gets the limit, not the whole of `work`.
 */
export function withStatementTimeout<T>(timeoutMs: number, work: () => Promise<T>): Promise<T> {
  const outer = storage.getStore();
  return storage.run(
    {
      signal: outer?.signal ?? new AbortController().signal,
      lane: outer?.lane ?? 'main',
      statementTimeoutMs: timeoutMs,
    },
    work,
  );
}

/**
 * Runs `work` outside any request's scope. Work that outlives the request starting it (a watcher's
 * connection, its timers and event handlers) would otherwise inherit that request's signal, which
 * aborts when its client has gone, and every later query of it would be refused.
 */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}
