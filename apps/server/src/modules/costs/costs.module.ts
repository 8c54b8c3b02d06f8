import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createFileStorage } from '../../lib/file-storage/file-storage.ts';
import { createWhiteListClient } from '../../integrations/white-list/white-list-client.ts';
import { costFiles } from './cost-files.ts';
import { costFilesRoutes } from './cost-files.routes.ts';
import { costsRoutes } from './costs.routes.ts';

/** The costs module under /api/documents: its routes and what they share (file storage, white list). */
export const costsModule: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const files = costFiles(createFileStorage(ctx.config));
  const whiteList =
    ctx.whiteList ??
    createWhiteListClient({ baseUrl: ctx.config.whiteListApiUrl, timeoutMs: ctx.config.lookupTimeoutMs });
  await app.register(costsRoutes, { ctx, files, payments: { ctx, whiteList } });
  await app.register(costFilesRoutes, { ctx, files, imports: { ctx, files } });
};
