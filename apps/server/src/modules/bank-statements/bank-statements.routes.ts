import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyCreditSchema,
  applyDueSchema,
  applyMatchSchema,
  contractorCreditSchema,
  creditApplicationParamsSchema,
  creditQuerySchema,
  bankImportQuerySchema,
  bankImportResultSchema,
  bankLineListQuerySchema,
  bankLineListSchema,
  bankLineParamsSchema,
  bankLineSchema,
  bankSettingsSchema,
  bankStatementListSchema,
  bankStatementParamsSchema,
  csvMappingBodySchema,
  csvMappingListSchema,
  csvMappingSchema,
  documentSearchQuerySchema,
  documentSearchSchema,
  markOtherSchema,
  proposalListSchema,
  STATEMENT_FIELD_NAME,
  STATEMENT_LIMITS,
} from '@saldo/contracts/bank-statements';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { importStatementFile, type StatementUpload } from './bank-import.service.ts';
import {
  applyMatch,
  lineById,
  lines,
  markOther,
  proposals,
  removeStatement,
  saveSettings,
  searchDocuments,
  settings,
  statements,
  undo,
} from './bank-lines.service.ts';
import { multipartCode } from '../../lib/multipart-code.ts';
import { csvMappings, saveCsvMapping } from './bank-csv-mappings.service.ts';
import { applyCredit, contractorCredit, undoCreditApplication } from './bank-credit.service.ts';
import { applyDue } from './bank-dues.service.ts';

const tags = ['bank statements'];

async function statementUpload(request: FastifyRequest): Promise<StatementUpload> {
  try {
    const file = await request.file({ limits: { fileSize: STATEMENT_LIMITS.fileBytes, files: 1 } });
    if (!file || file.fieldname !== STATEMENT_FIELD_NAME) throw new AppError(400, 'bank.noFile');
    if (file.filename.includes('\u0000')) throw new AppError(400, 'validation.fileName');
    return { fileName: file.filename, data: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'bank.fileTooLarge', { params: { max: '20 MB' } });
    if (code.startsWith('FST_')) throw new AppError(400, 'bank.noFile');
    throw error;
  }
}

