import { setMaxListeners } from 'node:events';
import type { FastifyRequest } from 'fastify';
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
}

/**
 * Ties the database work of a request to the request: a scope (db-scope.ts) whose signal aborts when
 * the client leaves before its answer is complete, the lane and statement timeout its route asks for.
 * Also caps how many expensive reads one user may have running, so one person with many tabs (or a
 * script) cannot take every connection.
 */
export const overloadPlugin = fp<OverloadOptions>(
  async (app, { limits, heavyReadsPerUser }) => {
    const scopes = new WeakMap<FastifyRequest, DbScope>();
    const running = new Map<number, number>();

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
      runInDbScope(scope, done);
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
      const user = request.user;
      // A response closed already emits no more 'close': a slot taken now would never be given back.
      if (reply.raw.destroyed) {
        done(new AppError(503, 'http.databaseBusy'));
        return;
      }
      if (request.routeOptions.config.heavyRead && user) {
        const now = running.get(user.id) ?? 0;
        if (now >= heavyReadsPerUser) {
          reply.header('retry-after', RETRY_AFTER_SECONDS);
          done(new AppError(429, 'http.tooManyAtOnce'));
          return;
        }
        running.set(user.id, now + 1);
        // 'close' comes once, whether the answer was sent or the client left.
        reply.raw.once('close', () => {
          const left = (running.get(user.id) ?? 1) - 1;
          if (left > 0) running.set(user.id, left);
          else running.delete(user.id);
        });
      }
      if (scope) runInDbScope(scope, done);
      else done();
    });
  },
  { name: 'overload', dependencies: ['errors'] },
);
