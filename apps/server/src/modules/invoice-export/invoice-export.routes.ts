import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVOICE_EXPORT_COUNT_HEADER, invoiceExportQuerySchema } from '@saldo/contracts/invoice-export';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { exportInvoicesZip } from './invoice-export.service.ts';

/** GET /api/apps/invoice/invoices/export.zip: the month (or any filtered list) for the accountant. */
export const invoiceExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/invoices/export.zip',
    {
      config: { ability: ['read', 'Invoice'], longStatements: true },
      schema: {
        tags: ['invoice'],
        summary: 'A ZIP of the filtered invoices for the accountant: PDFs, KSeF FA(3) files and the register',
        description:
          "Takes the invoice list's filters (e.g. dateFrom/dateTo for a month). The ZIP holds " +
          '`faktury/<number>.pdf` for every invoice, `ksef/<number>.xml` for those KSeF accepted (the file ' +
          'sent), and `rejestr-sprzedazy.csv` / `.xlsx`. It is streamed as it is made; the header ' +
          `\`${INVOICE_EXPORT_COUNT_HEADER}\` gives the number of invoices for a progress bar. Closing the ` +
          'connection stops the work. 422 above the export limit (narrow the filter), 429 while the ' +
          'same user has an export running.',
        querystring: invoiceExportQuerySchema,
        response: {
          200: z.any().describe('application/zip'),
          ...errorResponses(400, 401, 403, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await exportInvoicesZip(ctx, currentUser(request), request.query, request.log);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${result.fileName}"`)
        .header(INVOICE_EXPORT_COUNT_HEADER, String(result.count))
        .header('access-control-expose-headers', INVOICE_EXPORT_COUNT_HEADER)
        .send(result.stream);
    },
  );
};
