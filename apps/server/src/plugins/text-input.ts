import fp from 'fastify-plugin';
import { AppError, validationError, type FieldErrors } from '../lib/app-error.ts';

/**
 * Far deeper than any request of the API (an invoice line's field is 3 levels down), yet shallow
 * enough that walking a body never comes near the stack's limit: 10,000 nested arrays used to
 * overflow it here, as a 500.
 */
export const MAX_JSON_DEPTH = 32;

/** The dotted paths of the texts (and property names) holding U+0000; '' for the value itself. */
function nulPaths(value: unknown, path: readonly string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.'));
  } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    if (path.length >= MAX_JSON_DEPTH) throw new AppError(400, 'http.tooDeep');
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key].join('.'));
      else nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value with one fails in the database,
 * as a 500, wherever it is stored or searched for. No field needs it, so a request that carries one
 * in its path, query or JSON body is refused up front as invalid (400), naming the fields. File
 * uploads (multipart, CSV) are read by their routes and are not looked at here. A body nested deeper
 * than MAX_JSON_DEPTH is refused too (400), before anything else walks it.
 */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const fields = [request.params, request.query, request.body].flatMap((part) => nulPaths(part));
      if (fields.length === 0) return;
      const errors: FieldErrors = {};
      for (const field of fields) errors[field || 'body'] = { key: 'validation.invalid' };
      throw validationError(errors);
    });
  },
  { name: 'text-input' },
);
