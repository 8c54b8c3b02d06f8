import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  workerIdParamsSchema,
  workerInputSchema,
  workerListQuerySchema,
  workerListSchema,
  workerResponseSchema,
} from '@saldo/contracts/workers';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deleteWorker } from './worker-delete.service.ts';
import { createWorker, getWorker, listWorkers, updateWorker } from './workers.service.ts';

const tags = ['workers'];

/** Staff records under /api/workers: personal data of employees, so admins only (ability on Worker). */
export const workersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storage: FileStorage }> = async (
  app,
  { ctx, storage },
) => {
  app.get(
    '/',
    {
      config: { ability: ['read', 'Worker'] },
      schema: {
        tags,
        summary: 'Workers: search (name, e-mail), status, paging',
        querystring: workerListQuerySchema,
        response: { 200: workerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listWorkers(ctx, currentUser(request), request.query),
  );

  app.get(
    '/:id',
    {
      config: { ability: ['read', 'Worker'] },
      schema: {
        tags,
        summary: 'A worker with documents and the audit of changes',
        params: workerIdParamsSchema,
        response: { 200: workerResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getWorker(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: { ability: ['create', 'Worker'] },
      schema: {
        tags,
        summary: 'Add a worker; PESEL and IBAN are checked, the date of birth and sex come from the PESEL',
        body: workerInputSchema,
        response: { 201: workerResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWorker(ctx, currentUser(request), request.body)),
  );

  app.put(
    '/:id',
    {
      config: { ability: ['update', 'Worker'] },
      schema: {
        tags,
        summary: 'Replace a worker record (audited by field name)',
        params: workerIdParamsSchema,
        body: workerInputSchema,
        response: { 200: workerResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateWorker(ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { ability: ['delete', 'Worker'] },
      schema: {
        tags,
        summary:
          'Delete a worker no approved payroll list pays, with their contracts and documents (409 otherwise)',
        params: workerIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteWorker(ctx.db, storage, currentUser(request), request.params.id, request.log);
      return reply.code(204).send(null);
    },
  );
};
