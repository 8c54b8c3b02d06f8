import { useTranslation } from 'react-i18next';
import type { AvailableCard } from '@saldo/contracts/analytics';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format.ts';

/** A card figure in its unit: PLN grosze, a count, a percentage or days. */
export function useFigureFormat() {
  const { i18n } = useTranslation();
  const format = useInvoiceFormat();
  return (unit: AvailableCard['unit'], value: number) =>
    unit === 'money'
      ? format.money(value, 'PLN')
      : unit === 'percent'
        ? numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
        : numberFormat(i18n.language).format(value);
}

/** A series key as a label: a month ('2026-03'), 'revenue:2026-03', or a part's name. */
export function useSeriesLabel() {
  const { t, i18n } = useTranslation('dashboard');
  const month = (key: string) =>
    dateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${key}-01T00:00:00Z`),
    );
  return (key: string) => {
    const [head, when] = key.split(':');
    if (when) return `${t(`cards.parts.${head}`)} ${month(when)}`;
    if (/^\d{4}-\d{2}$/.test(key)) return month(key);
    return t(`cards.parts.${key}`);
  };
}
