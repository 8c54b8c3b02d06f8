import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyInfoSchema,
  LOGO_FIELD_NAME,
  LOGO_MAX_BYTES,
  type LOGO_MIME_TYPES,
} from '@saldo/contracts/organization-settings';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { newSecureToken } from '../../lib/secure-token.ts';
import { currentUser } from '../../plugins/auth.ts';
import { detectAvatarType } from '../account-settings/image-type.ts';
import { embeddableImage } from '../../lib/pdf/pdf-image.ts';
import { getCompany } from './company.service.ts';
import { deleteLogo, findLogo, saveLogo } from './logos.repository.ts';

const tags = ['organization'];
const invalidLogo = () => new AppError(400, 'settings.logoInvalid');

/**
 * The image type read from the bytes (the file name and Content-Type are the sender's claims), for
 * an image the invoice PDF can print: a broken one would fail every invoice PDF of the organization.
 */
function logoType(data: Buffer): (typeof LOGO_MIME_TYPES)[number] | null {
  const type = detectAvatarType(data);
  return (type === 'image/png' || type === 'image/jpeg') && embeddableImage(data) ? type : null;
}

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== LOGO_FIELD_NAME) throw invalidLogo();
    // Throws once the stream passes the size limit, so an oversized upload is never held whole.
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    // Multipart's own refusals (too large, not multipart, too many files) all mean "not a valid logo".
    if (code.startsWith('FST_')) throw invalidLogo();
    throw error;
  }
}

/** Upload and removal under /api/organization/company/logo. */
export const logoUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    '/company/logo',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: `Upload the company logo (multipart field "${LOGO_FIELD_NAME}"; PNG or JPG, at most 1 MB)`,
        consumes: ['multipart/form-data'],
        response: { 200: companyInfoSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { organizationId } = currentUser(request);
      const data = await readUpload(request);
      const mimeType = logoType(data);
      if (!mimeType) throw invalidLogo();
      await saveLogo(ctx.db, { organizationId, key: newSecureToken(), mimeType, data });
      return getCompany(ctx.db, organizationId);
    },
  );

  app.delete(
    '/company/logo',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Remove the company logo',
        response: { 200: companyInfoSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { organizationId } = currentUser(request);
      await deleteLogo(ctx.db, organizationId);
      return getCompany(ctx.db, organizationId);
    },
  );
};

/** GET /api/logos/:key: public (an <img> and a printed PDF send no Bearer token); the key is the secret. */
export const logoFileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/:key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A company logo',
        params: z.object({ key: z.string().regex(/^[\w-]{20,100}$/) }),
        response: {
          200: z.unknown().describe('The image (image/png or image/jpeg)'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const logo = await findLogo(ctx.db, request.params.key);
      if (!logo) throw new AppError(404, 'http.notFound');
      // A new upload gets a new key, so a key's bytes never change and may be cached for good.
      return reply
        .header('content-type', logo.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(logo.data);
    },
  );
};
