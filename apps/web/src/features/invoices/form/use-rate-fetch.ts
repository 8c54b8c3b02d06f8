import { useCallback } from 'react';
import type { CurrencyCode } from '@saldo/domain/currency';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { useExchangeRate } from '../api/invoice-form-api.ts';
import type { InvoiceForm } from './invoice-form-type.ts';

/**
 * Asks the server for the NBP rate of a currency on a date and fills the rate fields. Asked again
 * for each change, only the latest answer is applied (mutate's own callbacks run for the last call).
 */
export function useRateFetch(form: InvoiceForm) {
  const rate = useExchangeRate();
  const { mutate, reset } = rate;
  const { setFieldValue, clearFieldError } = form;
  const fetchRate = useCallback(
    (currency: CurrencyCode, date: string) => {
      if (currency === 'PLN' || !isIsoDate(date)) {
        reset();
        return;
      }
      mutate(
        { currency, date },
        {
          onSuccess: (answer) => {
            setFieldValue('exchangeRate', answer.rate);
            setFieldValue('exchangeRateTable', answer.table);
            setFieldValue('exchangeRateDate', answer.effectiveDate);
            clearFieldError('exchangeRate');
          },
        },
      );
    },
    [mutate, reset, setFieldValue, clearFieldError],
  );
  return { fetchRate, pending: rate.isPending, error: rate.error };
}

export type RateFetch = ReturnType<typeof useRateFetch>;
