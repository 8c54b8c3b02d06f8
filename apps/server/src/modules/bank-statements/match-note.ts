import { parseSplitPaymentTitle } from '@saldo/domain/bank/payment-title';
import type { MatchReason } from '@saldo/domain/bank/reconciliation';
import { formatMoney } from '@saldo/domain/money';
import type { BankLineRow } from './bank-statements.table.ts';

/**
 * The note of a payment a bank line records, by hand or automatically: the title, and what the
 * document's page should show beside it (a split payment's VAT part, the rate a PLN payment of a
 * foreign-currency document was converted at and its exchange difference).
 */
export function matchNote(
  line: Pick<BankLineRow, 'title' | 'amount'>,
  reasons: readonly MatchReason[],
): string {
  const mpp = parseSplitPaymentTitle(line.title);
  const converted = reasons.find((reason) => reason.code === 'converted_at_rate');
  const difference = reasons.find((reason) => reason.code === 'exchange_difference');
  const detail = [
    mpp ? `MPP, VAT ${formatMoney(mpp.vat, { currency: 'PLN' })} na rachunek VAT` : '',
    converted
      ? `${formatMoney(Math.abs(line.amount), { currency: 'PLN' })} po kursie NBP ${converted.rate} z ${converted.rateDate}`
      : '',
    difference ? `różnica kursowa ${formatMoney(difference.amount, { currency: 'PLN' })}` : '',
  ].filter((part) => part !== '');
  return (
    detail.length > 0
      ? `Wyciąg bankowy (${detail.join('; ')}): ${line.title}`
      : `Wyciąg bankowy: ${line.title}`
  ).slice(0, 500);
}
