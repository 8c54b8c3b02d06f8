import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  autosuggestQuerySchema,
  autosuggestResultSchema,
  goodTableAdvancedQuerySchema,
  goodTableGroupsSchema,
  goodTableListSchema,
  goodTableSsrQuerySchema,
} from '@saldo/contracts/gallery';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  advancedSearchTable,
  autosuggest,
  basicTable,
  rowGroupTable,
  serverSideTable,
} from './gallery.service.ts';

const tags = ['gallery'];
// The gallery is the administrators' style guide ('read UiKit'); its grids are heavy reads.
const config = { ability: ['read', 'UiKit'] as ['read', 'UiKit'], heavyRead: true };

/** The grids show invoices with their contractors: the caller must read both, beside the gallery. */
function organizationOfBooksReader(request: FastifyRequest): number {
  const ability = request.ability;
  if (!ability?.can('read', 'Invoice') || !ability.can('read', 'Contractor')) throw forbidden();
  return currentUser(request).organizationId;
}

/** The template's data-grid showcases (/api/good-table/…) over the organization's invoices. */
export const goodTableRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/basic',
    {
      config,
      schema: {
        tags,
        summary: 'The newest invoices (at most 100) with their contractors, for the basic data grid',
        response: { 200: goodTableListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => basicTable(ctx.db, organizationOfBooksReader(request)),
  );

  app.get(
    '/row-group',
    {
      config,
      schema: {
        tags,
        summary: 'The newest invoices (at most 100) grouped by contractor, with each group’s PLN sum',
        response: { 200: goodTableGroupsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => rowGroupTable(ctx.db, organizationOfBooksReader(request)),
  );

  app.get(
    '/advanced-search',
    {
      config,
      schema: {
        tags,
        summary: 'Invoices filtered column by column: number, contractor, city, status, dates, gross',
        querystring: goodTableAdvancedQuerySchema,
        response: { 200: goodTableListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => advancedSearchTable(ctx.db, organizationOfBooksReader(request), request.query),
  );

  app.get(
    '/table_ssr',
    {
      config,
      schema: {
        tags,
        summary: 'One page of invoices, searched, sorted and paged by the server',
        querystring: goodTableSsrQuerySchema,
        response: { 200: goodTableListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => serverSideTable(ctx.db, organizationOfBooksReader(request), request.query),
  );
};

/** The auto-suggest showcase (/api/autosuggest/data): contractors, products and screens. */
export const autosuggestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/data',
    {
      config: { ability: ['read', 'UiKit'] },
      schema: {
        tags,
        summary: 'Contractors, products and screens matching the text, per group the caller may read',
        querystring: autosuggestQuerySchema,
        response: { 200: autosuggestResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      if (!request.ability) throw forbidden();
      return autosuggest(
        ctx.db,
        currentUser(request).organizationId,
        request.ability,
        request.query,
        requestLanguage(request),
      );
    },
  );
};
