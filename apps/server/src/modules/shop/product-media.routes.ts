import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdParamSchema } from '@saldo/contracts/ids';
import {
  PRODUCT_IMAGES_MAX,
  productIdParamsSchema,
  productImageOrderSchema,
  productImageParamsSchema,
  productImagesSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewSchema,
} from '@saldo/contracts/shop';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { readImageUpload } from '../../lib/images/read-image-upload.ts';
import { sendStoredImage } from '../../lib/images/serve-image.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { productOrganization } from './product-media.repository.ts';
import {
  addProductImage,
  addReview,
  imagePrefix,
  productImages,
  productReviews,
  removeProductImage,
  reorderProductImages,
} from './product-media.service.ts';

const tags = ['shop'];

/**
 * Product pictures and reviews under /api/apps/ecommerce. Pictures are managed by administrators
 * ('manage Shop'); a review is written by a client whose order held the product ('create Shop' and
 * the purchase check in the service).
 */
export const productMediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storage: FileStorage }> = async (
  app,
  { ctx, storage },
) => {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });

  app.get(
    '/products/:productId/images',
    {
      config: { ability: ['read', 'Shop'] },
      schema: {
        tags,
        summary: "A product's pictures, the main one first",
        params: productIdParamsSchema,
        response: { 200: productImagesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => productImages(ctx.db, currentUser(request), request.params.productId),
  );

  app.post(
    '/products/:productId/images',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: `Upload a picture (multipart, one file: JPG, PNG, GIF or WebP; at most ${PRODUCT_IMAGES_MAX} per product)`,
        consumes: ['multipart/form-data'],
        params: productIdParamsSchema,
        response: { 201: productImagesSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const data = await readImageUpload(request);
      const images = await addProductImage(
        ctx.db,
        storage,
        currentUser(request),
        request.params.productId,
        data,
      );
      return reply.code(201).send(images);
    },
  );

  app.put(
    '/products/:productId/images/order',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: "Reorder a product's pictures; the first becomes the main image",
        params: productIdParamsSchema,
        body: productImageOrderSchema,
        response: { 200: productImagesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      reorderProductImages(ctx.db, currentUser(request), request.params.productId, request.body.imageIds),
  );

  app.delete(
    '/products/:productId/images/:imageId',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: 'Remove a picture',
        params: productImageParamsSchema,
        response: { 200: productImagesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      removeProductImage(
        ctx.db,
        storage,
        currentUser(request),
        request.params.productId,
        request.params.imageId,
        request.log,
      ),
  );

  app.get(
    '/product-images/:productId/:file',
    {
      // <img> tags send no Bearer token; the file name holds a random UUID, as an avatar's key does.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A product picture (image/webp): `<uuid>.webp` or its thumbnail `<uuid>-thumb.webp`',
        params: z.object({ productId: recordIdParamSchema, file: z.string().max(60) }),
        response: {
          200: z.unknown().describe('image/webp (304 when the ETag matches)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const organizationId = await productOrganization(ctx.db, request.params.productId);
      if (organizationId === undefined) throw new AppError(404, 'http.notFound');
      return sendStoredImage(
        request,
        reply,
        storage,
        imagePrefix(organizationId, request.params.productId),
        request.params.file,
        { visibility: 'public' },
      );
    },
  );

  app.get(
    '/products/:productId/reviews',
    {
      config: { ability: ['read', 'Shop'] },
      schema: {
        tags,
        summary: "A product's reviews, its average, and whether the caller may review it",
        params: productIdParamsSchema,
        response: { 200: reviewListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => productReviews(ctx.db, currentUser(request), request.params.productId),
  );

  app.post(
    '/products/:productId/reviews',
    {
      config: { ability: ['create', 'Shop'] },
      schema: {
        tags,
        summary: 'Rate and review a product the caller (a client) ordered; once per product',
        params: productIdParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addReview(ctx.db, currentUser(request), request.params.productId, request.body)),
  );
};
