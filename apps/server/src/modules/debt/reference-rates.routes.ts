import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  referenceRateInputSchema,
  referenceRateParamsSchema,
  referenceRatesSchema,
} from '@saldo/contracts/debt';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { enterReferenceRate, getReferenceRates, removeReferenceRate } from './reference-rates.service.ts';

const tags = ['debt'];

/** The organization's own NBP reference rates, under /api/organization (see @saldo/contracts/debt). */
export const referenceRateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reference-rates',
    {
      config: { ability: ['read', 'Organization'] },
      schema: {
        tags,
        summary: 'NBP reference rates: the shipped table, those entered here, and how far they are known',
        response: { 200: referenceRatesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getReferenceRates(ctx, currentUser(request).organizationId),
  );

  app.put(
    '/reference-rates',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Enter (or correct) an NBP reference rate from its effective date; audited',
        body: referenceRateInputSchema,
        response: { 200: referenceRatesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => enterReferenceRate(ctx, currentUser(request), request.body),
  );

  app.delete(
    '/reference-rates/:from',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Remove an entered reference rate (the shipped table is untouched); audited',
        params: referenceRateParamsSchema,
        response: { 200: referenceRatesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => removeReferenceRate(ctx, currentUser(request), request.params.from),
  );
};
