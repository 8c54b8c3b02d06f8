import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The text to show for a failed call. The server already translates its messages (Accept-Language);
 * anything else is a network failure or a bug, told apart so the user knows whether to retry.
 */
export function errorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.unknown');
}

/** Per-field messages of a 400 answer, limited to the fields the form has. */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const out: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = error.errors[field];
    if (message) out[field] = message;
  }
  return out;
}
