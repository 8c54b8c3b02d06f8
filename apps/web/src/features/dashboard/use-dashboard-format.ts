import { useTranslation } from 'react-i18next';
import { useInvoiceFormat } from '../../lib/format.ts';
import { dateTimeFormat, numberFormat } from '../../lib/intl-format.ts';

/** "2026-03" → "Mar 2026", read in UTC so no time zone shifts it. */
export function formatMonth(month: string, language: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The dashboard's formatters in the UI language; its amounts are PLN grosze unless a currency is given. */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const base = useInvoiceFormat();
  return {
    ...base,
    pln: (grosze: number) => base.money(grosze, 'PLN'),
    compact: (grosze: number) =>
      numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(grosze / 100),
    integer: (value: number) => numberFormat(language).format(value),
    percent: (value: number) =>
      numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
    month: (month: string) => formatMonth(month, language),
  };
}
