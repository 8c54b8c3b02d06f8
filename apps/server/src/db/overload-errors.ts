/** No connection became free within the acquire timeout: the database is saturated, come back soon. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  constructor(waitedMs: number) {
    super(`no database connection became free within ${waitedMs} ms`);
  }
}

/** The client of the request has gone: its remaining statements are not worth running. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('the client closed the connection; statement not run');
  }
}

/** PostgreSQL's SQLSTATE for a statement stopped by statement_timeout or pg_cancel_backend. */
const QUERY_CANCELED = '57014';

/** The error itself or the one it wraps (drizzle wraps driver errors in DrizzleQueryError.cause). */
function* causes(error: unknown): Generator<Error> {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    yield current;
    current = current.cause;
  }
}

export type OverloadKind = 'busy' | 'timeout' | 'gone';

/** Which kind of overload an error from the database layer stands for, if any. */
export function overloadKind(error: unknown): OverloadKind | null {
  for (const cause of causes(error)) {
    if (cause instanceof DatabaseBusyError) return 'busy';
    if (cause instanceof ClientGoneError) return 'gone';
    if ('code' in cause && cause.code === QUERY_CANCELED) return 'timeout';
  }
  return null;
}
