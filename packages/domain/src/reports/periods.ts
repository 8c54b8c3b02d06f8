// Report periods: whole months (a month, a quarter, a year, or a custom run of months), and the two
// periods a report compares with: the one just before (same length) and the same months a year earlier.

export const REPORT_PERIOD_KINDS = ['month', 'quarter', 'year', 'custom'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIOD_KINDS)[number];

/** 'YYYY-MM'. */
export type Month = string;

export interface MonthRange {
  /** First month, 'YYYY-MM'. */
  from: Month;
  /** Last month, inclusive. */
  to: Month;
}

export interface ComparedRanges {
  current: MonthRange;
  previous: MonthRange;
  lastYear: MonthRange;
}

/** A custom period spans at most this many months (a report over three years). */
export const MAX_REPORT_MONTHS = 36;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  const match = MONTH.exec(value);
  return match !== null && Number(match[1]) >= 1;
}

/** Months since year 0: arithmetic on months without Date and its time zones. */
export function monthIndex(month: Month): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return year * 12 + (m - 1);
}

export function monthOfIndex(index: number): Month {
  const year = Math.floor(index / 12);
  const m = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

export const addMonths = (month: Month, count: number): Month => monthOfIndex(monthIndex(month) + count);

export const monthsBetween = (range: MonthRange): number => monthIndex(range.to) - monthIndex(range.from) + 1;

/** Every month of the range, in order. */
export function monthsOf(range: MonthRange): Month[] {
  const start = monthIndex(range.from);
  return Array.from({ length: monthsBetween(range) }, (_, i) => monthOfIndex(start + i));
}

function daysInMonth(month: Month): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  if (m === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** The range as ISO dates, first day of `from` to last day of `to` (both inclusive). */
export function rangeDates(range: MonthRange): { from: string; to: string } {
  return { from: `${range.from}-01`, to: `${range.to}-${String(daysInMonth(range.to)).padStart(2, '0')}` };
}

/** The month, quarter or year holding `anchor` (a month). */
export function periodOf(kind: Exclude<ReportPeriodKind, 'custom'>, anchor: Month): MonthRange {
  const [year, m] = anchor.split('-').map(Number) as [number, number];
  if (kind === 'month') return { from: anchor, to: anchor };
  if (kind === 'year')
    return { from: `${String(year).padStart(4, '0')}-01`, to: `${String(year).padStart(4, '0')}-12` };
  const first = Math.floor((m - 1) / 3) * 3 + 1;
  const from = `${String(year).padStart(4, '0')}-${String(first).padStart(2, '0')}`;
  return { from, to: addMonths(from, 2) };
}

/** The period and what it is compared with: the same number of months just before, and a year before. */
export function comparedRanges(current: MonthRange): ComparedRanges {
  const length = monthsBetween(current);
  return {
    current,
    previous: { from: addMonths(current.from, -length), to: addMonths(current.from, -1) },
    lastYear: { from: addMonths(current.from, -12), to: addMonths(current.to, -12) },
  };
}

/** The smallest range holding all the given ones (one SQL pass reads them all). */
export function spanOf(ranges: readonly MonthRange[]): MonthRange {
  const from = Math.min(...ranges.map((r) => monthIndex(r.from)));
  const to = Math.max(...ranges.map((r) => monthIndex(r.to)));
  return { from: monthOfIndex(from), to: monthOfIndex(to) };
}
