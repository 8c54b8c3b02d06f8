// What an overdue invoice claims on a given day beyond its balance: interest for delay on the unpaid
// balance and on the parts paid after the deadline, and the flat compensation for recovery costs. The
// overdue list, the demand letter and the automatic schedule all count with this one function.
//
// Whose debt it is decides the law: a business buyer (a commercial transaction) owes the late-payment
// act's interest (reference rate + 10 pp, fixed per half-year) and the 40/70/100 EUR compensation; a
// consumer owes only the Civil Code's interest for delay (art. 481 § 2 KC: reference rate + 5.5 pp,
// changing with each reference-rate change) and no compensation, which the act grants only between
// businesses (art. 2 and art. 10).
import type { IsoDate } from '../dates/calendar.ts';
import type { ExchangeRate } from '../exchange-rate.ts';
import type { Money } from '../money.ts';
import { balanceInPln } from '../receivables.ts';
import {
  compensationEur,
  compensationRateDate,
  recoveryCompensation,
  type CompensationEur,
} from './compensation.ts';
import { calculateInterestOnPayments, type InterestKind, type LatePayment } from './interest.ts';
import { interestRateOn, NBP_REFERENCE_RATES, type ReferenceRateChange } from './rates.ts';

/** A business buyer (commercial transaction) or a consumer (no NIP, not acting as a business). */
export type DebtorKind = 'business' | 'consumer';

/**
 * What a buyer is taken for until someone says otherwise: one with a NIP trades as a business, one
 * without is a consumer (a sole trader without a NIP is rare enough to be corrected by hand).
 */
export function defaultDebtorKind(nip: string | null | undefined): DebtorKind {
  return (nip ?? '').replace(/\W/g, '') === '' ? 'consumer' : 'business';
}

/** The interest a debtor of this kind owes for delay. */
export function interestKindFor(debtor: DebtorKind): Extract<InterestKind, 'commercial' | 'statutory'> {
  return debtor === 'consumer' ? 'statutory' : 'commercial';
}

export interface OverdueInvoiceFacts {
  /** What is still unpaid, in the invoice currency. */
  readonly balance: Money;
  /** The invoice's amount to pay, in its currency (the claim the compensation thresholds look at). */
  readonly toPay: Money;
  /** Gross in its currency and in PLN (null for a PLN invoice): the invoice's own rate. */
  readonly gross: Money;
  readonly grossPln: Money | null;
  readonly dueDate: IsoDate;
  /** Default 'business', the rule before consumers were told apart. */
  readonly debtor?: DebtorKind;
  /**
   * The payments made, with their dates. Those made after the deadline still owe interest for the days
   * they were late; without them, only the balance bears interest.
   */
  readonly payments?: readonly LatePayment[];
}

/** The reference-rate table to count with (the shipped one by default) and how far it is known. */
export interface RateTable {
  readonly rates?: readonly ReferenceRateChange[];
  readonly ratesKnownThrough?: IsoDate;
}

export interface OverdueClaim {
  /**
   * Interest on the balance from the day after the (art. 115 KC) deadline to `asOf`, invoice currency;
   * null when part of that time lies before the rate table (rates.ts): unknown, not zero.
   */
  readonly interest: Money | null;
  /**
   * Interest on the parts paid after the deadline, each for the days it was late, invoice currency:
   * owed even once the invoice is paid in full (nothing records it as settled); null when unknown.
   */
  readonly latePaymentInterest: Money | null;
  readonly interestKind: 'commercial' | 'statutory';
  /** The annual rate of that kind in force on `asOf`, basis points; null beyond the rate table. */
  readonly interestRate: number | null;
  /**
   * Some of the days counted lie after the rate table is known to be complete: the last known rate was
   * assumed to hold (the domain's 'rates_assumed_unchanged').
   */
  readonly ratesAssumed: boolean;
  /** null for a consumer: the compensation is due only in commercial transactions. */
  readonly compensation: {
    readonly eur: CompensationEur;
    /** The NBP EUR rate date the act names for this due date. */
    readonly rateDate: IsoDate;
    /** PLN at `eurRate`; null when that rate is not known. */
    readonly pln: Money | null;
  } | null;
}

/**
 * `eurRate`: the NBP table A EUR mid rate of `compensation.rateDate` (see compensationRateDate), or
 * null when it could not be had; the compensation is then claimed in EUR only.
 */
export function overdueClaim(
  facts: OverdueInvoiceFacts,
  asOf: IsoDate,
  eurRate: ExchangeRate | null,
  table: RateTable = {},
): OverdueClaim {
  const kind = interestKindFor(facts.debtor ?? 'business');
  const rates = table.rates ?? NBP_REFERENCE_RATES;
  const balance = Math.max(0, facts.balance);
  // Payments pay off the principal in date order (interest.ts): the principal is what was paid plus
  // what is still open, so the open part is exactly the balance.
  const payments = (facts.payments ?? []).filter((payment) => payment.amount > 0);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const counted = calculateInterestOnPayments({
    principal: balance + paid,
    kind,
    dueDate: facts.dueDate,
    payments,
    asOf,
    rates,
    ...(table.ratesKnownThrough ? { ratesKnownThrough: table.ratesKnownThrough } : {}),
  });
  const parts = counted.ok ? counted.value.parts : [];
  const sumOf = (late: boolean) =>
    parts.filter((part) => part.paid === late).reduce((sum, part) => sum + part.interest, 0);
  return {
    interest: counted.ok ? sumOf(false) : null,
    latePaymentInterest: counted.ok ? sumOf(true) : null,
    interestKind: kind,
    interestRate: interestRateOn(kind, asOf, rates),
    ratesAssumed: parts.some((part) => part.warnings.includes('rates_assumed_unchanged')),
    compensation: kind === 'statutory' ? null : compensationOf(facts, eurRate),
  };
}

function compensationOf(facts: OverdueInvoiceFacts, eurRate: ExchangeRate | null) {
  const claimPln = balanceInPln(facts.toPay, facts.gross, facts.grossPln);
  return {
    eur: compensationEur(claimPln),
    rateDate: compensationRateDate(facts.dueDate),
    pln: eurRate === null ? null : recoveryCompensation(claimPln, eurRate).pln,
  };
}
