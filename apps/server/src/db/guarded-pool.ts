import pg from 'pg';
import { currentDbScope, type DbScope } from './db-scope.ts';
import { ClientGoneError, DatabaseBusyError } from './overload-errors.ts';

export interface PoolLimits {
  /** Connections for ordinary work. */
  connections: number;
  /** Connections only health checks and sign-in use, so they never wait behind lists. */
  reserveConnections: number;
  /** How long work waits for a free connection before it is answered 503. */
  acquireTimeoutMs: number;
  /** statement_timeout of interactive requests; also every new connection's default. */
  statementTimeoutMs: number;
  /** statement_timeout of work outside a request (background jobs). */
  workStatementTimeoutMs: number;
  /**
   * max_parallel_workers_per_gather of every connection; undefined keeps PostgreSQL's. Parallel
   * workers make one big sort faster by taking every core from the health checks and sign-ins
   * around it, which is the stall issue 29 forbids on a small machine.
   */
  parallelWorkersPerQuery?: number;
}

type QueryText = string | pg.QueryConfig<unknown[]>;

const textOf = (query: QueryText) =>
  (typeof query === 'string' ? query : query.text).trimStart().toLowerCase();

/**
 * One checked-out connection, as drizzle sees it (`query` and `release`). It refuses new statements
 * once the request's client has gone (except the rollback that closes a transaction), lets the pool
 * cancel the one running, and gives the connection back only after that cancel has landed, so a late
 * cancel can never hit the next request's statement.
 */
class Lease {
  private running = 0;
  private cancelling: Promise<void> | null = null;
  private inTransaction = false;
  /** The statement sent last; the next waits for it (see `query`). */
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    readonly client: pg.PoolClient,
    private readonly scope: DbScope | undefined,
    private readonly onRelease: (lease: Lease) => void,
  ) {}

  /**
   * Statements go one at a time, in the order asked. A transaction is one connection, and code may
   * ask for several of its reads at once (`Promise.all`); node-postgres would queue them itself but
   * warns that pg 9 refuses a statement sent while another runs.
   */
  query(query: QueryText, values?: unknown[]): Promise<pg.QueryResult> {
    const turn = this.previous.then(() => this.send(query, values));
    this.previous = turn.catch(() => {});
    return turn;
  }

  private async send(query: QueryText, values?: unknown[]): Promise<pg.QueryResult> {
    const text = textOf(query);
    const closing = text.startsWith('rollback') || text.startsWith('commit');
    if (this.scope?.signal.aborted && !text.startsWith('rollback')) throw new ClientGoneError();
    if (this.cancelling) await this.cancelling;
    this.running += 1;
    try {
      const result = await this.client.query(query, values);
      if (text.startsWith('begin')) this.inTransaction = true;
      else if (closing && !text.startsWith('rollback to')) this.inTransaction = false;
      return result;
    } finally {
      this.running -= 1;
    }
  }

  /** Asks PostgreSQL, over the control connection, to stop the statement this lease is running. */
  cancel(control: pg.Pool): void {
    if (this.running === 0 || this.cancelling) return;
    const pid = (this.client as pg.PoolClient & { processID?: unknown }).processID;
    if (typeof pid !== 'number') return;
    this.cancelling = control.query('select pg_cancel_backend($1)', [pid]).then(
      () => {},
      () => {},
    );
  }

  release(): void {
    this.onRelease(this);
    // A transaction left open (its rollback failed) must not reach the next borrower: drop it.
    const give = () => this.client.release(this.inTransaction);
    if (this.cancelling) void this.cancelling.then(give);
    else give();
  }
}

/**
 * The pg pool drizzle is given (its name must contain "Pool" for drizzle to check a connection out
 * per transaction). Every checkout reads the request's scope: which of the two pools to use, how
 * long to wait at most, which statement_timeout to set, and the signal that cancels the request's
 * statements when its client leaves.
 */
