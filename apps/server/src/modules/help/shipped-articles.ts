import type { LocalizedText } from '@saldo/contracts/help';
import type { ShippedArticle } from './shipped-article-kit.ts';
import { booksArticles } from './shipped-articles-books.ts';
import { invoiceArticles, ksefArticles } from './shipped-articles-invoices.ts';

/**
 * The knowledge base Saldo ships with: real articles about Saldo in English and Polish (the other
 * languages fall back to English), each linking to the screen it explains. Written into an
 * organization's help centre the first time it is opened; sanitized like any article on the way in.
 */
export interface ShippedKbCategory {
  slug: string;
  icon: string;
  title: LocalizedText;
  description: LocalizedText;
  articles: ShippedArticle[];
}

export const shippedKnowledgeBase: ShippedKbCategory[] = [
  {
    slug: 'invoices',
    icon: 'file-invoice',
    title: { en: 'Invoices', pl: 'Faktury', de: 'Rechnungen', fr: 'Factures', pt: 'Faturas' },
    description: {
      en: 'Issuing each type of invoice and correcting it',
      pl: 'Wystawianie faktur każdego rodzaju i ich korygowanie',
    },
    articles: invoiceArticles,
  },
  {
    slug: 'ksef',
    icon: 'cloud-upload',
    title: { en: 'KSeF', pl: 'KSeF' },
    description: {
      en: 'The National e-Invoice System: setup, sending and purchase invoices',
      pl: 'Krajowy System e-Faktur: konfiguracja, wysyłka i faktury zakupowe',
    },
    articles: ksefArticles,
  },
  {
    slug: 'books',
    icon: 'books',
    title: {
      en: 'Books and settlements',
      pl: 'Księgi i rozliczenia',
      de: 'Buchhaltung',
      fr: 'Comptabilité',
      pt: 'Contabilidade',
    },
    description: {
      en: 'Debt collection, the JPK, payroll and bank statements',
      pl: 'Windykacja, JPK, płace i wyciągi bankowe',
    },
    articles: booksArticles,
  },
];
