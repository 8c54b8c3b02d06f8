import { addBusinessDays } from '../dates/business-days.ts';
import {
  addDays,
  addMonths,
  dayOfWeek,
  endOfMonth,
  minDate,
  startOfMonth,
  type IsoDate,
} from '../dates/calendar.ts';
import { err, ok, type Result } from '../result.ts';
import type { EmploymentType } from './contract-kinds.ts';

/** How long a notice runs: 3 working days, 1 or 2 weeks, 1 or 3 months (Kodeks pracy). */
export interface NoticeLength {
  readonly unit: 'workingDays' | 'weeks' | 'months';
  readonly count: number;
}

export interface NoticeInput {
  readonly employmentType: EmploymentType;
  readonly startDate: IsoDate;
  /** The agreed end of a fixed-term or trial contract; null for an indefinite one. */
  readonly endDate: IsoDate | null;
  /** The day the notice reaches the other party. */
  readonly noticeDate: IsoDate;
  /**
   * Since when the worker is employed by this employer (art. 36 § 1 counts all employment with the
   * same employer). Defaults to the contract's start.
   */
  readonly employedSince?: IsoDate;
}

export interface Notice {
  /** art34: a trial contract; art36: indefinite and fixed-term contracts (since 22.02.2016). */
  readonly rule: 'art34' | 'art36';
  readonly length: NoticeLength;
  /** Where the notice period itself ends (art. 30 § 2¹: on a Saturday or a month's last day). */
  readonly periodEnd: IsoDate;
  /** The contract's last day: the period's end, or the agreed end date of a fixed-term contract if sooner. */
  readonly lastDay: IsoDate;
}

export type NoticeProblem = 'noticeBeforeStart' | 'noticeAfterEnd';

/**
 * The end of a notice period given on `noticeDate` (the day it is given does not count). Weeks run
 * from the next Sunday and end on a Saturday; months run from the next month's first day and end on a
 * month's last day (art. 30 § 2¹ KP); working days are Monday to Friday outside public holidays.
 */
export function noticePeriodEnd(noticeDate: IsoDate, length: NoticeLength): IsoDate {
  switch (length.unit) {
    case 'workingDays':
      return addBusinessDays(noticeDate, length.count);
    case 'weeks': {
      const weekday = dayOfWeek(noticeDate);
      const sunday = addDays(noticeDate, weekday === 7 ? 7 : 7 - weekday);
      return addDays(sunday, 7 * length.count - 1);
    }
    case 'months': {
      const first = addMonths(startOfMonth(noticeDate), 1);
      return endOfMonth(addMonths(first, length.count - 1));
    }
  }
}

/** True when `months` of employment since `since` are complete by the end of `date`. */
function completed(since: IsoDate, months: number, date: IsoDate): boolean {
  return date >= addDays(addMonths(since, months), -1);
}

/** Art. 36 § 1: under 6 months 2 weeks, 6 months to 3 years 1 month, 3 years or more 3 months. */
export function article36Length(since: IsoDate, date: IsoDate): NoticeLength {
  if (completed(since, 36, date)) return { unit: 'months', count: 3 };
  if (completed(since, 6, date)) return { unit: 'months', count: 1 };
  return { unit: 'weeks', count: 2 };
}

/** Art. 34: a trial of up to 2 weeks 3 working days, over 2 weeks 1 week, of 3 months 2 weeks. */
export function article34Length(startDate: IsoDate, endDate: IsoDate): NoticeLength {
  if (completed(startDate, 3, endDate)) return { unit: 'weeks', count: 2 };
  if (endDate >= addDays(startDate, 14)) return { unit: 'weeks', count: 1 };
  return { unit: 'workingDays', count: 3 };
}

const rank = (length: NoticeLength): number =>
  length.unit === 'months' ? length.count * 30 : length.unit === 'weeks' ? length.count * 7 : length.count;

/**
 * The notice period and the last day of an employment contract given notice on `noticeDate`. Under
 * art. 36 the length of employment is counted to the period's end: when the worker completes 6 months
 * or 3 years while the notice runs, the longer period applies (the Supreme Court's reading; [D] in the
 * reference, so it is the conservative choice for the employer giving notice).
 */
export function computeNotice(input: NoticeInput): Result<Notice, NoticeProblem> {
  const { employmentType, startDate, endDate, noticeDate } = input;
  if (noticeDate < startDate) return err('noticeBeforeStart');
  if (endDate !== null && noticeDate > endDate) return err('noticeAfterEnd');
  const cut = (periodEnd: IsoDate) => (endDate === null ? periodEnd : minDate(periodEnd, endDate));
  if (employmentType === 'trial' && endDate !== null) {
    const length = article34Length(startDate, endDate);
    const periodEnd = noticePeriodEnd(noticeDate, length);
    return ok({ rule: 'art34', length, periodEnd, lastDay: cut(periodEnd) });
  }
  const since = input.employedSince ?? startDate;
  let length = article36Length(since, noticeDate);
  let periodEnd = noticePeriodEnd(noticeDate, length);
  for (;;) {
    const reached = article36Length(since, periodEnd);
    if (rank(reached) <= rank(length)) break;
    length = reached;
    periodEnd = noticePeriodEnd(noticeDate, length);
  }
  return ok({ rule: 'art36', length, periodEnd, lastDay: cut(periodEnd) });
}
