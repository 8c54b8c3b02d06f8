import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import type { FileStorage } from '../file-storage/file-storage.ts';
import { STORED_IMAGE_FILE } from './image-store.ts';
import { STORED_IMAGE_TYPE } from './process-image.ts';

export interface ServeImageOptions {
  /**
   * 'private' (the default) for images behind a login, so shared caches keep no copy;
   * 'public' for images anyone may see.
   */
  visibility?: 'private' | 'public';
}

/**
 * Answers a request for a stored image variant: 404 for a file name that is not one storeImage makes
 * or a key with nothing stored, 304 when the browser already has it. The key's bytes never change
 * (a new upload gets a new id), so the key is the ETag and the image may be cached for a year.
 * Scoping the key to the caller's organisation is the route's job: it builds `prefix` from trusted ids.
 */
export async function sendStoredImage(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  prefix: string,
  fileName: string,
  options: ServeImageOptions = {},
): Promise<FastifyReply> {
  if (!STORED_IMAGE_FILE.test(fileName)) throw new AppError(404, 'http.notFound');
  const etag = `"${fileName}"`;
  reply
    .header('etag', etag)
    .header('cache-control', `${options.visibility ?? 'private'}, max-age=31536000, immutable`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const data = await storage.get(`${prefix}/${fileName}`);
  if (data === null) throw new AppError(404, 'http.notFound');
  return reply.header('content-type', STORED_IMAGE_TYPE).send(Buffer.from(data));
}
