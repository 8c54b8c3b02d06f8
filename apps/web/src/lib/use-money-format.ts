import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode, Locale } from '@saldo/domain/currency';
import { formatMoney } from '@saldo/domain/money';

/** Polish formatting in the Polish UI, English conventions in every other language. */
export function useDisplayLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'pl' ? 'pl' : 'en';
}

export function useMoneyFormat() {
  const locale = useDisplayLocale();
  return useCallback(
    (amount: number, currency: CurrencyCode) => formatMoney(amount, { locale, currency }),
    [locale],
  );
}
