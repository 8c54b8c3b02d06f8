import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WORKER_DOCUMENT_FIELD_NAME,
  WORKER_LIMITS,
  workerDocumentParamsSchema,
  workerDocumentSchema,
  workerIdParamsSchema,
} from '@saldo/contracts/workers';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  addWorkerDocument,
  documentTooLarge,
  readWorkerDocument,
  removeWorkerDocument,
  type WorkerUpload,
} from './worker-documents.ts';
import { multipartCode } from '../../lib/multipart-code.ts';

const tags = ['workers'];

async function documentUpload(request: FastifyRequest): Promise<WorkerUpload> {
  try {
    const file = await request.file({ limits: { fileSize: WORKER_LIMITS.documentBytes, files: 1 } });
    if (!file || file.fieldname !== WORKER_DOCUMENT_FIELD_NAME)
      throw new AppError(400, 'workers.documentInvalid');
    // PostgreSQL text cannot hold U+0000: refused here rather than failing in the database.
    if (file.filename.includes('\u0000')) throw new AppError(400, 'validation.fileName');
    return { fileName: file.filename, data: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw documentTooLarge();
    if (code.startsWith('FST_')) throw new AppError(400, 'workers.documentInvalid');
    throw error;
  }
}

/** A worker's documents under /api/workers/{id}/documents (own scope: its own multipart parser). */
export const workerDocumentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storage: FileStorage }> = async (
  app,
  { ctx, storage },
) => {
  await app.register(fastifyMultipart, { limits: { fields: 0, parts: 2 } });

  app.post(
    '/:id/documents',
    {
      config: { ability: ['update', 'Worker'] },
      bodyLimit: WORKER_LIMITS.documentBytes + 64 * 1024,
      schema: {
        tags,
        summary: `Attach a scan or certificate (multipart field "${WORKER_DOCUMENT_FIELD_NAME}"; PDF, JPG or PNG, type read from the bytes)`,
        consumes: ['multipart/form-data'],
        params: workerIdParamsSchema,
        response: { 201: workerDocumentSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 503) },
      },
    },
    async (request, reply) => {
      const upload = await documentUpload(request);
      const dto = await addWorkerDocument(ctx.db, storage, currentUser(request), request.params.id, upload);
      return reply.code(201).send(dto);
    },
  );

  app.get(
    '/:id/documents/:documentId',
    {
      config: { ability: ['read', 'Worker'] },
      schema: {
        tags,
        summary: 'A document of the worker (inline; `?download=1` to save it)',
        params: workerDocumentParamsSchema,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: z.unknown().describe('the file'), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const file = await readWorkerDocument(ctx.db, storage, currentUser(request), id, documentId);
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
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
    '/:id/documents/:documentId',
    {
      config: { ability: ['update', 'Worker'] },
      schema: {
        tags,
        params: workerDocumentParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      await removeWorkerDocument(ctx.db, storage, currentUser(request), id, documentId, request.log);
      return reply.code(204).send(null);
    },
  );
};
