import { useTranslation } from 'react-i18next';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format.ts';

/** "2026-03" → "Mar 2026"; read as a calendar month in UTC so no time zone shifts it. */
export function formatMonth(month: string, language: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The report's formatters in the UI language. Every amount of the report is PLN grosze (foreign
 * invoices converted by the server), so `pln` takes no currency.
 */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const base = useInvoiceFormat();
  return {
    ...base,
    pln: (grosze: number) => base.money(grosze, 'PLN'),
    /** Short axis ticks ("12K"): recharts picks tick values that need not be whole grosze. */
    compact: (grosze: number) =>
      numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(grosze / 100),
    percent: (fraction: number) =>
      numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(fraction),
    decimal: (value: number) =>
      numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
    integer: (value: number) => numberFormat(language).format(value),
    month: (month: string) => formatMonth(month, language),
  };
}
