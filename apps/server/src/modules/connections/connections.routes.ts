import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectionParamsSchema,
  connectionsResponseSchema,
  connectionTestResultSchema,
} from '@saldo/contracts/connections';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { connectionsOverview, testConnection } from './connections.service.ts';

const tags = ['organization'];

/** /api/organization/connections: the outside services, as the company settings' Connections tab shows them. */
export const connectionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/connections',
    {
      config: { ability: ['read', 'Organization'] },
      schema: {
        tags,
        summary: 'Each outside service: set up or not, its last success and last failure with the reason',
        response: { 200: connectionsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ services: await connectionsOverview(ctx, currentUser(request).organizationId) }),
  );

  app.post(
    '/connections/:service/test',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Try the service now with the configured credentials and record the outcome',
        params: connectionParamsSchema,
        response: { 200: connectionTestResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      testConnection(ctx, currentUser(request).organizationId, request.params.service, request.log),
  );
};
