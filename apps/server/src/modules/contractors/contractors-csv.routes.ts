import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTRACTOR_IMPORT_FIELD,
  contractorFilterQuerySchema,
  contractorImportResultSchema,
} from '@saldo/contracts/contractors';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { exportContractorsCsv, importContractorsCsv } from './contractors-import.service.ts';

const tags = ['contractors'];
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const notCsv = () => new AppError(400, 'contractors.import.notCsv');

/**
 * Excel saves "CSV UTF-8" as UTF-8 but plain "CSV" in the Windows code page, which for Polish is
 * windows-1250; a file that is not valid UTF-8 is read as that instead of turning ł into �.
 */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

async function uploadedText(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) {
    if (!Buffer.isBuffer(request.body)) throw notCsv();
    return decodeCsv(request.body);
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== CONTRACTOR_IMPORT_FIELD) throw notCsv();
    return decodeCsv(await file.toBuffer());
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'http.payloadTooLarge');
    if (code.startsWith('FST_')) throw notCsv();
    throw error;
  }
}

/** CSV export and import under /api/apps/contractors (own scope: own body parsers). */
export const contractorsCsvRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  // A CSV body as raw bytes: its encoding is decided above, not by the content-type header.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/export.csv',
    {
      config: { ability: ['read', 'Contractor'], heavyRead: true, longStatements: true },
      schema: {
        tags,
        summary: 'The contractors the filter finds, as CSV (UTF-8 with BOM, ";" separated, header row)',
        querystring: contractorFilterQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.unknown().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const csv = await exportContractorsCsv(ctx, user.organizationId, user.id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contractors-${todayInPoland()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/import',
    {
      config: { ability: ['create', 'Contractor'], longStatements: true },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: `Import contractors from CSV (a text/csv body or the multipart field "${CONTRACTOR_IMPORT_FIELD}"); all or nothing`,
        consumes: ['text/csv', 'multipart/form-data'],
        response: { 200: contractorImportResultSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      const text = await uploadedText(request);
      return importContractorsCsv(ctx, currentUser(request).organizationId, text, requestLanguage(request));
    },
  );
};
