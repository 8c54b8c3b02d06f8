import { CURRENCY_CODES, type CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';

/** What a list's `sums` says per currency, over all its pages. */
export interface CurrencyTotals {
  readonly currency: CurrencyCode;
  readonly gross: Money;
  readonly balance: Money;
}

export interface BalanceRow {
  readonly currency: CurrencyCode;
  /** Należności: what is left to pay on our sales invoices. */
  readonly receivable: Money;
  /** Zobowiązania: what is left to pay on the contractor's cost documents. */
  readonly payable: Money;
  /** Positive: the contractor owes us on balance. */
  readonly net: Money;
}

const byCurrency = (a: { currency: CurrencyCode }, b: { currency: CurrencyCode }) =>
  CURRENCY_CODES.indexOf(a.currency) - CURRENCY_CODES.indexOf(b.currency);

/**
 * `all` less `excluded`, per currency. The invoice list's sums count pro forma invoices, which demand
 * nothing (the VAT invoice made of one does), so their own sums are taken off. A currency left with
 * nothing at all is dropped.
 */
export function withoutTotals(
  all: readonly CurrencyTotals[],
  excluded: readonly CurrencyTotals[],
): CurrencyTotals[] {
  return all
    .map((sum) => {
      const off = excluded.find((e) => e.currency === sum.currency);
      return off
        ? { currency: sum.currency, gross: sum.gross - off.gross, balance: sum.balance - off.balance }
        : { currency: sum.currency, gross: sum.gross, balance: sum.balance };
    })
    .filter((sum) => sum.gross !== 0 || sum.balance !== 0)
    .sort(byCurrency);
}

/**
 * Receivables against payables, per currency: amounts in different currencies are never added up,
 * as no single rate would be right for all of them. Currencies with nothing outstanding are left out.
 */
export function balanceByCurrency(
  receivables: readonly CurrencyTotals[],
  payables: readonly CurrencyTotals[],
): BalanceRow[] {
  const currencies = new Set([...receivables, ...payables].map((sum) => sum.currency));
  const outstanding = (sums: readonly CurrencyTotals[], currency: CurrencyCode) =>
    sums.find((sum) => sum.currency === currency)?.balance ?? 0;
  return [...currencies]
    .map((currency) => {
      const receivable = outstanding(receivables, currency);
      const payable = outstanding(payables, currency);
      return { currency, receivable, payable, net: receivable - payable };
    })
    .filter((row) => row.receivable !== 0 || row.payable !== 0)
    .sort(byCurrency);
}
