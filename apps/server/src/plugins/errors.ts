import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@saldo/contracts/errors';
import { overloadKind } from '../db/overload-errors.ts';
import { AppError, validationError, type FieldErrors } from '../lib/app-error.ts';
import { requestLanguage, translate, type MessageKey } from '../i18n/translate.ts';
import { noteRefusal } from './request-log.ts';
import { fieldErrorsFromValidation } from './validation-messages.ts';

/** Fastify's own client errors, by code, in words a user can read. */
const knownClientErrors: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
  FST_REQ_FILE_TOO_LARGE: 'http.payloadTooLarge',
};

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = requestLanguage(request);
  const body: ErrorResponse = { message: translate(language, error.messageKey, error.params) };
  if (error.code !== undefined) body.code = error.code;
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, m]) => [field, translate(language, m.key, m.params)]),
    );
  }
  return reply.code(error.statusCode).send(body);
}

/** The part of the request a validation error is about: its body, path parameters, query or headers. */
function validatedInput(error: FastifyError | AppError, request: FastifyRequest): unknown {
  const context = error instanceof AppError ? undefined : error.validationContext;
  if (context === 'params') return request.params;
  if (context === 'querystring') return request.query;
  if (context === 'headers') return request.headers;
  return request.body;
}

/** The one place errors become answers: `{ message, errors? }`, translated, internals never shown. */
export function toAppError(error: FastifyError | AppError, input: unknown): AppError {
  if (error instanceof AppError) return error;
  // Shedding load is not a fault: the client is told to come back (the overload plugin adds
  // Retry-After), and the request's log line names the reason.
  const overload = overloadKind(error);
  if (overload === 'timeout') return new AppError(503, 'http.queryTimeout');
  if (overload) return new AppError(503, 'http.databaseBusy');
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = fieldErrorsFromValidation(error.validation, input);
    return Object.keys(fields).length > 0 ? validationError(fields) : new AppError(400, 'http.badRequest');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 404) return new AppError(404, 'http.notFound');
    if (status === 429) return new AppError(429, 'http.tooManyRequests');
    return new AppError(status, (error.code && knownClientErrors[error.code]) || 'http.badRequest');
  }
  return new AppError(500, 'http.internal');
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const answer = toAppError(error, validatedInput(error, request));
      noteRefusal(request, answer.messageKey);
      // An AppError is a condition the code foresaw (wrong password, a register that cannot be reached,
      // mail not set up): the request's own log line names it, at warn when it is a 5xx. Anything else
      // is a fault: its stack goes to the log under the request id, never to the client.
      if (!(error instanceof AppError) && answer.statusCode >= 500 && !overloadKind(error))
        request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, answer);
    });
  },
  { name: 'errors' },
);
