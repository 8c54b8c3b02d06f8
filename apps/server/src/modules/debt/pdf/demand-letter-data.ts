// The facts a demand letter prints, computed by the debt module: this folder counts nothing.
import type { CurrencyCode } from '@saldo/domain/currency';
import type { CompensationEur } from '@saldo/domain/late-payment/compensation';
import type { DebtorKind } from '@saldo/domain/late-payment/overdue-claim';
import type { Money } from '@saldo/domain/money';

export interface DemandLetterInvoice {
  readonly number: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly currency: CurrencyCode;
  readonly gross: Money;
  /** What is still unpaid, in the invoice currency. */
  readonly balance: Money;
  /** Interest on the balance for interestFrom…interestTo (the day after the due date to the letter's day). */
  readonly interest: Money;
  readonly interestFrom: string;
  readonly interestTo: string;
  /** Interest on the parts paid after the due date, each for its days late (not yet settled). */
  readonly latePaymentInterest: Money;
  /** null for a consumer debtor: no compensation is claimed. */
  readonly compensationEur: CompensationEur | null;
  /** null when the NBP rate the act names could not be had: the letter then prints EUR and the rule. */
  readonly compensationPln: Money | null;
}

export interface DemandLetterData {
  readonly language: 'pl' | 'en';
  /** A business (the late-payment act) or a consumer (art. 481 KC, no compensation). */
  readonly debtorKind: DebtorKind;
  /**
   * Set when interest for days after this date was counted at the last known NBP reference rate: the
   * letter says so in a footnote.
   */
  readonly ratesAssumedAfter: string | null;
  readonly place: string;
  /** ISO date of the letter. */
  readonly date: string;
  readonly creditor: {
    readonly name: string;
    readonly nip: string;
    readonly address: string;
    readonly email: string;
    readonly phone: string;
    readonly bankAccount: string;
    readonly bankName: string;
  };
  readonly debtor: { readonly name: string; readonly nip: string; readonly address: string };
  readonly invoices: readonly DemandLetterInvoice[];
  /** PLN claims; `total` is what the letter demands in figures and in words. */
  readonly totals: {
    readonly principal: Money;
    readonly interest: Money;
    readonly latePaymentInterest: Money;
    /** null: unknown in PLN (or none, for a consumer), so `total` leaves it out. */
    readonly compensationPln: Money | null;
    readonly total: Money;
  };
  /** Days from receipt of the letter, e.g. 7. */
  readonly paymentDays: number;
}
