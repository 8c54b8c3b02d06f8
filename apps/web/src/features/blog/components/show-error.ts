import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** A failed save: the server's reason (already in the reader's language), else a plain one. */
export function showError(error: unknown, t: TFunction<'blog'>) {
  const message = error instanceof ApiError ? error.message : t('errors.failed');
  notifications.show({ color: 'red', message });
}
