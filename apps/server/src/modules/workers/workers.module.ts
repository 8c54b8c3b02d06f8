import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createFileStorage } from '../../lib/file-storage/file-storage.ts';
import { workerDocumentsRoutes } from './worker-documents.routes.ts';
import { workerFormsRoutes } from './worker-forms.routes.ts';
import { workersRoutes } from './workers.routes.ts';

/** The workers module under /api/workers: records, their documents, and the questionnaires sent. */
export const workersModule: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const storage = createFileStorage(ctx.config);
  await app.register(workersRoutes, { ctx, storage });
  await app.register(workerFormsRoutes, { ctx });
  await app.register(workerDocumentsRoutes, { ctx, storage });
};
