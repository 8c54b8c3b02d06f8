import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_FIELD_NAME,
  COST_LIMITS,
  costAttachmentParamsSchema,
  costAttachmentSchema,
  costExportQuerySchema,
  costIdParamsSchema,
  costImportResponseSchema,
  IMPORT_FIELD_NAME,
} from '@saldo/contracts/costs';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { exportCosts } from './cost-export.ts';
import {
  addAttachment,
  readAttachment,
  removeAttachment,
  type CostFiles,
  type UploadedFile,
} from './cost-files.ts';
import { importKsefFiles, type ImportDeps } from './cost-import.service.ts';
import { multipartCode } from '../../lib/multipart-code.ts';

const tags = ['costs'];
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The name is kept (the attachment's row, the import's answer), and PostgreSQL text cannot hold U+0000:
 * such a name is refused rather than failing in the database as a 500.
 */
function keptFileName(name: string): string {
  if (name.includes('\u0000')) throw new AppError(400, 'validation.fileName');
  return name;
}

/** The one file of an attachment upload; multipart's own refusals become translated answers. */
async function attachmentUpload(request: FastifyRequest): Promise<UploadedFile> {
  try {
    const file = await request.file({ limits: { fileSize: COST_LIMITS.attachmentBytes, files: 1 } });
    if (!file || file.fieldname !== ATTACHMENT_FIELD_NAME) throw new AppError(400, 'costs.attachmentInvalid');
    return { fileName: keptFileName(file.filename), data: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'costs.attachmentTooLarge', {
        params: { max: megabytes(COST_LIMITS.attachmentBytes) },
      });
    }
    if (code.startsWith('FST_')) throw new AppError(400, 'costs.attachmentInvalid');
    throw error;
  }
}

/**
 * The files of an import. A file over the limit is not read whole: it is reported as too large and
 * the others still go through.
 */
async function importUploads(request: FastifyRequest) {
  const uploads: (UploadedFile & { tooLarge: boolean })[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: COST_LIMITS.importFileBytes, files: COST_LIMITS.importFiles },
      throwFileSizeLimit: false,
    })) {
      if (part.fieldname !== IMPORT_FIELD_NAME) {
        part.file.resume();
        continue;
      }
      const fileName = keptFileName(part.filename);
      const data = await part.toBuffer();
      uploads.push({ fileName, data, tooLarge: part.file.truncated });
    }
  } catch (error) {
    if (multipartCode(error).startsWith('FST_')) throw new AppError(400, 'costs.import.noFiles');
    throw error;
  }
  if (uploads.length === 0) throw new AppError(400, 'costs.import.noFiles');
  return uploads;
}

/** Attachments, KSeF XML import and exports under /api/documents (own scope: own body parsers). */
export const costFilesRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  files: CostFiles;
  imports: ImportDeps;
}> = async (app, { ctx, files, imports }) => {
  await app.register(fastifyMultipart, {
    limits: { fields: 0, parts: COST_LIMITS.importFiles + 1 },
  });

  app.post(
    '/costs/:id/attachments',
    {
      config: { ability: ['update', 'Cost'] },
      bodyLimit: COST_LIMITS.attachmentBytes + 64 * 1024,
      schema: {
        tags,
        summary: `Attach a scan or PDF (multipart field "${ATTACHMENT_FIELD_NAME}"; PDF, JPG or PNG, type read from the bytes)`,
        consumes: ['multipart/form-data'],
        params: costIdParamsSchema,
        response: { 201: costAttachmentSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 503) },
      },
    },
    async (request, reply) => {
      const upload = await attachmentUpload(request);
      const dto = await addAttachment(ctx.db, files, currentUser(request), request.params.id, upload);
      return reply.code(201).send(dto);
    },
  );

  app.get(
    '/costs/:id/attachments/:attachmentId',
    {
      config: { ability: ['read', 'Cost'] },
      schema: {
        tags,
        summary: 'The attached file (inline; `?download=1` to save it)',
        params: costAttachmentParamsSchema,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'application/xml'],
        response: { 200: z.unknown().describe('the file'), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await readAttachment(ctx.db, files, currentUser(request), id, attachmentId);
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      // Only scans (sniffed PDF/JPG/PNG) and schema-valid KSeF XML are ever stored; XML still gets a
      // sandbox, so even a file that slipped through could not run a script in our origin.
      if (file.mimeType === 'application/xml') {
        reply.header('content-security-policy', "sandbox; default-src 'none'");
      }
      return reply
        .header('content-type', file.mimeType)
        .header(
          'content-disposition',
          `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.data));
    },
  );

  app.delete(
    '/costs/:id/attachments/:attachmentId',
    {
      config: { ability: ['update', 'Cost'] },
      schema: {
        tags,
        params: costAttachmentParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      await removeAttachment(ctx.db, files, currentUser(request), id, attachmentId, request.log);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/costs/import',
    {
      config: { ability: ['create', 'Cost'], longStatements: true },
      bodyLimit: COST_LIMITS.importFiles * COST_LIMITS.importFileBytes,
      schema: {
        tags,
        summary: `Import KSeF FA(2)/FA(3) invoices (multipart field "${IMPORT_FIELD_NAME}", many files) as drafts to confirm`,
        description:
          'Each file is validated against the official schema, then parsed; a valid, new invoice becomes a draft ' +
          'cost document (its supplier matched by NIP or created). A refused file is reported with the reason.',
        consumes: ['multipart/form-data'],
        response: { 200: costImportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const uploads = await importUploads(request);
      return importKsefFiles(imports, currentUser(request), uploads, requestLanguage(request));
    },
  );

  app.get(
    '/costs/export',
    {
      config: { ability: ['read', 'Cost'], heavyRead: true, longStatements: true },
      schema: {
        tags,
        summary: 'The documents the filter finds, as CSV (";", UTF-8 with BOM) or XLSX',
        querystring: costExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.unknown().describe('the file'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const file = await exportCosts(ctx, currentUser(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
