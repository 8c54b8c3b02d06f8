import type { LocalizedText } from '@saldo/contracts/help';

/** One shipped knowledge-base article: English and Polish, and the screen it explains. */
export interface ShippedArticle {
  slug: string;
  screen: string;
  title: LocalizedText;
  content: LocalizedText;
}

/** The link that ends an article: the screen it explains. */
export const screenLink = (screen: string, en: string, pl: string) => ({
  en: `<p><a href="${screen}">${en}</a></p>`,
  pl: `<p><a href="${screen}">${pl}</a></p>`,
});
