import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  debtBulkBodySchema,
  debtBulkResultSchema,
  debtEntryParamsSchema,
  debtHistoryEntrySchema,
  debtHistoryQuerySchema,
  debtHistorySchema,
  debtInvoiceParamsSchema,
  debtNoteBodySchema,
  demandBodySchema,
  overdueListQuerySchema,
  overdueListSchema,
  overdueTotalsQuerySchema,
  overdueTotalsSchema,
  reminderBodySchema,
} from '@saldo/contracts/debt';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  addNote,
  createDemand,
  resend,
  runBulk,
  sendReminder,
  type DebtDeps,
} from './debt-actions.service.ts';
import { entryAttachment, listHistory } from './debt-history.service.ts';
import { listOverdue, overdueListTotals } from './overdue.service.ts';

const tags = ['debt'];
const actionErrors = errorResponses(400, 401, 403, 404, 409, 429, 503);

/**
 * Debt collection under /api/apps/invoice (see @saldo/contracts/debt). Reads need 'read Debt': a client
 * user gets its own contractor's invoices and only the entries sent to it. Steps need 'update Debt'.
 */
export const debtRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; deps: DebtDeps }> = async (
  app,
  { ctx, deps },
) => {
  app.get(
    '/overdue',
    {
      config: { ability: ['read', 'Debt'] },
      schema: {
        tags,
        summary:
          'Overdue invoices with days overdue, statutory interest to today, the recovery compensation and reminders',
        querystring: overdueListQuerySchema,
        response: { 200: overdueListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOverdue(ctx, currentUser(request), request.query, requestLanguage(request)),
  );

  app.get(
    '/overdue/totals',
    {
      config: { ability: ['read', 'Debt'] },
      schema: {
        tags,
        summary:
          'The count and per-currency balances of the filtered overdue list (the same filters as the list)',
        description:
          'From the aggregates the invoice writes keep (decision 0014); a search or amount bounds are counted up to LIST_SEARCH_COUNT_CAP (10,000), above which `total` is the cap, `totalCapped` is true and `sums` is empty.',
        querystring: overdueTotalsQuerySchema,
        response: { 200: overdueTotalsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => overdueListTotals(ctx, currentUser(request), request.query),
  );

  app.get(
    '/debt-history',
    {
      config: { ability: ['read', 'Debt'] },
      schema: {
        tags,
        summary: "One invoice's debt history, or a contractor's across its invoices, newest first",
        querystring: debtHistoryQuerySchema,
        response: { 200: debtHistorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      entries: await listHistory(ctx, currentUser(request), request.query, requestLanguage(request)),
    }),
  );

  app.get(
    '/debt-history/:entryId/attachment',
    {
      config: { ability: ['read', 'Debt'] },
      schema: {
        tags,
        summary: 'The PDF kept with a debt-history entry (the invoice sent, the demand letter)',
        params: debtEntryParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await entryAttachment(ctx, deps.files, currentUser(request), request.params.entryId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.data));
    },
  );

  app.post(
    '/invoices/:id/debt/reminder',
    {
      config: { ability: ['update', 'Debt'] },
      schema: {
        tags,
        summary: 'E-mail (with the invoice PDF) or text the buyer a payment reminder',
        params: debtInvoiceParamsSchema,
        body: reminderBodySchema,
        response: { 201: debtHistoryEntrySchema, ...actionErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendReminder(
            ctx,
            deps,
            currentUser(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        ),
  );

  app.post(
    '/invoices/:id/debt/note',
    {
      config: { ability: ['update', 'Debt'] },
      schema: {
        tags,
        summary: 'Record a phone call or a note',
        params: debtInvoiceParamsSchema,
        body: debtNoteBodySchema,
        response: { 201: debtHistoryEntrySchema, ...actionErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addNote(
            ctx,
            deps,
            currentUser(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        ),
  );

  app.post(
    '/invoices/:id/debt/demand',
    {
      config: { ability: ['update', 'Debt'] },
      schema: {
        tags,
        summary:
          'Generate a pre-court demand for payment (PDF: principal, interest to the chosen day, compensation); optionally e-mail it',
        params: debtInvoiceParamsSchema,
        body: demandBodySchema,
        response: { 201: debtHistoryEntrySchema, ...actionErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createDemand(
            ctx,
            deps,
            currentUser(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        ),
  );

  app.post(
    '/invoices/:id/debt/resend',
    {
      config: { ability: ['update', 'Debt'] },
      schema: {
        tags,
        summary: 'E-mail the invoice PDF to the buyer again',
        params: debtInvoiceParamsSchema,
        response: { 201: debtHistoryEntrySchema, ...actionErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await resend(ctx, deps, currentUser(request), request.params.id, requestLanguage(request))),
  );

  app.post(
    '/debt/bulk',
    {
      config: { ability: ['update', 'Debt'] },
      schema: {
        tags,
        summary:
          'One step for each of many invoices; those it cannot be taken for are skipped with the reason',
        body: debtBulkBodySchema,
        response: { 200: debtBulkResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => runBulk(ctx, deps, currentUser(request), request.body, requestLanguage(request)),
  );
};
