import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@saldo/contracts/auth';
import type { FieldErrors, Message } from '../../lib/app-error.ts';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const normalizeEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

const emailFormat = z.email();

export function emailProblem(email: string): Message | null {
  if (!email) return { key: 'validation.emailRequired' };
  if (email.length > 254 || !emailFormat.safeParse(email).success) return { key: 'validation.emailInvalid' };
  return null;
}

export function usernameProblem(username: string): Message | null {
  if (!username) return { key: 'validation.usernameRequired' };
  if (!USERNAME_PATTERN.test(username)) return { key: 'validation.usernameInvalid' };
  return null;
}

export function passwordProblem(password: string): Message | null {
  if (!password) return { key: 'validation.passwordRequired' };
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { key: 'validation.passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { key: 'validation.passwordTooLong', params: { max: PASSWORD_MAX_LENGTH } };
  }
  return null;
}

/** Collects the problems of several fields into one `errors` object (all reported at once). */
export function collectFieldErrors(checks: Record<string, Message | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(checks)) if (problem) errors[field] = problem;
  return errors;
}
