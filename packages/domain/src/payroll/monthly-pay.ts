// An employment contract's pay for a month: the monthly gross pro rata by working hours (art. 130 KP
// hours; § 12 of the 1996 regulation on pay for part of a month), cut where an annex changes the pay.
import { addDays, dayOfWeek, type IsoDate } from '../dates/calendar.ts';
import { isPublicHoliday } from '../dates/holidays.ts';
import { mulDivMoney, type Money } from '../money.ts';

/** A full-time working day (art. 129 KP). */
export const HOURS_PER_DAY = 8;

/**
 * Full-time working hours from `from` to `to` (art. 130 KP): 8 for every weekday that is not a public
 * holiday, less 8 for each holiday falling on a Saturday (it lowers the month's working time too).
 */
export function workingHours(from: IsoDate, to: IsoDate): number {
  let hours = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = dayOfWeek(day);
    const holiday = isPublicHoliday(day);
    if (weekday <= 5 && !holiday) hours += HOURS_PER_DAY;
    if (weekday === 6 && holiday) hours -= HOURS_PER_DAY;
  }
  return Math.max(0, hours);
}

export interface WorkingTimeFraction {
  readonly numerator: number;
  readonly denominator: number;
}

/** Days of the month under one version of the contract (the contract, or the contract as annexed). */
export interface PayPeriod {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly monthlyGross: Money;
  readonly workingTime: WorkingTimeFraction;
}

export interface MonthPayInput {
  readonly monthFrom: IsoDate;
  readonly monthTo: IsoDate;
  /** In date order, not overlapping, within the month; the last one holds the terms at the month's end. */
  readonly periods: readonly PayPeriod[];
  readonly unpaidLeaveDays: number;
  readonly unpaidLeaveHours: number;
}

/**
 * The month's base pay. Each period earns its monthly gross × (its full-time working hours ÷ the
 * month's full-time hours): the working-time fraction cancels, as the month's hours at the fraction
 * and the hours worked at the fraction shrink alike. Unpaid leave is not dated in the month's inputs,
 * so it is deducted at the hourly rate of the last period (a leave day is 8 hours × its fraction).
 * One rounding at the end (half-up to the grosz); with one period and no leave a full month pays the
 * monthly gross exactly, and the result is never below 0 nor above what the periods earn.
 */
export function employmentMonthPay(input: MonthPayInput): Money {
  const monthHours = workingHours(input.monthFrom, input.monthTo);
  const last = input.periods[input.periods.length - 1];
  if (monthHours === 0 || last === undefined) return 0;
  const { numerator: n, denominator: d } = last.workingTime;
  if (n <= 0 || d <= 0) return 0;
  // Everything over the common denominator monthHours × n (units of 1/d hour for the leave).
  let earned = 0n;
  for (const period of input.periods) {
    earned += BigInt(period.monthlyGross) * BigInt(workingHours(period.from, period.to)) * BigInt(n);
  }
  const leaveUnits = input.unpaidLeaveDays * HOURS_PER_DAY * n + input.unpaidLeaveHours * d;
  const deducted = BigInt(last.monthlyGross) * BigInt(Math.max(0, leaveUnits));
  const numerator = earned - deducted;
  if (numerator <= 0n) return 0;
  // A Saturday holiday before a mid-month start gives the active days more hours than the month has:
  // nobody earns more than a full month at the highest rate in force.
  const ceiling = Math.max(...input.periods.map((period) => period.monthlyGross));
  return Math.min(ceiling, mulDivMoney(1, numerator, BigInt(monthHours) * BigInt(n)));
}
