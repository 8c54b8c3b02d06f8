// When the month's JPK_V7M is due: art. 99 ust. 1 and art. 109 ust. 3b of the VAT act (the 25th of the
// following month), moved by art. 12 § 5 of the Tax Ordinance past a Saturday or a day off.
import { effectiveDeadline } from '../dates/business-days.ts';
import { toIsoDate, type IsoDate } from '../dates/calendar.ts';
import type { JpkPeriod } from './jpk-types.ts';

/** The 25th of the following month, moved past Saturdays, Sundays and public holidays. */
export function jpkDueDate(period: JpkPeriod): IsoDate {
  if (!Number.isInteger(period.month) || period.month < 1 || period.month > 12) {
    throw new RangeError(`month ${period.month} is not 1–12`);
  }
  const year = period.month === 12 ? period.year + 1 : period.year;
  const month = period.month === 12 ? 1 : period.month + 1;
  return effectiveDeadline(toIsoDate(year, month, 25));
}
