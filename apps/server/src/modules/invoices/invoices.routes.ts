import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@saldo/contracts/idempotency';
import {
  exchangeRateQuerySchema,
  exchangeRateResponseSchema,
  invoiceIdParamsSchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceResponseSchema,
  invoiceSummarySchema,
  invoiceTotalsQuerySchema,
  invoiceTotalsSchema,
} from '@saldo/contracts/invoices';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { serviceRecorder } from '../connections/connections.service.ts';
import { exchangeRateFor } from './invoice-actions.service.ts';
import {
  createInvoice,
  deleteInvoice,
  getInvoice,
  invoiceSummary,
  updateInvoice,
} from './invoices.service.ts';
import { invoiceListTotals, listInvoices } from './invoice-list.service.ts';

const tags = ['invoice'];
const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z.string().min(8).max(200).optional(),
});

/**
 * Sales invoices under /api/apps/invoice. Reads are open to client users too, narrowed by the
 * service to the contractor they are linked to; writes need the admin's abilities.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/invoices',
    {
      config: { ability: ['read', 'Invoice'], heavyRead: true },
      schema: {
        tags,
        summary:
          'Invoices: search (number, buyer, NIP, e-mail), status, type, currency, contractor and date filters, sorting, paging',
        description:
          '`total` is exact except for a text search with more than LIST_SEARCH_COUNT_CAP (10,000) matches: then it is the cap, `totalCapped` is true and `sums` is empty. `sums=false` leaves the sums out (GET /invoices/totals answers them).',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listInvoices(ctx, currentUser(request), request.query),
  );

  app.get(
    '/invoices/totals',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        summary: "The count and per-currency sums of the list's filters (asked for beside the rows)",
        description:
          'Exact for every filter but a text search, which counts up to LIST_SEARCH_COUNT_CAP (10,000) matches: above it `total` is the cap, `totalCapped` is true and `sums` is empty.',
        querystring: invoiceTotalsQuerySchema,
        response: { 200: invoiceTotalsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => invoiceListTotals(ctx, currentUser(request), request.query),
  );

  app.get(
    '/invoices/:id',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        params: invoiceIdParamsSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getInvoice(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/invoices',
    {
      config: { ability: ['create', 'Invoice'] },
      schema: {
        tags,
        summary: 'Issue an invoice with the next number of its series; totals are computed here',
        description: `A retried request with the same \`Idempotency-Key\` header answers 200 with the invoice the first one made.`,
        headers: idempotencyHeaders,
        body: invoiceInputSchema,
        response: {
          200: invoiceResponseSchema,
          201: invoiceResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      const caller = currentUser(request);
      const { created, response } = await createInvoice(ctx, caller, request.body, key);
      return reply.code(created ? 201 : 200).send(response);
    },
  );

  app.put(
    '/invoices/:id',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        summary: 'Replace an invoice that is still editable (not sent, paid, cancelled or converted)',
        params: invoiceIdParamsSchema,
        body: invoiceInputSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateInvoice(ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id',
    {
      config: { ability: ['delete', 'Invoice'] },
      schema: {
        tags,
        summary: 'Delete the newest, unsent invoice of its series (its number is given back); else 409',
        params: invoiceIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteInvoice(ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/summary',
    {
      config: { ability: ['read', 'Invoice'], heavyRead: true },
      schema: {
        tags,
        summary: 'Open and overdue invoices and balances per currency (a client sees its own)',
        response: { 200: invoiceSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => invoiceSummary(ctx, currentUser(request)),
  );

  app.get(
    '/exchange-rate',
    {
      config: { ability: ['create', 'Invoice'] },
      schema: {
        tags,
        summary: 'NBP table A mid rate of the last business day before the date (art. 31a VAT act)',
        querystring: exchangeRateQuerySchema,
        response: { 200: exchangeRateResponseSchema, ...errorResponses(400, 401, 403, 404, 502, 503) },
      },
    },
    async (request) =>
      exchangeRateFor(
        ctx,
        request.query.currency,
        request.query.date,
        serviceRecorder(ctx.db, currentUser(request).organizationId, request.log),
      ),
  );
};
