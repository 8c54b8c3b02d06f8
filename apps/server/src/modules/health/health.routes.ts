import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@saldo/contracts/health';
import type { AppContext } from '../../app-context.ts';
import type { DatabaseKind } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { pingDatabase } from './health.repository.ts';

/** GET /api/health: for load balancers and uptime checks; 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; databaseKind: DatabaseKind }> = async (
  app,
  { ctx, databaseKind },
) => {
  app.get(
    '/health',
    {
      // The reserve connections: a load balancer must not take a busy server for a dead one.
      config: { access: 'public', dbLane: 'reserve' },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await pingDatabase(ctx.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'http.databaseUnavailable');
      }
      return { status: 'ok' as const, database: databaseKind };
    },
  );
};
