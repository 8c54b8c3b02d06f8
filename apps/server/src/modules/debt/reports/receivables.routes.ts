import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  receivablesExportQuerySchema,
  receivablesQuerySchema,
  receivablesReportSchema,
} from '@saldo/contracts/debt';
import type { AppContext } from '../../../app-context.ts';
import { errorResponses } from '../../../lib/route-schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { exportReceivables } from './receivables-export.ts';
import { receivablesReport } from './receivables.service.ts';

const tags = ['debt'];

/**
 * The receivables report under /api/apps/invoice: the company's whole ledger, so 'read Report', which
 * client users do not have (a client sees its own invoices, never the others' debts).
 */
export const receivablesReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reports/receivables',
    {
      config: { ability: ['read', 'Report'], heavyRead: true, longStatements: true },
      schema: {
        tags,
        summary:
          'Receivables in PLN: aging by days overdue (total and per contractor), DSO, issued vs collected per month, top debtors',
        querystring: receivablesQuerySchema,
        response: { 200: receivablesReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => receivablesReport(ctx.db, currentUser(request).organizationId, request.query),
  );

  app.get(
    '/reports/receivables/export',
    {
      config: { ability: ['read', 'Report'], heavyRead: true, longStatements: true },
      schema: {
        tags,
        summary: 'The aging table per contractor with a total row, as CSV (";", UTF-8 with BOM) or XLSX',
        querystring: receivablesExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.unknown().describe('the file'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const file = await exportReceivables(ctx, user.organizationId, user.id, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
