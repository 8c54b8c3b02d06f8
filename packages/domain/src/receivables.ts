// Receivables reporting rules: aging bands by days overdue, days sales outstanding, and a foreign
// invoice's open balance in PLN. The report adds invoices of every currency together, so everything
// is brought to PLN first, each invoice at its own rate.
import { effectiveDeadline } from './dates/business-days.ts';
import { addDays, daysBetween, type IsoDate } from './dates/calendar.ts';
import { assertSafeInteger, divRoundHalfUp, toSafeNumber } from './decimal.ts';
import type { Money } from './money.ts';

/** Days-overdue bands; the contract (`@saldo/contracts/debt`) repeats them and a server test keeps them equal. */
export const OVERDUE_BANDS = ['1_30', '31_60', '61_90', 'over_90'] as const;
export type OverdueBand = (typeof OVERDUE_BANDS)[number];
export const AGING_BUCKETS = ['not_due', ...OVERDUE_BANDS] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The first day overdue that falls in each band. */
export const OVERDUE_BAND_START: Readonly<Record<OverdueBand, number>> = {
  '1_30': 1,
  '31_60': 31,
  '61_90': 61,
  over_90: 91,
};

/**
 * Days past the deadline on `date`, 0 while not late. The deadline is the due date moved by art. 115
 * KC (a Saturday or a day off ends on the next working day), as the invoice list counts it.
 */
export function daysOverdue(dueDate: IsoDate, date: IsoDate): number {
  return Math.max(0, daysBetween(effectiveDeadline(dueDate), date));
}

export function agingBucket(dueDate: IsoDate, date: IsoDate): AgingBucket {
  const days = daysOverdue(dueDate, date);
  // Longest band first: the first band whose start the invoice has reached is its band.
  for (let i = OVERDUE_BANDS.length - 1; i >= 0; i--) {
    const band = OVERDUE_BANDS[i];
    if (band !== undefined && days >= OVERDUE_BAND_START[band]) return band;
  }
  return 'not_due';
}

/**
 * The latest due date that is at least `days` days overdue on `date`. Every earlier due date is too,
 * because moving deadlines off weekends never puts an earlier due date's deadline after a later
 * one's; so a query can band invoices by comparing due dates, without a holiday calendar in SQL.
 */
export function latestDueDateOverdueBy(date: IsoDate, days: number): IsoDate {
  const lastDeadline = addDays(date, -days);
  let due = lastDeadline;
  while (effectiveDeadline(due) > lastDeadline) due = addDays(due, -1);
  return due;
}

/**
 * For each overdue band, the latest due date in it (or in an older band) on `date`. A due date after
 * the '1_30' boundary is not due; one after the '31_60' boundary is in '1_30'; and so on.
 */
export function agingBoundaries(date: IsoDate): Readonly<Record<OverdueBand, IsoDate>> {
  return {
    '1_30': latestDueDateOverdueBy(date, OVERDUE_BAND_START['1_30']),
    '31_60': latestDueDateOverdueBy(date, OVERDUE_BAND_START['31_60']),
    '61_90': latestDueDateOverdueBy(date, OVERDUE_BAND_START['61_90']),
    over_90: latestDueDateOverdueBy(date, OVERDUE_BAND_START.over_90),
  };
}

/**
 * Days sales outstanding: receivables ÷ sales × days, to one decimal (half-up, exact: computed in
 * tenths on integers, so 29.95 never becomes 29.9 through binary fractions). Null without sales, when
 * the ratio means nothing.
 */
export function daysSalesOutstanding(receivables: Money, sales: Money, days: number): number | null {
  assertSafeInteger(receivables, 'receivables');
  assertSafeInteger(sales, 'sales');
  assertSafeInteger(days, 'days');
  if (sales <= 0) return null;
  const tenths = divRoundHalfUp(BigInt(receivables) * BigInt(days) * 10n, BigInt(sales));
  return toSafeNumber(tenths, 'days sales outstanding') / 10;
}

/**
 * An open balance in PLN at the invoice's own rate (its PLN gross over its gross), half-up, so that
 * the whole balance is exactly the PLN gross and part of it is in proportion. A PLN invoice has no
 * PLN gross of its own (null) and is returned as is; so is a zero-gross document, which has no rate to
 * take (and owes nothing).
 */
export function balanceInPln(balance: Money, gross: Money, grossPln: Money | null): Money {
  assertSafeInteger(balance, 'balance');
  if (grossPln === null || gross === 0) return balance;
  return toSafeNumber(divRoundHalfUp(BigInt(balance) * BigInt(grossPln), BigInt(gross)), 'balance in PLN');
}