export class GuardedPool {
  readonly main: pg.Pool;
  readonly reserve: pg.Pool;
  /** One connection that only ever sends pg_cancel_backend, so cancelling never waits for a slot. */
  private readonly control: pg.Pool;
  private readonly applied = new WeakMap<pg.PoolClient, number>();
  private readonly leases = new WeakMap<DbScope, Set<Lease>>();

  constructor(
    connectionString: string,
    private readonly limits: PoolLimits,
    onConnectionError: (error: Error) => void,
  ) {
    const base = {
      connectionString,
      statement_timeout: limits.statementTimeoutMs,
      ...(limits.parallelWorkersPerQuery === undefined
        ? {}
        : { options: `-c max_parallel_workers_per_gather=${Math.trunc(limits.parallelWorkersPerQuery)}` }),
    };
    this.main = new pg.Pool({ ...base, max: limits.connections });
    this.reserve = new pg.Pool({ ...base, max: limits.reserveConnections });
    this.control = new pg.Pool({ connectionString, max: 1 });
    for (const pool of [this.main, this.reserve, this.control]) {
      pool.on('error', onConnectionError);
      // The pool stops listening to a connection once it starts closing it; an error that arrives
      // then (the server ending the session first) would otherwise be an uncaught exception.
      pool.on('connect', (client) => client.on('error', () => {}));
    }
  }

  async connect(): Promise<Lease> {
    const scope = currentDbScope();
    if (scope?.signal.aborted) throw new ClientGoneError();
    const client = await this.acquire(scope?.lane === 'reserve' ? this.reserve : this.main, scope);
    try {
      const wanted = scope ? scope.statementTimeoutMs : this.limits.workStatementTimeoutMs;
      // Set only when it changes: requests all want the connections' default, so they pay nothing.
      if ((this.applied.get(client) ?? this.limits.statementTimeoutMs) !== wanted) {
        await client.query(`set statement_timeout = ${Math.max(0, Math.trunc(wanted))}`);
        this.applied.set(client, wanted);
      }
    } catch (error) {
      client.release(true);
      throw error;
    }
    if (!scope) return new Lease(client, scope, () => {});
    let leases = this.leases.get(scope);
    if (!leases) {
      const own = new Set<Lease>();
      leases = own;
      this.leases.set(scope, own);
      scope.signal.addEventListener('abort', () => own.forEach((lease) => lease.cancel(this.control)), {
        once: true,
      });
    }
    const lease: Lease = new Lease(client, scope, (done) => leases.delete(done));
    leases.add(lease);
    return lease;
  }

  async query(query: QueryText, values?: unknown[]): Promise<pg.QueryResult> {
    const lease = await this.connect();
    try {
      return await lease.query(query, values);
    } finally {
      lease.release();
    }
  }

  async end(): Promise<void> {
    await Promise.all([this.main.end(), this.reserve.end(), this.control.end()]);
  }

  /**
   * A connection from `pool` within the acquire timeout, or DatabaseBusyError; ClientGoneError as
   * soon as the client leaves. A connection that arrives after we stopped waiting goes straight back.
   */
  private acquire(pool: pg.Pool, scope: DbScope | undefined): Promise<pg.PoolClient> {
    const waitMs = this.limits.acquireTimeoutMs;
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (error: Error | null, client?: pg.PoolClient) => {
        if (settled) {
          client?.release();
          return;
        }
        settled = true;
        clearTimeout(timer);
        scope?.signal.removeEventListener('abort', onAbort);
        if (client) resolve(client);
        else reject(error ?? new DatabaseBusyError(waitMs));
      };
      const timer = setTimeout(() => settle(new DatabaseBusyError(waitMs)), waitMs);
      const onAbort = () => settle(new ClientGoneError());
      scope?.signal.addEventListener('abort', onAbort, { once: true });
      pool.connect().then(
        (client) => settle(null, client),
        (error: Error) => settle(error),
      );
    });
  }
}
