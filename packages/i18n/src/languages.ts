/** The UI languages. English is the default and the fallback. */
export const languages = ['en', 'pl', 'de', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Native names and the country whose flag stands for each language in the language menu. */
export const languageInfo: Record<Language, { name: string; flagCountry: string }> = {
  en: { name: 'English', flagCountry: 'GB' },
  pl: { name: 'Polski', flagCountry: 'PL' },
  de: { name: 'Deutsch', flagCountry: 'DE' },
  fr: { name: 'Français', flagCountry: 'FR' },
  pt: { name: 'Português', flagCountry: 'PT' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Picks the first supported language from an Accept-Language header, else the default. */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? defaultLanguage;
}
