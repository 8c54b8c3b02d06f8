import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@saldo/contracts/health';
import type { AppContext } from '../../app-context.ts';
import type { DatabaseKind } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { DatabaseProbe } from './database-probe.ts';
import { pingDatabase } from './health.repository.ts';

/** How old the database reading a health check answers may be, at most (decision 0009). */
export const HEALTH_PROBE_MAX_AGE_MS = 1_000;

/**
 * GET /api/health: for load balancers and uptime checks; 503 when the database does not answer.
 * The database state comes from a probe shared by the checks of the last second (database-probe.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; databaseKind: DatabaseKind }> = async (
  app,
  { ctx, databaseKind },
) => {
  const probe = new DatabaseProbe(() => pingDatabase(ctx.db), {
    refreshAfterMs: HEALTH_PROBE_MAX_AGE_MS / 2,
    maxAgeMs: HEALTH_PROBE_MAX_AGE_MS,
    statementTimeoutMs: ctx.config.databaseLimits.statementTimeoutMs,
  });
  app.get(
    '/health',
    {
      // The reserve connections: a load balancer must not take a busy server for a dead one.
      config: { access: 'public', dbLane: 'reserve' },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        description:
          'The database state is not probed by each call: the server sends one `select 1` (on its reserve connections) for the calls of the moment, starts the next in the background once the reading is 0.5 s old, and never answers a reading older than 1 s: a call then waits for a fresh probe. `databaseCheckAgeMs` is the age of the reading answered. 503 when the probe fails.',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      let databaseCheckAgeMs: number;
      try {
        databaseCheckAgeMs = await probe.check();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'http.databaseUnavailable');
      }
      return { status: 'ok' as const, database: databaseKind, databaseCheckAgeMs };
    },
  );
};
