import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@saldo/domain/currency';
import { useInvoiceFormat } from '../../../lib/format.ts';
import type { BankDue } from '@saldo/contracts/bank-statements';
import type { MatchReason } from '../api/bank-api.ts';

/** Amounts in the UI language; a currency the domain does not know still shows its code. */
export function useBankFormat() {
  const format = useInvoiceFormat();
  const money = (amount: number, currency: string) =>
    isCurrencyCode(currency) ? format.money(amount, currency) : `${format.amount(amount)} ${currency}`;
  return { ...format, money };
}

const REASON_CODES = [
  'number_in_title',
  'ksef_number_in_title',
  'split_payment_names_invoice',
  'amount_equals_balance',
  'amount_equals_sum',
  'partial_payment',
  'overpayment',
  'account_known',
  'nip_in_title',
  'name_similar',
  'date_fits',
  'split_payment_vat',
  'converted_at_rate',
  'exchange_difference',
  'zus_account',
  'tax_account',
  'tax_form_in_title',
  'period_in_title',
  'amount_equals_due',
  'worker_account_known',
] as const;
type ReasonCode = (typeof REASON_CODES)[number];
const isReasonCode = (code: string): code is ReasonCode => REASON_CODES.some((known) => known === code);

/**
 * The evidence of a proposal in words, its figures formatted for the UI language. Amounts in the
 * figures (remaining, excess) are minor units of the line's currency.
 */
export function useReasonText(currency: string) {
  const { t } = useTranslation('bankStatements');
  const format = useBankFormat();
  const figure = (reason: MatchReason, key: string) => reason[key] ?? '';
  const amount = (reason: MatchReason, key: string) => {
    const value = reason[key];
    return typeof value === 'number' ? format.money(value, currency) : String(value ?? '');
  };
  return (reason: MatchReason): string => {
    if (!isReasonCode(reason.code)) return t('reasons.unknown', { code: reason.code });
    return t(`reasons.${reason.code}`, {
      number: figure(reason, 'number'),
      count: Number(figure(reason, 'count')) || 0,
      percent: figure(reason, 'percent'),
      remaining: amount(reason, 'remaining'),
      excess: amount(reason, 'excess'),
      vat: amount(reason, 'vat'),
      // A foreign document paid from a PLN line: the converted amount is in the document's currency.
      converted: format.money(
        Number(figure(reason, 'converted')) || 0,
        String(figure(reason, 'currency') || currency),
      ),
      rate: figure(reason, 'rate'),
      rateDate: figure(reason, 'rateDate'),
      amount: amount(reason, 'amount'),
      form: figure(reason, 'form'),
      period: figure(reason, 'period'),
    });
  };
}

/** "ZUS for 01/2025", "PIT-4 for 01/2025", "VAT for 01/2025", "Salary of Jan Kowalski for 01/2025". */
export function useDueLabel() {
  const { t } = useTranslation('bankStatements');
  return (due: Pick<BankDue, 'kind' | 'month' | 'workerName'>) =>
    t(`dues.kinds.${due.kind}`, {
      month: `${due.month.slice(5, 7)}/${due.month.slice(0, 4)}`,
      name: due.workerName,
    });
}
