import type { Locale } from '@saldo/domain/currency';

/** Amounts print the Polish way in Polish, the English way in every other language of the app. */
export const moneyLocale = (language: string | undefined): Locale => (language === 'pl' ? 'pl' : 'en');
