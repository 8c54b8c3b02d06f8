import type { Money } from '../money.ts';

/**
 * The statutory minimum pay (ustawa z 10.10.2002 o minimalnym wynagrodzeniu za pracę, and the Council
 * of Ministers' yearly regulation): the monthly wage for full time and the hourly rate of a contract of
 * mandate. Grosze, by calendar year. A year after the last known one keeps the last known figures until
 * the table is extended (the regulation is published each September).
 */
export const MINIMUM_MONTHLY_WAGE: Readonly<Record<number, Money>> = {
  2025: 4_666_00,
  2026: 4_806_00,
};

export const MINIMUM_HOURLY_RATE: Readonly<Record<number, Money>> = {
  2025: 30_50,
  2026: 31_40,
};

/** A part of full time, as written in an employment contract: 1/2, 3/4, 7/8, 1/1. */
export interface WorkingTime {
  readonly numerator: number;
  readonly denominator: number;
}

export const FULL_TIME: WorkingTime = { numerator: 1, denominator: 1 };

/** The largest denominator accepted: eighths, tenths, sixteenths are in use; no contract needs more. */
export const MAX_WORKING_TIME_DENOMINATOR = 100;

export function isValidWorkingTime(time: WorkingTime): boolean {
  const { numerator, denominator } = time;
  return (
    Number.isInteger(numerator) &&
    Number.isInteger(denominator) &&
    numerator > 0 &&
    denominator > 0 &&
    denominator <= MAX_WORKING_TIME_DENOMINATOR &&
    numerator <= denominator
  );
}

function figureFor(table: Readonly<Record<number, Money>>, year: number): Money | null {
  const known = Object.keys(table)
    .map(Number)
    .filter((y) => y <= year);
  return known.length === 0 ? null : (table[Math.max(...known)] ?? null);
}

/** Null for a year before the table. */
export function minimumMonthlyWage(year: number): Money | null {
  return figureFor(MINIMUM_MONTHLY_WAGE, year);
}

/** Null for a year before the table. */
export function minimumHourlyRate(year: number): Money | null {
  return figureFor(MINIMUM_HOURLY_RATE, year);
}

/**
 * The least monthly pay for this working time in this year (art. 6 ust. 2 of the act: pro rata to the
 * working time). Rounded up to the grosz: pay one grosz short of the exact share is below the minimum.
 */
export function proRataMinimumWage(year: number, time: WorkingTime): Money | null {
  if (!isValidWorkingTime(time)) throw new RangeError('invalid working time');
  const full = minimumMonthlyWage(year);
  if (full === null) return null;
  const exact = BigInt(full) * BigInt(time.numerator);
  const denominator = BigInt(time.denominator);
  return Number((exact + denominator - 1n) / denominator);
}

export type MinimumPayRule = 'minimumWage' | 'minimumHourlyRate';

export interface MinimumPayShortfall {
  readonly rule: MinimumPayRule;
  readonly year: number;
  /** The least amount allowed (grosze): the monthly pay for the working time, or the hourly rate. */
  readonly minimum: Money;
}

/** Null when the monthly gross for this working time is at least the year's pro-rata minimum wage. */
export function checkMonthlyWage(gross: Money, time: WorkingTime, year: number): MinimumPayShortfall | null {
  const minimum = proRataMinimumWage(year, time);
  return minimum === null || gross >= minimum ? null : { rule: 'minimumWage', year, minimum };
}

/** Null when a contract of mandate's hourly rate is at least the year's minimum hourly rate (art. 8a). */
export function checkHourlyRate(rate: Money, year: number): MinimumPayShortfall | null {
  const minimum = minimumHourlyRate(year);
  return minimum === null || rate >= minimum ? null : { rule: 'minimumHourlyRate', year, minimum };
}
