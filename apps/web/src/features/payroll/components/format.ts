import { formatAmount, type Money } from '@saldo/domain/money';
import type { Locale } from '@saldo/domain/currency';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** Polish formatting for Polish readers, English digits for everyone else. */
export const localeOf = (language: string): Locale => (language.startsWith('pl') ? 'pl' : 'en');

export function amount(value: Money, language: string): string {
  return formatAmount(value, localeOf(language));
}

/** 'YYYY-MM' as "January 2025" in the reader's language. */
export function monthLabel(month: string, language: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function dateLabel(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
