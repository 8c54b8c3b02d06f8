import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { multipartCode } from '../multipart-code.ts';

/** Uploads above this are refused while streaming; the stored variants are far smaller anyway. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The bytes of the one image file in a multipart request (the route registers @fastify/multipart).
 * Oversized uploads are refused while streaming, so they are never held whole in memory.
 */
export async function readImageUpload(
  request: FastifyRequest,
  maxBytes: number = MAX_IMAGE_UPLOAD_BYTES,
): Promise<Buffer> {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw new AppError(400, 'images.missing');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(400, 'images.tooLarge', { params: { megabytes } });
    if (code.startsWith('FST_')) throw new AppError(400, 'images.missing');
    throw error;
  }
}
