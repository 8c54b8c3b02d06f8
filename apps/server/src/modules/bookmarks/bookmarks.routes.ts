import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookmarkIdParamsSchema,
  bookmarkListSchema,
  createBookmarkBodySchema,
  reorderBookmarksBodySchema,
} from '@saldo/contracts/bookmarks';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getBookmarks, reorder, starPage, unstar } from './bookmarks.service.ts';

const tags = ['bookmarks'];

/** The navbar's bookmarks under /api/bookmarks: each user's own ('AccountSetting', every role's). */
export const bookmarksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { ability: ['read', 'AccountSetting'] },
      schema: {
        tags,
        summary:
          "The caller's bookmarks in order (a new user starts with invoices, add invoice, contractors)",
        response: { 200: bookmarkListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getBookmarks(ctx.db, currentUser(request)),
  );

  app.post(
    '/',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'Stars a page of the app (added at the end; a page already starred stays where it is)',
        body: createBookmarkBodySchema,
        response: { 200: bookmarkListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => starPage(ctx.db, currentUser(request), request.body),
  );

  app.delete(
    '/:id',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'Removes one of the caller’s bookmarks',
        params: bookmarkIdParamsSchema,
        response: { 200: bookmarkListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => unstar(ctx.db, currentUser(request), request.params.id),
  );

  app.put(
    '/order',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'Puts the caller’s bookmarks in this order (every bookmark id, once)',
        body: reorderBookmarksBodySchema,
        response: { 200: bookmarkListSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => reorder(ctx.db, currentUser(request), request.body.ids),
  );
};
