import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_IMAGE_FIELD, contentImageSchema } from '@saldo/contracts/blog';
import type { Subject } from '@saldo/contracts/abilities';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { imageUrls, STORED_IMAGE_FILE, storeImage } from '../../lib/images/image-store.ts';
import { readImageUpload } from '../../lib/images/read-image-upload.ts';
import { sendStoredImage } from '../../lib/images/serve-image.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { insertContentImage, organizationOfImage } from './blog.repository.ts';

/**
 * Images inside rich text (blog posts and their covers, help articles): checked by their bytes,
 * resized and stored by lib/images, served at /api/content-images/<uuid>.webp, the only image
 * address the sanitizer keeps.
 */
export const CONTENT_IMAGES_BASE = '/api/content-images';
const prefixOf = (organizationId: number) => `org-${organizationId}/content-images`;

export interface ContentImageOptions {
  ctx: AppContext;
  storage: FileStorage;
  /** Who may upload: writers of that content ('create Blog', 'create KnowledgeBase'). */
  subject: Extract<Subject, 'Blog' | 'KnowledgeBase'>;
}

/** POST <prefix>/images: one image (multipart field "image") into the caller's organization. */
export const contentImageUploadRoutes: FastifyPluginAsyncZod<ContentImageOptions> = async (
  app,
  { ctx, storage, subject },
) => {
  await app.register(fastifyMultipart);
  app.post(
    '/images',
    {
      config: { ability: ['create', subject] },
      schema: {
        tags: [subject === 'Blog' ? 'blog' : 'help'],
        summary: `Upload an image for rich text or a cover (multipart field "${CONTENT_IMAGE_FIELD}"; JPEG, PNG, GIF or WebP; stored as WebP)`,
        consumes: ['multipart/form-data'],
        response: { 201: contentImageSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await readImageUpload(request);
      const stored = await storeImage(storage, prefixOf(user.organizationId), data);
      await insertContentImage(ctx.db, {
        id: stored.id,
        organizationId: user.organizationId,
        uploadedBy: user.id,
      });
      return reply.code(201).send(imageUrls(CONTENT_IMAGES_BASE, stored.id));
    },
  );
};

/** GET /api/content-images/:file, public: an <img> (and a feed reader) sends no token; the random id is the secret. */
export const contentImageFileRoutes: FastifyPluginAsyncZod<Omit<ContentImageOptions, 'subject'>> = async (
  app,
  { ctx, storage },
) => {
  app.get(
    '/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'An uploaded image (image/webp)',
        params: z.object({ file: z.string().regex(STORED_IMAGE_FILE) }),
        response: { 200: z.unknown().describe('The image (image/webp)'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const id = request.params.file.replace(/(-thumb)?\.webp$/, '');
      const organizationId = await organizationOfImage(ctx.db, id);
      if (organizationId === undefined) throw new AppError(404, 'http.notFound');
      return sendStoredImage(request, reply, storage, prefixOf(organizationId), request.params.file, {
        visibility: 'public',
      });
    },
  );
};
