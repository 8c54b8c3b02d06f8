import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What every settings form does after a save. On failure the typed values stay in the form (nothing
 * is reset), per-field messages from the server go under their fields, and a toast says why.
 */
type T = TFunction<'account'>;

export function notifySaved(t: T, message?: string) {
  notifications.show({ color: 'teal', message: message ?? t('saved') });
}

export function errorText(error: unknown, t: T): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.unknown');
}

export function reportSaveError(
  error: unknown,
  t: T,
  setErrors: (errors: Record<string, string>) => void,
): void {
  if (error instanceof ApiError && error.errors) setErrors(error.errors);
  notifications.show({ color: 'red', title: t('saveFailed'), message: errorText(error, t) });
}

/** After a save, the saved values become the baseline that 'Discard changes' returns to. */
export function markSaved<V>(
  form: { setInitialValues: (v: V) => void; setValues: (v: V) => void; resetDirty: (v: V) => void },
  values: V,
) {
  form.setInitialValues(values);
  form.setValues(values);
  form.resetDirty(values);
}
