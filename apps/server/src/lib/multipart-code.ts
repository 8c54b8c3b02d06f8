/** The code @fastify/multipart puts on its refusals ('FST_REQ_FILE_TOO_LARGE', …), or ''. */
export const multipartCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
