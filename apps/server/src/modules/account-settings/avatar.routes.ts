import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@saldo/contracts/account-settings';
import { AVATAR_FIELD_NAME, userDataResponseSchema } from '@saldo/contracts/user-data-response';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { newSecureToken } from '../../lib/secure-token.ts';
import { currentUser } from '../../plugins/auth.ts';
import { loadUserData } from '../auth/user-data.ts';
import { deleteAvatar, findAvatar, saveAvatar } from './avatars.repository.ts';
import { detectAvatarType } from './image-type.ts';

const tags = ['account-setting'];
const invalidAvatar = () => new AppError(400, 'account.avatarInvalid');

/** The uploaded file's bytes, or the avatar message for anything that is not one small enough file. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== AVATAR_FIELD_NAME) throw invalidAvatar();
    // Throws once the stream passes the size limit, so an oversized upload is never held whole.
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    // Multipart's own refusals (too large, not multipart, too many files) all mean "not a valid avatar".
    if (code.startsWith('FST_')) throw invalidAvatar();
    throw error;
  }
}

/** Upload and removal under /api/account-setting/avatar. */
export const avatarUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    '/avatar',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: `Upload an avatar (multipart field "${AVATAR_FIELD_NAME}"; JPG, GIF or PNG, at most 800 kB)`,
        consumes: ['multipart/form-data'],
        response: { 200: userDataResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const data = await readUpload(request);
      const mimeType = detectAvatarType(data);
      if (!mimeType) throw invalidAvatar();
      await saveAvatar(ctx.db, { userId: user.id, key: newSecureToken(), mimeType, data });
      return { userData: await loadUserData(ctx.db, user.id) };
    },
  );

  app.delete(
    '/avatar',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'Remove the avatar',
        response: { 200: userDataResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await deleteAvatar(ctx.db, user.id);
      return { userData: await loadUserData(ctx.db, user.id) };
    },
  );
};

/** GET /api/avatars/:key: public, because <img> tags send no Bearer token; the key is the secret. */
export const avatarFileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/:key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An avatar image',
        params: z.object({ key: z.string().regex(/^[\w-]{20,100}$/) }),
        response: {
          200: z.unknown().describe('The image (image/jpeg, image/png or image/gif)'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const avatar = await findAvatar(ctx.db, request.params.key);
      if (!avatar) throw new AppError(404, 'http.notFound');
      // A new upload gets a new key, so a key's bytes never change and may be cached for good.
      return reply
        .header('content-type', avatar.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(avatar.data);
    },
  );
};
