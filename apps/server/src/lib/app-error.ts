import type { MessageKey, MessageParams } from '../i18n/translate.ts';

/** A message to translate later, when the reader's language is known. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

export type FieldErrors = Record<string, Message>;

/**
 * An error the client is meant to see. It carries message keys, not text: the error handler
 * translates them into the request's language and answers `{ message, errors? }`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  /** For refusals a screen acts on (the contract names them); sent as `code`. */
  readonly code: string | undefined;
  /** Sent as Retry-After with a 429 or 503 that will pass later (a busy worker pool). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    statusCode: number,
    key: MessageKey,
    options: {
      params?: MessageParams;
      fieldErrors?: FieldErrors;
      code?: string;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.messageKey = key;
    this.params = options.params;
    this.fieldErrors = options.fieldErrors;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 400 with one message per field; the spec's register answer ('Please enter your email.' …). */
export function validationError(fieldErrors: FieldErrors): AppError {
  return new AppError(400, 'validation.correctFields', { fieldErrors });
}

export const unauthorized = () => new AppError(401, 'auth.unauthorized');
export const forbidden = () => new AppError(403, 'auth.forbidden');
