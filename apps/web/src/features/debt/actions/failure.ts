import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Why an action failed, in words: the server's own (already translated, e.g. "No SMS provider is
 * configured" with a 503), or that the server could not be reached.
 */
export function useFailureMessage(error: unknown): string | null {
  const { t } = useTranslation('debt');
  if (!error) return null;
  return error instanceof ApiError ? error.message : t('errors.network');
}
