import { useTranslation } from 'react-i18next';
import { formatMoney } from '@saldo/domain/money';
import { dateTimeFormat } from '../../lib/intl-format.ts';

/** Amounts and months in the reader's language (Polish style for Polish, English style otherwise). */
export function useTaxFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  const locale = language.startsWith('pl') ? 'pl' : 'en';
  const monthFormat = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dateFormat = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    /** Grosze. */
    money: (amount: number) => formatMoney(amount, { locale }),
    /** Whole złoty (the declaration's P fields). */
    zloty: (amount: number) => formatMoney(amount * 100, { locale }),
    month: (period: string) => monthFormat.format(new Date(`${period}-01T00:00:00Z`)),
    date: (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    dateTime: (iso: string) => new Date(iso).toLocaleString(language),
  };
}