/** Bank statements under /api/bank-statements: the company's own books, so admins only. */
export const bankStatementsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { limits: { fields: 0, parts: 2 } });

  app.get(
    '/',
    {
      config: { ability: ['read', 'BankStatement'] },
      schema: {
        tags,
        summary: 'Imported statements, newest first',
        response: { 200: bankStatementListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => statements(ctx, currentUser(request)),
  );

  app.post(
    '/import',
    {
      config: { ability: ['create', 'BankStatement'], longStatements: true },
      bodyLimit: STATEMENT_LIMITS.fileBytes + 64 * 1024,
      schema: {
        tags,
        summary: `Import a statement (multipart field "${STATEMENT_FIELD_NAME}"): MT940, camt.053 (.001.02/.001.08) or a bank's CSV`,
        description:
          'The encoding (UTF-8, Windows-1250, ISO-8859-2, CP852) and the format are recognised. The statement is booked on ' +
          'the company account with its IBAN (or the one chosen); opening balance plus lines must equal the closing balance. ' +
          'The whole file is one transaction; statements and lines imported before are skipped and counted. Matches scoring ' +
          "at least the organization's threshold are applied at once.",
        consumes: ['multipart/form-data'],
        querystring: bankImportQuerySchema,
        response: { 200: bankImportResultSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) =>
      importStatementFile(
        ctx,
        currentUser(request),
        await statementUpload(request),
        request.query.bankAccountId,
      ),
  );

  app.delete(
    '/:id',
    {
      config: { ability: ['delete', 'BankStatement'] },
      schema: {
        tags,
        summary: 'Delete a statement whose lines are not matched',
        params: bankStatementParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeStatement(ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/lines',
    {
      config: { ability: ['read', 'BankStatement'], heavyRead: true },
      schema: {
        tags,
        summary: 'Statement lines: by statement, status and text, with their matches',
        querystring: bankLineListQuerySchema,
        response: { 200: bankLineListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, perPage, ...filter } = request.query;
      return lines(ctx, currentUser(request), filter, page, perPage);
    },
  );

  app.get(
    '/lines/:id',
    {
      config: { ability: ['read', 'BankStatement'] },
      schema: {
        tags,
        params: bankLineParamsSchema,
        response: { 200: bankLineSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => lineById(ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/lines/:id/proposals',
    {
      config: { ability: ['read', 'BankStatement'], heavyRead: true },
      schema: {
        tags,
        summary: 'Proposed documents for an unmatched line, best first, each with its score and evidence',
        params: bankLineParamsSchema,
        response: { 200: proposalListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => proposals(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/lines/:id/match',
    {
      config: { ability: ['update', 'BankStatement'] },
      schema: {
        tags,
        summary: 'Settle documents with the line (payments recorded as on the payment form)',
        params: bankLineParamsSchema,
        body: applyMatchSchema,
        response: { 200: bankLineSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => applyMatch(ctx, currentUser(request), request.params.id, request.body.documents),
  );

  app.post(
    '/lines/:id/due',
    {
      config: { ability: ['update', 'BankStatement'] },
      schema: {
        tags,
        summary:
          "Settle a debit with a payroll or tax due: the month's ZUS or PIT-4, the month's VAT, a salary",
        description:
          'The due is read again from the approved payroll list or the tax return; one that another line already ' +
          'settled is refused. Nothing is recorded on the payroll list: the line says what it paid, and undo frees the due.',
        params: bankLineParamsSchema,
        body: applyDueSchema,
        response: { 200: bankLineSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await applyDue(ctx, user, request.params.id, request.body);
      return lineById(ctx, user, request.params.id);
    },
  );

  app.get(
    '/credits',
    {
      config: { ability: ['read', 'BankStatement'] },
      schema: {
        tags,
        summary:
          "A contractor's credit: what its transfers paid above their invoices, per currency, and its uses",
        querystring: creditQuerySchema,
        response: { 200: contractorCreditSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => contractorCredit(ctx, currentUser(request), request.query.contractorId),
  );

  app.post(
    '/lines/:id/credit',
    {
      config: { ability: ['update', 'BankStatement'] },
      schema: {
        tags,
        summary: "Apply part of a line's overpayment to another open invoice of the same contractor",
        description:
          'Recorded as a payment on the invoice, as on the payment form. Refused above what is left of the credit or ' +
          "of the invoice's balance, for another contractor's invoice or one in another currency.",
        params: bankLineParamsSchema,
        body: applyCreditSchema,
        response: { 200: contractorCreditSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => applyCredit(ctx, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/credit-applications/:id/undo',
    {
      config: { ability: ['update', 'BankStatement'] },
      schema: {
        tags,
        summary: "Undo an application of the contractor's credit: the payment comes off the invoice",
        params: creditApplicationParamsSchema,
        response: { 200: contractorCreditSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => undoCreditApplication(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/lines/:id/other',
    {
      config: { ability: ['update', 'BankStatement'] },
      schema: {
        tags,
        summary: 'Book the line as something other than a document (tax, ZUS, fee, salary, other)',
        params: bankLineParamsSchema,
        body: markOtherSchema,
        response: { 200: bankLineSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      markOther(ctx, currentUser(request), request.params.id, request.body.category, request.body.note),
  );

  app.post(
    '/lines/:id/undo',
    {
      config: { ability: ['update', 'BankStatement'] },
      schema: {
        tags,
        summary: "Undo the line's match: its payments come off the documents",
        params: bankLineParamsSchema,
        response: { 200: bankLineSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => undo(ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/documents',
    {
      config: { ability: ['read', 'BankStatement'] },
      schema: {
        tags,
        summary: 'Open sales invoices or costs by number or party, for a match by hand',
        querystring: documentSearchQuerySchema,
        response: { 200: documentSearchSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchDocuments(ctx, currentUser(request), request.query.kind, request.query.q),
  );

  app.get(
    '/settings',
    {
      config: { ability: ['read', 'BankStatement'] },
      schema: { tags, response: { 200: bankSettingsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => settings(ctx, currentUser(request)),
  );

  app.put(
    '/settings',
    {
      config: { ability: ['update', 'BankStatement'] },
      schema: {
        tags,
        summary: 'The score from which a match applies itself (101: never)',
        body: bankSettingsSchema,
        response: { 200: bankSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveSettings(ctx, currentUser(request), request.body.autoMatchScore),
  );

  app.get(
    '/csv-mappings',
    {
      config: { ability: ['read', 'BankStatement'] },
      schema: {
        tags,
        summary: 'The saved column mappings of bank CSVs whose header the import does not know',
        response: { 200: csvMappingListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => csvMappings(ctx, currentUser(request)),
  );

  app.put(
    '/csv-mappings',
    {
      config: { ability: ['update', 'BankStatement'] },
      schema: {
        tags,
        summary: "Save an account's CSV column mapping (replaces the one it had)",
        description:
          'Each field names the header cell it is read from: a date and an amount (or both credit and debit) are ' +
          'required. The next CSV import on the account, or on another account whose export has the same header, reads ' +
          'the file with it.',
        body: csvMappingBodySchema,
        response: { 200: csvMappingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveCsvMapping(ctx, currentUser(request), request.body),
  );
};
