import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productIdParamsSchema,
  productImportResultSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productResponseSchema,
  productSchema,
  shopSettingsSchema,
} from '@saldo/contracts/shop';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { decodeCsv } from '../contractors/contractors-csv.routes.ts';
import { exportProductsCsv, importProductsCsv } from './catalogue-csv.ts';
import { createProduct, editProduct, productDetail, productList, setArchived } from './catalogue.service.ts';
import { findShopSettings, saveShopSettings } from './orders.repository.ts';

const tags = ['shop'];
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The catalogue under /api/apps/ecommerce: the seed's reads for everyone who may read the shop, and
 * the administrator's management ('manage Shop': a client's 'create Shop' covers only its own cart,
 * wishlist and orders).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products',
    {
      config: { ability: ['read', 'Shop'] },
      schema: {
        tags,
        summary:
          "The shop's products: search, filters, sort by gross, paging; the caller's wishlist and cart",
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => productList(ctx.db, currentUser(request), request.query),
  );

  app.get(
    '/products/:productId',
    {
      config: { ability: ['read', 'Shop'] },
      schema: {
        tags,
        summary: 'One product with its colour options and related products',
        params: productIdParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => productDetail(ctx.db, currentUser(request), request.params.productId),
  );

  app.post(
    '/products',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: 'Add a product or service; gross is derived from the net price and the VAT rate',
        body: productInputSchema,
        response: { 201: productSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProduct(ctx.db, currentUser(request), request.body)),
  );

  app.put(
    '/products/:productId',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editProduct(ctx.db, currentUser(request), request.params.productId, request.body),
  );

  app.put(
    '/products/:productId/archived',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: 'Archive (gone from the shop, kept on invoices) or restore a product',
        params: productIdParamsSchema,
        body: z.object({ archived: z.boolean() }),
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setArchived(ctx.db, currentUser(request), request.params.productId, request.body.archived),
  );

  app.get(
    '/products-export.csv',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: 'The whole catalogue, archived products too, as CSV (UTF-8 with BOM, ";" separated)',
        produces: ['text/csv'],
        response: { 200: z.unknown().describe('text/csv'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${todayInPoland()}.csv"`)
        .header('cache-control', 'no-store')
        .send(await exportProductsCsv(ctx.db, currentUser(request))),
  );

  app.post(
    '/products-import',
    {
      config: { ability: ['manage', 'Shop'] },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary:
          "Add or update products by slug from a CSV of the export's columns (text/csv body); all or nothing",
        consumes: ['text/csv'],
        response: { 200: productImportResultSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'shop.importNotCsv');
      return importProductsCsv(ctx.db, currentUser(request), decodeCsv(request.body));
    },
  );

  app.get(
    '/settings',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: { tags, response: { 200: shopSettingsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => {
      const { documentType } = await findShopSettings(ctx.db, currentUser(request).organizationId);
      return { documentType };
    },
  );

  app.put(
    '/settings',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: 'Whether an order issues a proforma or a VAT invoice',
        body: shopSettingsSchema,
        response: { 200: shopSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await saveShopSettings(ctx.db, currentUser(request).organizationId, request.body.documentType);
      return request.body;
    },
  );
};
