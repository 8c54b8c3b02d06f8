import { setMaxListeners } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { runInDbScope, type DbLane, type DbScope } from '../db/db-scope.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'reserve' for health and sign-in: their own few connections, never queued behind lists. */
    dbLane?: DbLane;
    /** A list, report or export: counted against the per-user limit of expensive reads at once. */
    heavyRead?: boolean;
    /** Exports, reports and imports: the long statement timeout instead of the interactive one. */
    longStatements?: boolean;
  }
}

/** What a 503 or 429 from the overload guards tells the client to wait before asking again. */
export const RETRY_AFTER_SECONDS = 2;

export interface OverloadOptions {
  limits: Config['databaseLimits'];
  heavyReadsPerUser: number;
  /** Interactive expensive reads running at once in the whole server; more wait, then get 503. */
  heavyReadsAtOnce: number;
  /**
   * The user a request's bearer token names, checked without the database (signature and expiry
   * only), or undefined: the per-user limit refuses before the guard loads the user.
   */
  userIdOf(request: FastifyRequest): number | undefined;
}

/**
 * A counting semaphore with a bounded wait: `take` resolves true with a slot, false when the wait
 * ran out or the client left first; every true is followed by exactly one `release`.
 */
export class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  take(waitMs: number, signal: AbortSignal): Promise<boolean> {
    if (this.used < this.size && this.waiting.length === 0) {
      this.used += 1;
      return Promise.resolve(true);
    }
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const stop = (granted: boolean) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(grant);
        if (at !== -1) this.waiting.splice(at, 1);
        resolve(granted);
      };
      // A released slot passes straight to the first waiter: `used` does not change.
      const grant = () => stop(true);
      const onAbort = () => stop(false);
      const timer = setTimeout(() => stop(false), waitMs);
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.used -= 1;
  }
}

/**
 * Ties the database work of a request to the request: a scope (db-scope.ts) whose signal aborts when
 * the client leaves before its answer is complete, the lane and statement timeout its route asks for.
 * Also caps how many expensive reads one user may have running, so one person with many tabs (or a
 * script) cannot take every connection, and how many interactive ones run in the whole server, so
 * PostgreSQL keeps CPU for everything else (decision 0009).
 */
export const overloadPlugin = fp<OverloadOptions>(
  async (app, { limits, heavyReadsPerUser, heavyReadsAtOnce, userIdOf }) => {
    const scopes = new WeakMap<FastifyRequest, DbScope>();
    const running = new Map<number, number>();
    const heavySlots = new Slots(heavyReadsAtOnce);

    /**
     * The expensive-read limits, checked before the guard loads the user: under a storm most
     * requests are refused, and a refusal then costs no query and no connection. A request without
     * a valid token takes no slot (the guard answers it 401).
     */
    async function admitHeavyRead(request: FastifyRequest, reply: FastifyReply, scope: DbScope) {
      const userId = userIdOf(request);
      if (userId === undefined) return;
      const now = running.get(userId) ?? 0;
      if (now >= heavyReadsPerUser) {
        reply.header('retry-after', RETRY_AFTER_SECONDS);
        throw new AppError(429, 'http.tooManyAtOnce');
      }
      running.set(userId, now + 1);
      // 'close' comes once, whether the answer was sent or the client left.
      reply.raw.once('close', () => {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      });
      // Exports and reports are paced by the worker pool and may run for minutes: holding a slot
      // that long would starve every list.
      if (request.routeOptions.config.longStatements) return;
      if (!(await heavySlots.take(limits.acquireTimeoutMs, scope.signal)))
        throw new AppError(503, 'http.databaseBusy');
      if (reply.raw.destroyed) {
        heavySlots.release();
        throw new AppError(503, 'http.databaseBusy');
      }
      reply.raw.once('close', () => heavySlots.release());
    }

    // onRequest, registered before the guard: the user is loaded in the scope already.
    app.addHook('onRequest', (request, reply, done) => {
      const controller = new AbortController();
      // Every statement waiting on the database listens to it; a request may run dozens at once
      // (an export renders several documents in parallel), which is not a leak.
      setMaxListeners(0, controller.signal);
      const response = reply.raw;
      // A client may be gone before its request is even routed (it gave up while the server was
      // busy): its response is destroyed already and will emit no 'close' to us.
      if (response.destroyed) controller.abort();
      else
        response.once('close', () => {
          if (!response.writableFinished) controller.abort();
        });
      const config = request.routeOptions.config;
      const scope: DbScope = {
        signal: controller.signal,
        lane: config.dbLane ?? 'main',
        statementTimeoutMs: config.longStatements ? limits.workStatementTimeoutMs : limits.statementTimeoutMs,
      };
      scopes.set(request, scope);
      if (!config.heavyRead || response.destroyed) {
        runInDbScope(scope, done);
        return;
      }
      admitHeavyRead(request, reply, scope).then(
        () => runInDbScope(scope, done),
        (error: Error) => done(error),
      );
    });

    // Every "come back later" carries when: the web client waits that long before retrying a read.
    app.addHook('onSend', async (_request, reply) => {
      if ((reply.statusCode === 503 || reply.statusCode === 429) && !reply.hasHeader('retry-after'))
        reply.header('retry-after', RETRY_AFTER_SECONDS);
    });

    // A body is read in the socket's async context, outside the scope: enter it again before the
    // handler (the hooks after this one and the handler are called from within `done`).
    app.addHook('preValidation', (request, reply, done) => {
      const scope = scopes.get(request);
      // A response closed already emits no more 'close': work started now would never be stopped.
      if (reply.raw.destroyed) {
        done(new AppError(503, 'http.databaseBusy'));
        return;
      }
      if (scope) runInDbScope(scope, done);
      else done();
    });
  },
  { name: 'overload', dependencies: ['errors'] },
);
