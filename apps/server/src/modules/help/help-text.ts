import type { ContentLanguage, LocalizedText } from '@saldo/contracts/help';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text/rich-text.ts';

/** A text in the reader's language, or English where that language has none yet. */
export function localize(text: LocalizedText, language: ContentLanguage): string {
  const own = text[language];
  return own && own.trim() !== '' ? own : text.en;
}

/**
 * Writes one language's text. A text first written in another language also becomes the English
 * one, so every entry keeps a fallback; a later English text replaces it.
 */
export function withText(
  existing: LocalizedText | undefined,
  language: ContentLanguage,
  value: string,
): LocalizedText {
  if (!existing) return language === 'en' ? { en: value } : { en: value, [language]: value };
  return { ...existing, [language]: value };
}

/** Articles keep their images (our own files or data URLs) and lose everything the allow-list does not name. */
export const sanitizeArticle = (html: string) => sanitizeRichText(html, { images: true });

/** What search looks in: every language's title and visible text, lower-cased. */
export function articleSearchText(title: LocalizedText, content: LocalizedText): string {
  const parts = [...Object.values(title), ...Object.values(content).map((html) => richTextToPlain(html))];
  return parts.join(' \n ').toLowerCase();
}
