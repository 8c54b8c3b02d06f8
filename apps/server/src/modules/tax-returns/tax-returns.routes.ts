import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  correctionInputSchema,
  generateResultSchema,
  overrideInputSchema,
  overrideParamsSchema,
  refundChoiceInputSchema,
  registerPageSchema,
  registerQuerySchema,
  submitInputSchema,
  TAX_RETURN_REGISTER_KINDS,
  taxCompanySchema,
  taxPeriodParamsSchema,
  taxPeriodSchema,
  taxReturnDetailSchema,
  taxReturnListSchema,
} from '@saldo/contracts/tax-returns';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getTaxCompany } from './tax-return-company.service.ts';
import { registerPage } from './tax-return-dto.ts';
import { downloadFile, generateFile } from './tax-return-file.service.ts';
import { computeMonth } from './tax-return-month.ts';
import { findTaxReturn } from './tax-returns.repository.ts';
import {
  assertStartedPeriod,
  getTaxReturn,
  listTaxReturns,
  markReady,
  markSubmitted,
  prepareTaxReturn,
  removeOverride,
  reopen,
  setOverride,
  setRefundChoice,
  startCorrection,
} from './tax-returns.service.ts';

const tags = ['tax-returns'];
const registerParamsSchema = z.object({
  period: taxPeriodSchema,
  kind: z.enum(TAX_RETURN_REGISTER_KINDS),
});

/** The monthly JPK_V7M(3) under /api/tax-returns: the company's own books, so admins only. */
export const taxReturnsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { ability: ['read', 'TaxReturn'] },
      schema: {
        tags,
        summary: 'Months with their return status, output and input VAT, amount to pay or surplus, due date',
        response: { 200: taxReturnListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listTaxReturns(ctx, currentUser(request)),
  );

  app.get(
    '/company',
    {
      config: { ability: ['read', 'TaxReturn'] },
      schema: {
        tags,
        summary: "The company's data the file carries, and what is missing",
        response: { 200: taxCompanySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getTaxCompany(ctx, currentUser(request)),
  );

  app.get(
    '/:period',
    {
      config: { ability: ['read', 'TaxReturn'], heavyRead: true },
      schema: {
        tags,
        summary: 'A month: status, declaration, excluded costs, changes since submission, file, audit',
        params: taxPeriodParamsSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => getTaxReturn(ctx, currentUser(request), request.params.period),
  );

  app.get(
    '/:period/registers/:kind',
    {
      config: { ability: ['read', 'TaxReturn'], heavyRead: true },
      schema: {
        tags,
        summary: 'One page of the sales or purchase register, filtered by text and marker',
        params: registerParamsSchema,
        querystring: registerQuerySchema,
        response: { 200: registerPageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { period, kind } = request.params;
      assertStartedPeriod(period);
      const caller = currentUser(request);
      const row = await findTaxReturn(ctx.db, caller.organizationId, period);
      const month = await computeMonth(ctx.db, caller.organizationId, period, row);
      return registerPage(month.registers, kind, request.query);
    },
  );

  app.post(
    '/:period/prepare',
    {
      config: { ability: ['create', 'TaxReturn'] },
      schema: {
        tags,
        summary: 'Prepare the month (a draft); a prepared month is left as it is',
        params: taxPeriodParamsSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => prepareTaxReturn(ctx, currentUser(request), request.params.period),
  );

  app.put(
    '/:period/overrides/:kind/:documentId',
    {
      config: { ability: ['update', 'TaxReturn'] },
      schema: {
        tags,
        summary: "Set a row's markers over what its document says, with the reason (audited)",
        params: overrideParamsSchema,
        body: overrideInputSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setOverride(ctx, currentUser(request), request.params, request.body),
  );

  app.delete(
    '/:period/overrides/:kind/:documentId',
    {
      config: { ability: ['update', 'TaxReturn'] },
      schema: {
        tags,
        summary: "Drop a row's override: the document's own markers again",
        params: overrideParamsSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => removeOverride(ctx, currentUser(request), request.params),
  );

  app.put(
    '/:period/refund-choice',
    {
      config: { ability: ['update', 'TaxReturn'] },
      schema: {
        tags,
        summary: 'A surplus is carried forward (P_62) or refunded within 60 days (P_54, P_56)',
        params: taxPeriodParamsSchema,
        body: refundChoiceInputSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      setRefundChoice(ctx, currentUser(request), request.params.period, request.body.refundChoice),
  );

  app.post(
    '/:period/generate',
    {
      config: { ability: ['update', 'TaxReturn'], longStatements: true },
      schema: {
        tags,
        summary:
          'Write the JPK_V7M(3) file and validate it against the official XSD; only a valid file is kept',
        params: taxPeriodParamsSchema,
        response: { 200: generateResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      generateFile(ctx, currentUser(request), request.params.period, requestLanguage(request)),
  );

  app.get(
    '/:period/file',
    {
      config: { ability: ['read', 'TaxReturn'] },
      schema: {
        tags,
        summary: "The month's last valid file",
        params: taxPeriodParamsSchema,
        produces: ['application/xml'],
        response: { 200: z.unknown().describe('the file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await downloadFile(ctx, currentUser(request), request.params.period);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.xml);
    },
  );

  app.post(
    '/:period/ready',
    {
      config: { ability: ['update', 'TaxReturn'] },
      schema: {
        tags,
        summary: 'Mark the draft ready to file (needs a valid file); overrides are frozen',
        params: taxPeriodParamsSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => markReady(ctx, currentUser(request), request.params.period),
  );

  app.post(
    '/:period/reopen',
    {
      config: { ability: ['update', 'TaxReturn'] },
      schema: {
        tags,
        summary: 'Back from ready to draft',
        params: taxPeriodParamsSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => reopen(ctx, currentUser(request), request.params.period),
  );

  app.post(
    '/:period/submit',
    {
      config: { ability: ['update', 'TaxReturn'] },
      schema: {
        tags,
        summary: "Mark the month filed with the gateway's reference number; the month is then locked",
        params: taxPeriodParamsSchema,
        body: submitInputSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      markSubmitted(ctx, currentUser(request), request.params.period, request.body.referenceNumber),
  );

  app.post(
    '/:period/correction',
    {
      config: { ability: ['update', 'TaxReturn'] },
      schema: {
        tags,
        summary: 'Start a correction of a filed month (CelZlozenia 2) with its justification (P_ORDZU)',
        params: taxPeriodParamsSchema,
        body: correctionInputSchema,
        response: { 200: taxReturnDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => startCorrection(ctx, currentUser(request), request.params.period, request.body.reason),
  );
};
