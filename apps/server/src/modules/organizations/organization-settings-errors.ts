import type { SettingsProblems } from '@saldo/contracts/organization-settings-rules';
import { validationError, type FieldErrors } from '../../lib/app-error.ts';

/** The shared rules' problem codes as the API's translated field errors. */
export function settingsFieldErrors(problems: SettingsProblems): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([field, code]) => [field, { key: `settings.validation.${code}` as const }]),
  );
}

/** 400 with every problem at once, or nothing when the input may be saved. */
export function assertNoProblems(problems: SettingsProblems): void {
  if (Object.keys(problems).length > 0) throw validationError(settingsFieldErrors(problems));
}

/** Whether a write failed on this unique constraint (also through Drizzle's error wrapper). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === '23505' &&
    'constraint' in cause &&
    cause.constraint === constraint
  );
}
