import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPayrollListSchema,
  payrollEntryInputsSchema,
  payrollEntryParamsSchema,
  payrollListDetailSchema,
  payrollListParamsSchema,
  payrollListsQuerySchema,
  payrollListsSchema,
  payrollSettingsSchema,
  pit11QuerySchema,
  pit11Schema,
  sendPayslipResultSchema,
  workerPayslipsParamsSchema,
  workerPayslipsSchema,
} from '@saldo/contracts/payroll-lists';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { pit11, pit11Csv, transfersCsv, type CsvFile } from './payroll-files.ts';
import { getPayrollSettings, updatePayrollSettings } from './payroll-settings.service.ts';
import {
  approvePayrollList,
  createPayrollCorrection,
  createPayrollList,
  deletePayrollDraft,
  getPayrollList,
  listPayrollMonths,
  updatePayrollEntryInputs,
} from './payroll.service.ts';
import { payslipPdf, sendPayslip, workerPayslips } from './payslips.service.ts';

const tags = ['payroll'];
const csvResponse = { 200: z.unknown().describe('the CSV file'), ...errorResponses(400, 401, 403, 404, 409) };

/**
 * Payroll lists under /api/payroll (the calculator, /api/payroll/calculate, is another module's):
 * staff pay is the company's own data, so admins only.
 */
export const payrollRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sendCsv = (file: CsvFile, reply: { header: (k: string, v: string) => unknown }) => {
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
    reply.header('cache-control', 'no-store');
    return file.body;
  };

  app.get(
    '/lists',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary: "The months' payroll lists with status, totals and the ZUS and PIT-4 deadlines",
        querystring: payrollListsQuerySchema,
        response: { 200: payrollListsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPayrollMonths(ctx, currentUser(request), request.query.year),
  );

  app.post(
    '/lists',
    {
      config: { ability: ['create', 'Payroll'] },
      schema: {
        tags,
        summary: 'Start the payroll list of a month: one entry per contract active in it',
        description:
          'Refused with 400 when no contract is active in the month, 409 when the month already has a draft ' +
          'or an approved list (a change to an approved month is a correction list).',
        body: createPayrollListSchema,
        response: { 201: payrollListDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPayrollList(ctx, currentUser(request), request.body.month)),
  );

  app.get(
    '/lists/:id',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary:
          'A payroll list: entries with their inputs and every computed line, the month summary, audit',
        params: payrollListParamsSchema,
        response: { 200: payrollListDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPayrollList(ctx, currentUser(request), request.params.id),
  );

  app.delete(
    '/lists/:id',
    {
      config: { ability: ['delete', 'Payroll'] },
      schema: {
        tags,
        summary: 'Delete a draft list (an approved list is kept; 409)',
        params: payrollListParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deletePayrollDraft(ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/lists/:id/entries/:entryId',
    {
      config: { ability: ['update', 'Payroll'] },
      schema: {
        tags,
        summary: "Set an entry's inputs for the month (bonus, unpaid leave, hours, fee); 409 once approved",
        params: payrollEntryParamsSchema,
        body: payrollEntryInputsSchema,
        response: { 200: payrollListDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updatePayrollEntryInputs(
        ctx,
        currentUser(request),
        request.params.id,
        request.params.entryId,
        request.body,
      ),
  );

  app.post(
    '/lists/:id/approve',
    {
      config: { ability: ['update', 'Payroll'] },
      schema: {
        tags,
        summary: 'Approve a draft: its figures are stored and it is locked; a month is approved once',
        params: payrollListParamsSchema,
        response: { 200: payrollListDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approvePayrollList(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/lists/:id/correction',
    {
      config: { ability: ['create', 'Payroll'] },
      schema: {
        tags,
        summary: 'Start a correction of an approved list; approving it replaces the original',
        params: payrollListParamsSchema,
        response: { 201: payrollListDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPayrollCorrection(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/lists/:id/transfers.csv',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary: "The bank transfer list of an approved list: each person's net pay to their account",
        params: payrollListParamsSchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) =>
      sendCsv(await transfersCsv(ctx, currentUser(request), request.params.id), reply),
  );

  app.get(
    '/lists/:id/entries/:entryId/payslip.pdf',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary:
          "An approved entry's payslip, encrypted with the worker's PESEL unless the settings say otherwise",
        params: payrollEntryParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('the PDF'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await payslipPdf(
        ctx,
        currentUser(request),
        request.params.id,
        request.params.entryId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/lists/:id/entries/:entryId/send',
    {
      config: { ability: ['update', 'Payroll'] },
      schema: {
        tags,
        summary: "E-mail the payslip to the worker's address (the outside-mail limits apply)",
        params: payrollEntryParamsSchema,
        response: { 200: sendPayslipResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => sendPayslip(ctx, currentUser(request), request.params.id, request.params.entryId),
  );

  app.get(
    '/pit11',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary: "The year's PIT-11 figures per person and source, from the approved lists",
        querystring: pit11QuerySchema,
        response: { 200: pit11Schema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => pit11(ctx, currentUser(request), request.query.year),
  );

  app.get(
    '/pit11.csv',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary: "The year's PIT-11 figures as CSV",
        querystring: pit11QuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(await pit11Csv(ctx, currentUser(request), request.query.year), reply),
  );

  app.get(
    '/workers/:workerId/payslips',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary: "A worker's payslips (approved lists, newest first)",
        params: workerPayslipsParamsSchema,
        response: { 200: workerPayslipsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => workerPayslips(ctx, currentUser(request), request.params.workerId),
  );

  app.get(
    '/settings',
    {
      config: { ability: ['read', 'Payroll'] },
      schema: {
        tags,
        summary: 'Payroll settings: ZUS due day, payslip password, the rules the reference marks uncertain',
        response: { 200: payrollSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getPayrollSettings(ctx, currentUser(request)),
  );

  app.put(
    '/settings',
    {
      config: { ability: ['update', 'Payroll'] },
      schema: {
        tags,
        body: payrollSettingsSchema,
        response: { 200: payrollSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updatePayrollSettings(ctx, currentUser(request), request.body),
  );
};
