import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode, Locale } from '@saldo/domain/currency';
import { formatAmount, formatMoney, type Money } from '@saldo/domain/money';
import { dateTimeFormat, prepareDateFormat } from './intl-format.ts';

/** Amounts follow Polish conventions in Polish and English ones in every other language. */
export const moneyLocale = (language: string): Locale => (language.startsWith('pl') ? 'pl' : 'en');

/** "2026-03-01" in the given language; read as a calendar date, so no time zone shifts it a day. */
export function formatIsoDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return isoDateFormat(language).format(date);
}

const isoDateFormat = (language: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });

/** Today as YYYY-MM-DD in the user's own time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A moment (ISO timestamp) with date and time, in the user's time zone. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Formatters in the UI language. */
export function useInvoiceFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const locale = moneyLocale(language);
  useEffect(() => prepareDateFormat(language), [language]);
  return {
    locale,
    money: (amount: Money, currency: CurrencyCode) => formatMoney(amount, { locale, currency }),
    amount: (amount: Money) => formatAmount(amount, locale),
    date: (iso: string) => formatIsoDate(iso, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
  };
}
