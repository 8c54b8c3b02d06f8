import { useQuery } from '@tanstack/react-query';
import { languages } from '@saldo/i18n/languages';
import type { Namespace } from '@saldo/i18n/namespaces';
import { loadTranslations } from '../../../../../lib/i18n.ts';

/**
 * One namespace in every UI language, whatever the user's own: the validation page shows a message
 * in all five side by side (i18next itself loads only the UI language).
 */
export function useAllLanguages(ns: Namespace) {
  return useQuery({
    queryKey: ['gallery', 'translations', ns],
    queryFn: async () => {
      await Promise.all(languages.map((lng) => loadTranslations(lng, ns)));
      return true;
    },
    staleTime: Infinity,
  });
}
