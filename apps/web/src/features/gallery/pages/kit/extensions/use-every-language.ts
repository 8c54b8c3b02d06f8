import { useQuery } from '@tanstack/react-query';
import { languages } from '@saldo/i18n/languages';
import { loadTranslations } from '../../../../../lib/i18n.ts';

/**
 * This family's texts in every language, not only the UI's: i18next loads a namespace in the UI
 * language only, and `getFixedT` for another language finds nothing until its file has come.
 */
export function useEveryLanguage() {
  return useQuery({
    queryKey: ['gallery', 'extensions', 'every-language'],
    queryFn: async () => {
      await Promise.all(languages.map((lng) => loadTranslations(lng, 'galleryExtensions')));
      return languages;
    },
    staleTime: Infinity,
  });
}
