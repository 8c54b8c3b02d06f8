import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { currentDbScope, type DbLane, type DbScope } from './db-scope.ts';
import { ClientGoneError, DatabaseBusyError } from './overload-errors.ts';

interface Waiter {
  lane: DbLane;
  grant(): void;
}

/**
 * One holder at a time, in order, with the reserve lane served first. PGlite runs one statement at a
 * time on the event loop's thread, so nothing can interrupt a statement once it has started; what
 * can be bounded is the queue in front of it: a request that waits too long gets DatabaseBusyError,
 * one whose client has left is taken out of the queue and never reaches the database.
 */
class Gate {
  private busy = false;
  private readonly queue: Waiter[] = [];

  enter(scope: DbScope | undefined, timeoutMs: number): Promise<() => void> {
    if (scope?.signal.aborted) return Promise.reject(new ClientGoneError());
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        lane: scope?.lane ?? 'main',
        grant: () => {
          stop();
          resolve(this.releaser());
        },
      };
      const leave = (error: Error) => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        stop();
        reject(error);
      };
      const timer = setTimeout(() => leave(new DatabaseBusyError(timeoutMs)), timeoutMs);
      const onAbort = () => leave(new ClientGoneError());
      scope?.signal.addEventListener('abort', onAbort, { once: true });
      const stop = () => {
        clearTimeout(timer);
        scope?.signal.removeEventListener('abort', onAbort);
      };
      if (waiter.lane === 'reserve') {
        const firstMain = this.queue.findIndex((w) => w.lane === 'main');
        this.queue.splice(firstMain < 0 ? this.queue.length : firstMain, 0, waiter);
      } else this.queue.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next.grant();
      else this.busy = false;
    };
  }
}

/**
 * PGlite with the request-aware queue above in front of its own lock: every top-level query and
 * transaction passes the gate. Statements inside a transaction run on the transaction's own object
 * and are not gated again (the transaction already holds PGlite for itself).
 */
export class GuardedPGlite extends PGlite {
  readonly #gate = new Gate();
  #started = false;

  constructor(options: PGliteOptions) {
    super(options);
    // PGlite's start-up runs queries of its own through `query`, and they must not wait for a gate
    // that a caller holds while waiting for start-up: until it is over, queries go straight through
    // (PGlite's own lock still orders them).
    this.waitReady.then(
      () => (this.#started = true),
      () => {},
    );
  }

  /** How long a query may wait for its turn; set by createDb from the settings. */
  acquireTimeoutMs = 1_000;

  #enter(): Promise<() => void> {
    if (!this.#started) return Promise.resolve(() => {});
    return this.#gate.enter(currentDbScope(), this.acquireTimeoutMs);
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const release = await this.#enter();
    try {
      return await super.query<T>(query, params, options);
    } finally {
      release();
    }
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const release = await this.#enter();
    try {
      return await super.transaction(callback);
    } finally {
      release();
    }
  }
}
