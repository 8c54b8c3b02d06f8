// One call for templates that pick the language at run time (invoice language is a per-invoice setting).
import type { CurrencyCode, Locale } from '../currency.ts';
import type { Money } from '../money.ts';
import { amountInWordsEn } from './english.ts';
import { amountInWordsPl, type WordsStyle } from './polish.ts';

export interface AmountInWordsOptions {
  readonly language?: Locale;
  readonly currency?: CurrencyCode;
  readonly style?: WordsStyle;
  /** Polish only: "jeden tysiąc" (default) or "tysiąc". */
  readonly explicitOne?: boolean;
}

export function amountInWords(amount: Money, options: AmountInWordsOptions = {}): string {
  const { language = 'pl', ...rest } = options;
  return language === 'en' ? amountInWordsEn(amount, rest) : amountInWordsPl(amount, rest);
}
