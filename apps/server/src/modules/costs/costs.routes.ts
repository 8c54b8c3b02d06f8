import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  costBulkPaidResultSchema,
  costBulkPaidSchema,
  costIdParamsSchema,
  costInputSchema,
  costListQuerySchema,
  costListSchema,
  costPaymentInputSchema,
  costPaymentParamsSchema,
  costResponseSchema,
  costTotalsQuerySchema,
  costTotalsSchema,
} from '@saldo/contracts/costs';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  addCostPayment,
  bulkMarkPaid,
  removeCostPayment,
  type PaymentDeps,
} from './cost-payments.service.ts';
import {
  confirmCost,
  costTotals,
  createCost,
  deleteCost,
  getCost,
  listCosts,
  updateCost,
} from './costs.service.ts';
import type { CostFiles } from './cost-files.ts';

const tags = ['costs'];

/** Purchase documents under /api/documents/costs: the company's own books, so admins only. */
export const costsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  files: CostFiles;
  payments: PaymentDeps;
}> = async (app, { ctx, files, payments }) => {
  app.get(
    '/costs',
    {
      config: { ability: ['read', 'Cost'], heavyRead: true },
      schema: {
        tags,
        summary:
          'Cost documents: search (supplier name or e-mail, number), status, category, month, supplier, currency, issue and due dates',
        description:
          '`total` is exact except for a text search with more than LIST_SEARCH_COUNT_CAP (10,000) matches: then it is the cap, `totalCapped` is true and the sums are empty. `sums=false` leaves the sums out (GET /documents/costs/totals answers them).',
        querystring: costListQuerySchema,
        response: { 200: costListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCosts(ctx, currentUser(request), request.query),
  );

  app.get(
    '/costs/totals',
    {
      config: { ability: ['read', 'Cost'] },
      schema: {
        tags,
        summary: 'The count and per-currency sums of the filtered cost list (the same filters as the list)',
        description:
          '`total` is exact except for a text search with more than LIST_SEARCH_COUNT_CAP (10,000) matches: then it is the cap, `totalCapped` is true and the sums are empty. The everyday filters are answered from aggregates the writing transaction keeps (decision 0014).',
        querystring: costTotalsQuerySchema,
        response: { 200: costTotalsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => costTotals(ctx, currentUser(request), request.query),
  );

  app.get(
    '/costs/:id',
    {
      config: { ability: ['read', 'Cost'] },
      schema: {
        tags,
        params: costIdParamsSchema,
        response: { 200: costResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCost(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/costs',
    {
      config: { ability: ['create', 'Cost'] },
      schema: {
        tags,
        summary: 'Book a cost document; totals are checked and computed here',
        body: costInputSchema,
        response: { 201: costResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCost(ctx, currentUser(request), request.body)),
  );

  app.put(
    '/costs/:id',
    {
      config: { ability: ['update', 'Cost'] },
      schema: {
        tags,
        summary: 'Replace a cost document (its payments stay; the new gross must cover them)',
        params: costIdParamsSchema,
        body: costInputSchema,
        response: { 200: costResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateCost(ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/costs/:id',
    {
      config: { ability: ['delete', 'Cost'] },
      schema: {
        tags,
        summary: 'Delete an unpaid cost document and its files',
        params: costIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const keys = await deleteCost(ctx, currentUser(request), request.params.id);
      await files.removeStored(keys, request.log);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/costs/:id/confirm',
    {
      config: { ability: ['update', 'Cost'] },
      schema: {
        tags,
        summary: 'Confirm an imported (draft) document: it is booked from now on',
        params: costIdParamsSchema,
        response: { 200: costResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => confirmCost(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/costs/:id/payments',
    {
      config: { ability: ['update', 'Cost'] },
      schema: {
        tags,
        summary: 'Record a payment; a transfer over 15 000 PLN gross is checked on the VAT white list first',
        description:
          'When the account is not on the white list (or the list cannot be asked) the answer is 409 with `code` ' +
          '`white_list_not_listed` or `white_list_unavailable`; repeat with `acceptWhiteListRisk: true` to pay anyway.',
        params: costIdParamsSchema,
        body: costPaymentInputSchema,
        response: { 200: costResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => addCostPayment(payments, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/costs/:id/payments/:paymentId',
    {
      config: { ability: ['update', 'Cost'] },
      schema: {
        tags,
        params: costPaymentParamsSchema,
        response: { 200: costResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      removeCostPayment(ctx, currentUser(request), request.params.id, request.params.paymentId),
  );

  app.post(
    '/costs/bulk-paid',
    {
      config: { ability: ['update', 'Cost'] },
      schema: {
        tags,
        summary: 'Pay the balance of many documents; each refused one is listed with the reason',
        body: costBulkPaidSchema,
        response: { 200: costBulkPaidResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => bulkMarkPaid(payments, currentUser(request), request.body, requestLanguage(request)),
  );
};
