import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planChangeBodySchema, planChangeRequestSchema, pricingDataSchema } from '@saldo/contracts/pricing';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { pricingData, requestPlanChange } from './pricing.service.ts';

const tags = ['pricing'];

/** The pricing page under /api/pricing: read with 'read Pricing'; a change is requested with 'update Pricing'. */
export const pricingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/data',
    {
      config: { ability: ['read', 'Pricing'] },
      schema: {
        tags,
        summary:
          "The plans (prices in grosze), the organization's current plan and its latest change request",
        response: { 200: pricingDataSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => pricingData(ctx, currentUser(request).organizationId),
  );

  app.post(
    '/change-request',
    {
      config: { ability: ['update', 'Pricing'] },
      schema: {
        tags,
        summary: 'Asks for another plan: recorded and mailed; no payment is taken',
        body: planChangeBodySchema,
        response: { 201: planChangeRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const saved = await requestPlanChange(
        ctx,
        requestLanguage(request),
        currentUser(request),
        request.body,
      );
      return reply.code(201).send(saved);
    },
  );
};
