import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '../../lib/intl-format.ts';

/** "2026-03" → "Mar 2026" in the UI language; read in UTC so no time zone shifts it. */
export function formatMonth(month: string, language: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * The reports' formatters in the UI language (numbers, currency and months as each locale writes
 * them). Amounts are grosze; dividing by 100 only formats, the sums were made in integers.
 */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = (currency: string) =>
      numberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2 });
    const pln = money('PLN');
    const compact = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    const percent = numberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const integer = numberFormat(language);
    return {
      language,
      pln: (grosze: number) => pln.format(grosze / 100),
      money: (grosze: number, currency: string) => money(currency).format(grosze / 100),
      compact: (grosze: number) => compact.format(grosze / 100),
      integer: (value: number) => integer.format(value),
      /** The change against a base, or null when there is no base to compare with. */
      change: (value: number, base: number) =>
        base === 0 ? null : percent.format((value - base) / Math.abs(base)),
      month: (month: string) => formatMonth(month, language),
    };
  }, [language]);
}
export type ReportFormat = ReturnType<typeof useReportFormat>;
