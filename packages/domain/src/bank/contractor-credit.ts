import type { Money } from '../money.ts';

/**
 * An overpayment kept on a bank line is the contractor's credit: it can settle another open invoice of
 * the same contractor, in the same currency, up to what is left of it and what the invoice owes.
 */
export type CreditRefusal =
  | 'creditNotPositive'
  | 'creditExceeded'
  | 'creditBalanceExceeded'
  | 'creditOtherContractor'
  | 'creditOtherCurrency';

export function creditRefusal(input: {
  readonly credit: { readonly available: Money; readonly currency: string; readonly contractorId: number };
  readonly invoice: {
    readonly balance: Money;
    readonly currency: string;
    readonly contractorId: number | null;
  };
  readonly amount: Money;
}): CreditRefusal | null {
  const { credit, invoice, amount } = input;
  if (!Number.isInteger(amount) || amount <= 0) return 'creditNotPositive';
  if (invoice.contractorId !== credit.contractorId) return 'creditOtherContractor';
  if (invoice.currency !== credit.currency) return 'creditOtherCurrency';
  if (amount > credit.available) return 'creditExceeded';
  if (amount > invoice.balance) return 'creditBalanceExceeded';
  return null;
}
