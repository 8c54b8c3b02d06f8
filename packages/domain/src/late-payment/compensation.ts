// Compensation for recovery costs (rekompensata za koszty odzyskiwania należności), art. 10 of the
// late-payment act: a flat amount per invoice in a commercial transaction, due without a demand once
// interest is owed (CJEU C-78/22: per transaction). Thresholds apply to the amount of the claim in PLN:
//   ≤ 5 000 PLN → 40 EUR;  > 5 000 and < 50 000 PLN → 70 EUR;  ≥ 50 000 PLN → 100 EUR.
// EUR is converted at the NBP table A mid rate of the last business day of the month preceding the
// month in which the payment became due.
import { lastBusinessDayOfMonth } from '../dates/business-days.ts';
import { addDays, calendarDate, toIsoDate, type IsoDate } from '../dates/calendar.ts';
import { toPln, type ExchangeRate } from '../exchange-rate.ts';
import type { Money } from '../money.ts';

export type CompensationEur = 40 | 70 | 100;

/** 5 000,00 and 50 000,00 PLN in grosze. */
export const COMPENSATION_LOWER_THRESHOLD: Money = 500_000;
export const COMPENSATION_UPPER_THRESHOLD: Money = 5_000_000;

export function compensationEur(claimPln: Money): CompensationEur {
  if (claimPln <= COMPENSATION_LOWER_THRESHOLD) return 40;
  if (claimPln < COMPENSATION_UPPER_THRESHOLD) return 70;
  return 100;
}

export interface RecoveryCompensation {
  readonly eur: CompensationEur;
  /** Grosze, half-up. */
  readonly pln: Money;
}

/** eurRate: the NBP EUR rate (scaled 10 000) of the date from compensationRateDate(). */
export function recoveryCompensation(claimPln: Money, eurRate: ExchangeRate): RecoveryCompensation {
  const eur = compensationEur(claimPln);
  return { eur, pln: toPln(eur * 100, eurRate) };
}

export interface CompensationRateDateOptions {
  /**
   * When the payment "became due". 'due_date' (default): on the due date itself. 'day_after_due': the
   * reading that a term ending on the last day of a month makes the claim due in the next month. The
   * reference marks this as unsettled, so it is the caller's choice.
   */
  readonly becameDue?: 'due_date' | 'day_after_due';
}

/** The date of the NBP EUR rate to use: last business day of the month before the payment became due. */
export function compensationRateDate(dueDate: IsoDate, options: CompensationRateDateOptions = {}): IsoDate {
  const due = options.becameDue === 'day_after_due' ? addDays(dueDate, 1) : dueDate;
  const { year, month } = calendarDate(due);
  // January of year 1 has no month before it in the calendar. Only old, unchecked data holds such a
  // date, and no EUR rate exists for it either way: its own first day stands in, rather than a throw
  // that would fail every list the invoice appears in.
  if (month === 1 && year === 1) return toIsoDate(1, 1, 1);
  return month === 1 ? lastBusinessDayOfMonth(year - 1, 12) : lastBusinessDayOfMonth(year, month - 1);
}
