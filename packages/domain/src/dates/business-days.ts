// Business days (Monday–Friday that are not public holidays) and the two deadline rules built on them.
import { addDays, daysInMonth, toIsoDate, type IsoDate } from './calendar.ts';
import { isPublicHoliday, isWeekend } from './holidays.ts';

export function isBusinessDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isPublicHoliday(date);
}

/** The last business day strictly before the date. */
export function previousBusinessDay(date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** The first business day strictly after the date. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let day = addDays(date, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** Adds business days (negative goes back); 0 returns the date itself even on a holiday. */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  let day = date;
  for (let left = Math.abs(days); left > 0; left--) {
    day = days > 0 ? nextBusinessDay(day) : previousBusinessDay(day);
  }
  return day;
}

export function lastBusinessDayOfMonth(year: number, month: number): IsoDate {
  const last = toIsoDate(year, month, daysInMonth(year, month));
  return isBusinessDay(last) ? last : previousBusinessDay(last);
}

/**
 * The date whose NBP table A rate converts a foreign-currency invoice: the last business day before the
 * tax point (art. 31a ust. 1 of the VAT act), or before the issue date when the invoice is issued before
 * the tax point. NBP also skips a day now and then; the caller fetching the table should step further
 * back on HTTP 404.
 */
export function nbpRateDate(taxPointOrIssueDate: IsoDate): IsoDate {
  return previousBusinessDay(taxPointOrIssueDate);
}

/**
 * Art. 115 of the Civil Code: a deadline that falls on a Saturday or a statutory day off (every Sunday
 * and public holiday) ends on the next day that is neither. A payment due on Saturday 15 March is on
 * time on Monday 17 March, so it is neither overdue nor interest-bearing before then.
 */
export function effectiveDeadline(date: IsoDate): IsoDate {
  let day = date;
  while (isWeekend(day) || isPublicHoliday(day)) day = addDays(day, 1);
  return day;
}
