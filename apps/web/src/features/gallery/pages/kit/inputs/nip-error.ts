import { useTranslation } from 'react-i18next';
import { validateNip } from '@saldo/domain/identifiers/nip';

/** The message for a NIP, or null when it is a valid one (or not typed yet). */
export function useNipError() {
  const { t } = useTranslation('galleryInputs');
  return (text: string): string | null => {
    const result = validateNip(text);
    return result.ok || result.reason === 'empty' ? null : t(`demo.input.nipErrors.${result.reason}`);
  };
}
