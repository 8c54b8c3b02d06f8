// Currencies the invoice form offers. All of them have 2 minor digits, so Money (integer minor units)
// means the same thing whatever the currency; only the display differs.

export const CURRENCY_CODES = ['PLN', 'EUR', 'USD', 'GBP', 'CHF'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

export type Locale = 'pl' | 'en';

interface CurrencyDisplay {
  /** Polish convention: amount first, symbol after ("1 234,56 zł", "1 234,56 €"). */
  readonly pl: string;
  /** English convention: symbol or code first ("€1,234.56", "PLN 1,234.56"). */
  readonly en: string;
  /** Whether the English form is glued to the number (symbols) or spaced (ISO codes). */
  readonly enGlued: boolean;
}

export const CURRENCY_DISPLAY: Readonly<Record<CurrencyCode, CurrencyDisplay>> = {
  PLN: { pl: 'zł', en: 'PLN', enGlued: false },
  EUR: { pl: '€', en: '€', enGlued: true },
  USD: { pl: 'USD', en: '$', enGlued: true },
  GBP: { pl: 'GBP', en: '£', enGlued: true },
  CHF: { pl: 'CHF', en: 'CHF', enGlued: false },
};
