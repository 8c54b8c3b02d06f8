// Interest for late payment, simple interest per period of constant rate:
//   interest = round(principal × rate × days / 365), half-up to the grosz, per period; total = Σ periods.
// Days run from the day after the due date to the payment date, inclusive. Periods split where the rate
// can change: 1 January and 1 July for commercial interest (fixed per half-year), every reference-rate
// change for statutory interest, and 1 January when counting actual days (366 in leap years).
// Adjacent periods with the same rate and year length are merged, so a split never changes the result.
import { effectiveDeadline } from '../dates/business-days.ts';
import { fromDayNumber, isLeapYear, toDayNumber, type IsoDate } from '../dates/calendar.ts';
import { divRoundHalfUp, toSafeNumber } from '../decimal.ts';
import { assertMoney, sumMoney, type Money } from '../money.ts';
import { err, ok, type Result } from '../result.ts';
import {
  interestRateOn,
  NBP_REFERENCE_RATES,
  REFERENCE_RATES_KNOWN_THROUGH,
  type ReferenceRateChange,
} from './rates.ts';

/** commercial: B2B transactions (+10 pp); commercial_healthcare: public healthcare debtor (+8 pp); statutory: KC art. 481. */
export type InterestKind = 'commercial' | 'commercial_healthcare' | 'statutory';

export interface InterestOptions {
  readonly kind: InterestKind;
  /** 365 (default, common practice) or 'actual' (366 in leap years); the law does not settle it. */
  readonly dayCount?: 365 | 'actual';
  /** Move a due date on a Saturday or day off to the next working day (art. 115 KC). Default true. */
  readonly shiftDueDate?: boolean;
  readonly rates?: readonly ReferenceRateChange[];
  readonly ratesKnownThrough?: IsoDate;
}

export interface InterestInput extends InterestOptions {
  readonly principal: Money;
  readonly dueDate: IsoDate;
  readonly paymentDate: IsoDate;
}

export interface InterestPeriod {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly days: number;
  /** Annual rate in basis points (1575 = 15.75 %). */
  readonly rate: number;
  readonly yearDays: 365 | 366;
  readonly interest: Money;
}

export type InterestWarning = 'rates_assumed_unchanged';

export interface InterestCalculation {
  readonly interest: Money;
  readonly days: number;
  readonly periods: readonly InterestPeriod[];
  readonly warnings: readonly InterestWarning[];
}

export type InterestResult = Result<InterestCalculation, 'rate_unknown'>;

export function calculateInterest(input: InterestInput): InterestResult {
  const { principal, kind, dueDate, paymentDate } = input;
  assertMoney(principal, 'principal');
  const rates = input.rates ?? NBP_REFERENCE_RATES;
  const due = (input.shiftDueDate ?? true) ? effectiveDeadline(dueDate) : dueDate;
  const start = toDayNumber(due) + 1;
  const end = toDayNumber(paymentDate);
  if (end < start || principal === 0) return ok({ interest: 0, days: 0, periods: [], warnings: [] });

  const boundaries = splitPoints(kind, rates, input.dayCount === 'actual', start, end);
  const raw: Omit<InterestPeriod, 'interest'>[] = [];
  let cursor = start;
  for (const boundary of [...boundaries, end + 1]) {
    if (boundary <= cursor) continue;
    const from = fromDayNumber(cursor);
    const rate = interestRateOn(kind, from, rates);
    if (rate === null) return err('rate_unknown');
    const yearDays = input.dayCount === 'actual' && isLeapYear(Number(from.slice(0, 4))) ? 366 : 365;
    const last = raw[raw.length - 1];
    const days = boundary - cursor;
    if (last !== undefined && last.rate === rate && last.yearDays === yearDays) {
      raw[raw.length - 1] = { ...last, to: fromDayNumber(boundary - 1), days: last.days + days };
    } else {
      raw.push({ from, to: fromDayNumber(boundary - 1), days, rate, yearDays });
    }
    cursor = boundary;
  }

  const periods = raw.map((p) => ({ ...p, interest: periodInterest(principal, p.rate, p.days, p.yearDays) }));
  const knownThrough = input.ratesKnownThrough ?? REFERENCE_RATES_KNOWN_THROUGH;
  const warnings: InterestWarning[] = paymentDate > knownThrough ? ['rates_assumed_unchanged'] : [];
  return ok({
    interest: sumMoney(periods.map((p) => p.interest)),
    days: end - start + 1,
    periods,
    warnings,
  });
}

function periodInterest(principal: Money, rate: number, days: number, yearDays: number): Money {
  const numerator = BigInt(principal) * BigInt(rate) * BigInt(days);
  return toSafeNumber(divRoundHalfUp(numerator, 10_000n * BigInt(yearDays)), 'interest');
}

function splitPoints(
  kind: InterestKind,
  rates: readonly ReferenceRateChange[],
  actualDays: boolean,
  start: number,
  end: number,
): number[] {
  const points = new Set<number>();
  const firstYear = Number(fromDayNumber(start).slice(0, 4));
  const lastYear = Number(fromDayNumber(end).slice(0, 4));
  for (let year = firstYear; year <= lastYear + 1; year++) {
    const y = String(year).padStart(4, '0');
    if (kind !== 'statutory' || actualDays) points.add(toDayNumber(`${y}-01-01`));
    if (kind !== 'statutory') points.add(toDayNumber(`${y}-07-01`));
  }
  if (kind === 'statutory') for (const change of rates) points.add(toDayNumber(change.from));
  return [...points].filter((p) => p > start && p <= end).sort((a, b) => a - b);
}

export interface LatePayment {
  readonly amount: Money;
  readonly date: IsoDate;
}

export interface InterestOnPaymentsInput extends InterestOptions {
  readonly principal: Money;
  readonly dueDate: IsoDate;
  readonly payments: readonly LatePayment[];
  /** Interest on the unpaid rest runs to this day inclusive (today, or the date of a demand letter). */
  readonly asOf: IsoDate;
}

export interface InterestOnPaymentsPart extends InterestCalculation {
  readonly amount: Money;
  /** The payment date, or asOf for the unpaid rest. */
  readonly until: IsoDate;
  readonly paid: boolean;
}

/**
 * Interest on an invoice paid in instalments: each payment is applied to the principal in date order
 * and bears interest until it was paid; the unpaid rest bears interest until asOf. Payments are not
 * first applied to interest (art. 451 § 1 KC would allow the creditor to do so); that is a choice made
 * when demanding payment, not arithmetic.
 */
export function calculateInterestOnPayments(
  input: InterestOnPaymentsInput,
): Result<{ interest: Money; parts: readonly InterestOnPaymentsPart[] }, 'rate_unknown'> {
  const { principal, dueDate, payments, asOf, ...options } = input;
  const sorted = [...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const parts: InterestOnPaymentsPart[] = [];
  let remaining = principal;
  const chunks: { amount: Money; until: IsoDate; paid: boolean }[] = [];
  for (const payment of sorted) {
    if (remaining <= 0) break;
    const amount = Math.min(payment.amount, remaining);
    if (amount <= 0) continue;
    chunks.push({ amount, until: payment.date, paid: true });
    remaining -= amount;
  }
  if (remaining > 0) chunks.push({ amount: remaining, until: asOf, paid: false });
  for (const chunk of chunks) {
    const result = calculateInterest({
      ...options,
      principal: chunk.amount,
      dueDate,
      paymentDate: chunk.until,
    });
    if (!result.ok) return result;
    parts.push({ ...result.value, ...chunk });
  }
  return ok({ interest: sumMoney(parts.map((p) => p.interest)), parts });
}
