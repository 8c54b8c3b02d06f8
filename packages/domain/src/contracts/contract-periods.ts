import {
  addDays,
  addMonths,
  daysInMonth,
  maxDate,
  minDate,
  toIsoDate,
  type IsoDate,
} from '../dates/calendar.ts';
import type { EmploymentType } from './contract-kinds.ts';

/** When a contract runs: from its start to its last day (null: open-ended). */
export interface ContractPeriod {
  readonly startDate: IsoDate;
  /** The agreed end (fixed-term, trial, a civil contract's term); null when none was agreed. */
  readonly endDate: IsoDate | null;
  /** The last day after a termination; null while the contract is not terminated. */
  readonly terminatedOn?: IsoDate | null;
}

/** The day after which the contract no longer binds: the sooner of its end and its termination. */
export function lastDayOf(period: ContractPeriod): IsoDate | null {
  const ends = [period.endDate, period.terminatedOn ?? null].filter((day): day is IsoDate => day !== null);
  return ends.length === 0 ? null : ends.reduce(minDate);
}

export function isActiveOn(period: ContractPeriod, date: IsoDate): boolean {
  const last = lastDayOf(period);
  return period.startDate <= date && (last === null || date <= last);
}

/** The days of a month (1–12) the contract runs in, or null when it does not run in that month. */
export function activeDaysInMonth(
  period: ContractPeriod,
  year: number,
  month: number,
): { from: IsoDate; to: IsoDate } | null {
  const first = toIsoDate(year, month, 1);
  const last = toIsoDate(year, month, daysInMonth(year, month));
  const end = lastDayOf(period);
  const from = maxDate(first, period.startDate);
  const to = end === null ? last : minDate(last, end);
  return from <= to ? { from, to } : null;
}

export function isActiveInMonth(period: ContractPeriod, year: number, month: number): boolean {
  return activeDaysInMonth(period, year, month) !== null;
}

/** Whether two contracts run on at least one common day. */
export function periodsOverlap(a: ContractPeriod, b: ContractPeriod): boolean {
  const aEnd = lastDayOf(a);
  const bEnd = lastDayOf(b);
  return (aEnd === null || b.startDate <= aEnd) && (bEnd === null || a.startDate <= bEnd);
}

/** Art. 25¹ § 1 KP: fixed-term employment with one employer may last at most 33 months. */
export const MAX_FIXED_TERM_MONTHS = 33;
/** Art. 25 § 2 KP: a trial contract lasts at most 3 months. */
export const MAX_TRIAL_MONTHS = 3;

export type PeriodProblem =
  'endDateRequired' | 'endDateNotAllowed' | 'endBeforeStart' | 'trialTooLong' | 'fixedTermTooLong';

/**
 * The dates an employment contract of this type may carry; null when they are fine. Only the single
 * contract is checked against the 33 months: the limit over a series of contracts is the employer's to
 * watch (it also counts contracts from before Saldo).
 */
export function employmentPeriodProblem(
  type: EmploymentType,
  startDate: IsoDate,
  endDate: IsoDate | null,
): PeriodProblem | null {
  if (type === 'indefinite') return endDate === null ? null : 'endDateNotAllowed';
  if (endDate === null) return 'endDateRequired';
  if (endDate < startDate) return 'endBeforeStart';
  const months = type === 'trial' ? MAX_TRIAL_MONTHS : MAX_FIXED_TERM_MONTHS;
  if (endDate > addDays(addMonths(startDate, months), -1))
    return type === 'trial' ? 'trialTooLong' : 'fixedTermTooLong';
  return null;
}

/** A civil contract may be open-ended or end on a day, not before it starts. */
export function civilPeriodProblem(startDate: IsoDate, endDate: IsoDate | null): PeriodProblem | null {
  return endDate !== null && endDate < startDate ? 'endBeforeStart' : null;
}
