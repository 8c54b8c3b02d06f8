import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * What every organization settings form does after a save: a toast either way; on failure the
 * typed values stay and the server's per-field messages go under their fields.
 */
type T = TFunction<'settings'>;

export function notifySaved(t: T, message?: string) {
  notifications.show({ color: 'teal', message: message ?? t('feedback.saved') });
}

export function errorText(error: unknown, t: T): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return t('feedback.network');
  return t('feedback.unknown');
}

export function reportError(error: unknown, t: T, setErrors?: (errors: Record<string, string>) => void) {
  if (setErrors && error instanceof ApiError && error.errors) setErrors(error.errors);
  notifications.show({ color: 'red', title: t('feedback.saveFailed'), message: errorText(error, t) });
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
