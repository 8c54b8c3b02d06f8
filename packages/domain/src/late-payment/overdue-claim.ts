// What an overdue invoice claims on a given day beyond its balance: statutory interest for delay in
// commercial transactions on the unpaid balance, and the flat compensation for recovery costs. The
// overdue list, the demand letter and the automatic schedule all count with this one function.
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
import { calculateInterest } from './interest.ts';
import { interestRateOn } from './rates.ts';

export interface OverdueInvoiceFacts {
  /** What is still unpaid, in the invoice currency. */
  readonly balance: Money;
  /** The invoice's amount to pay, in its currency (the claim the compensation thresholds look at). */
  readonly toPay: Money;
  /** Gross in its currency and in PLN (null for a PLN invoice): the invoice's own rate. */
  readonly gross: Money;
  readonly grossPln: Money | null;
  readonly dueDate: IsoDate;
}

export interface OverdueClaim {
  /**
   * Interest on the balance from the day after the (art. 115 KC) deadline to `asOf`, invoice currency;
   * null when part of that time lies before the rate table (rates.ts): unknown, not zero.
   */
  readonly interest: Money | null;
  /** The annual commercial rate in force on `asOf`, basis points; null beyond the rate table. */
  readonly interestRate: number | null;
  readonly compensation: {
    readonly eur: CompensationEur;
    /** The NBP EUR rate date the act names for this due date. */
    readonly rateDate: IsoDate;
    /** PLN at `eurRate`; null when that rate is not known. */
    readonly pln: Money | null;
  };
}

/**
 * `eurRate`: the NBP table A EUR mid rate of `compensation.rateDate` (see compensationRateDate), or
 * null when it could not be had; the compensation is then claimed in EUR only.
 */
export function overdueClaim(
  facts: OverdueInvoiceFacts,
  asOf: IsoDate,
  eurRate: ExchangeRate | null,
): OverdueClaim {
  const counted = calculateInterest({
    principal: Math.max(0, facts.balance),
    kind: 'commercial',
    dueDate: facts.dueDate,
    paymentDate: asOf,
  });
  const claimPln = balanceInPln(facts.toPay, facts.gross, facts.grossPln);
  const rateDate = compensationRateDate(facts.dueDate);
  return {
    interest: counted.ok ? counted.value.interest : null,
    interestRate: interestRateOn('commercial', asOf),
    compensation: {
      eur: compensationEur(claimPln),
      rateDate,
      pln: eurRate === null ? null : recoveryCompensation(claimPln, eurRate).pln,
    },
  };
}
