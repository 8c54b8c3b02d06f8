import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordSearchRecentBodySchema,
  searchQuerySchema,
  searchRecentListSchema,
  searchResultSchema,
} from '@saldo/contracts/search';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recentSearches, rememberSearch, search } from './search.service.ts';

const tags = ['search'];

/**
 * The navbar search under /api/search. Every logged-in user may search ('read Auth'); what each
 * section holds is decided by the caller's own abilities and scope in the service.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { ability: ['read', 'Auth'] },
      schema: {
        tags,
        summary:
          'Contractors, invoices, costs, workers, products and help articles matching the text, per section the caller may read',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      if (!request.ability) throw forbidden();
      return search(ctx.db, currentUser(request), request.ability, request.query, requestLanguage(request));
    },
  );

  app.get(
    '/recent',
    {
      config: { ability: ['read', 'Auth'] },
      schema: {
        tags,
        summary: "The caller's recent searches and visited results, newest first",
        response: { 200: searchRecentListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => recentSearches(ctx.db, currentUser(request)),
  );

  app.post(
    '/recent',
    {
      config: { ability: ['read', 'Auth'] },
      schema: {
        tags,
        summary: 'Remembers a search or a visited result for the caller',
        body: recordSearchRecentBodySchema,
        response: { 200: searchRecentListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => rememberSearch(ctx.db, currentUser(request), request.body),
  );
};
