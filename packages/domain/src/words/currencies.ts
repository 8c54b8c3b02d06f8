// Currency names in the forms a spelled-out amount needs. Polish nouns have three forms after numerals:
// one (1), few (2–4, 22–24, … but not 12–14) and many (0, 5–21, 25–31, …); see polish.ts.
import type { CurrencyCode } from '../currency.ts';

export interface PolishNoun {
  readonly one: string;
  readonly few: string;
  readonly many: string;
}

export interface PolishCurrencyWords {
  readonly major: PolishNoun;
  readonly minor: PolishNoun;
  /** "euro" is neuter, so exactly 1 € is "jedno euro"; every other currency here is masculine. */
  readonly neuter: boolean;
}

export const POLISH_CURRENCY_WORDS: Readonly<Record<CurrencyCode, PolishCurrencyWords>> = {
  PLN: {
    major: { one: 'złoty', few: 'złote', many: 'złotych' },
    minor: { one: 'grosz', few: 'grosze', many: 'groszy' },
    neuter: false,
  },
  EUR: {
    major: { one: 'euro', few: 'euro', many: 'euro' },
    minor: { one: 'cent', few: 'centy', many: 'centów' },
    neuter: true,
  },
  USD: {
    major: { one: 'dolar', few: 'dolary', many: 'dolarów' },
    minor: { one: 'cent', few: 'centy', many: 'centów' },
    neuter: false,
  },
  GBP: {
    major: { one: 'funt', few: 'funty', many: 'funtów' },
    minor: { one: 'pens', few: 'pensy', many: 'pensów' },
    neuter: false,
  },
  CHF: {
    major: { one: 'frank', few: 'franki', many: 'franków' },
    minor: { one: 'centym', few: 'centymy', many: 'centymów' },
    neuter: false,
  },
};

export interface EnglishNoun {
  readonly one: string;
  readonly other: string;
}

export const ENGLISH_CURRENCY_WORDS: Readonly<
  Record<CurrencyCode, { readonly major: EnglishNoun; readonly minor: EnglishNoun }>
> = {
  PLN: { major: { one: 'zloty', other: 'zlotys' }, minor: { one: 'grosz', other: 'groszy' } },
  EUR: { major: { one: 'euro', other: 'euros' }, minor: { one: 'cent', other: 'cents' } },
  USD: { major: { one: 'dollar', other: 'dollars' }, minor: { one: 'cent', other: 'cents' } },
  GBP: { major: { one: 'pound', other: 'pounds' }, minor: { one: 'penny', other: 'pence' } },
  CHF: { major: { one: 'franc', other: 'francs' }, minor: { one: 'centime', other: 'centimes' } },
};
