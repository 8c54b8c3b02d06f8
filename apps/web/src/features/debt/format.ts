import { useTranslation } from 'react-i18next';
import { useInvoiceFormat } from '../../lib/format.ts';
import { numberFormat } from '../../lib/intl-format.ts';

/** An annual rate in basis points (1400) as the language writes a percentage ("14.00%", "14,00%"). */
export function formatRate(basisPoints: number, language: string): string {
  return numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "now": the largest whole unit between the moment and `now`. */
export function formatRelative(iso: string, language: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The invoice formatters plus the ones of this module, in the UI language. */
export function useDebtFormat() {
  const { i18n } = useTranslation();
  const base = useInvoiceFormat();
  return {
    ...base,
    rate: (basisPoints: number) => formatRate(basisPoints, i18n.language),
    relative: (iso: string) => formatRelative(iso, i18n.language),
  };
}
