// When the month's JPK_V7M is due.
import type { IsoDate } from '../dates/calendar.ts';
import type { JpkPeriod } from './jpk-types.ts';

/** The 25th of the following month, moved past Saturdays, Sundays and public holidays. */
export function jpkDueDate(period: JpkPeriod): IsoDate {
  void period;
  throw new Error('jpkDueDate: interface only, not implemented yet');
}
