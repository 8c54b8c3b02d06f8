import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  costsReportSchema,
  incomeReportSchema,
  productSalesReportSchema,
  REPORT_KINDS,
  reportExportQuerySchema,
  reportQuerySchema,
  salesReportSchema,
  taxSettingsSchema,
} from '@saldo/contracts/reports';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findTaxSettings, saveTaxSettings } from './income-tax-settings.repository.ts';
import { productSalesReport } from './product-sales.service.ts';
import { exportReport } from './report-export.ts';
import { costsReport, incomeReport, salesReport } from './reports.service.ts';

const tags = ['reports'];
// Sums over a period of the whole ledger: the heavy-read lane and the longer statement limit.
const read = { ability: ['read', 'Report'] as ['read', 'Report'], heavyRead: true, longStatements: true };

/**
 * The reports of the company's books under /api/reports: the whole ledger of the organization, so
 * 'read Report', which client users do not have. Every query is scoped to the caller's organization.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/sales',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Sales of a period (month, quarter, year, custom months) by contractor, VAT rate, currency (with PLN) and type, beside the previous period and last year',
        querystring: reportQuerySchema,
        response: { 200: salesReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => salesReport(ctx.db, currentUser(request).organizationId, request.query),
  );

  app.get(
    '/costs',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Costs of a period by booking month, category and supplier, beside the previous period and last year',
        querystring: reportQuerySchema,
        response: { 200: costsReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => costsReport(ctx.db, currentUser(request).organizationId, request.query),
  );

  app.get(
    '/income',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Revenue minus costs per month and cumulatively with an estimate of the PIT advance, the VAT summary (as the JPK) and cash flow per month',
        querystring: reportQuerySchema,
        response: { 200: incomeReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => incomeReport(ctx.db, currentUser(request).organizationId, request.query),
  );

  app.get(
    '/products',
    {
      config: read,
      schema: {
        tags,
        summary:
          "The shop's orders of a period by catalogue product: units, orders, net, VAT and gross as charged (cancelled orders left out)",
        querystring: reportQuerySchema,
        response: { 200: productSalesReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => productSalesReport(ctx.db, currentUser(request).organizationId, request.query),
  );

  app.get(
    '/:kind/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'A report as CSV (";", UTF-8 with BOM), XLSX, or a PDF with its charts',
        params: z.object({ kind: z.enum(REPORT_KINDS) }),
        querystring: reportExportQuerySchema,
        produces: [
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/pdf',
        ],
        response: { 200: z.unknown().describe('the file'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const file = await exportReport(ctx, user.organizationId, user.id, request.params.kind, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/tax-settings',
    {
      config: { ability: ['read', 'Report'] },
      schema: {
        tags,
        summary: 'The form of income taxation the PIT advance estimate uses (scale when never set)',
        response: { 200: taxSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => findTaxSettings(ctx.db, currentUser(request).organizationId),
  );

  app.put(
    '/tax-settings',
    {
      config: { ability: ['update', 'Report'] },
      schema: {
        tags,
        summary: 'Sets the form of income taxation: scale, flat 19 % or lump sum at a rate of art. 12',
        body: taxSettingsSchema,
        response: { 200: taxSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { organizationId } = currentUser(request);
      const settings = {
        form: request.body.form,
        lumpSumRate: request.body.form === 'lumpSum' ? request.body.lumpSumRate : 0,
      };
      await saveTaxSettings(ctx.db, organizationId, settings);
      return settings;
    },
  );
};
