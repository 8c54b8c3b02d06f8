// How long a worker has been employed by this employer, for the notice period of art. 36 § 1 KP,
// which counts every employment with the same employer, not only the contract being ended.
import { addDays, maxDate, minDate, type IsoDate } from '../dates/calendar.ts';

/** An earlier employment contract of the worker: its first and last day (null: still running). */
export interface EarlierEmployment {
  readonly startDate: IsoDate;
  readonly lastDay: IsoDate | null;
  /**
   * 'same': with this employer (the contracts kept here); 'elsewhere': with another employer, from the
   * worker's certificates. Employment elsewhere counts for leave (art. 154 § 1 and 155 KP), never for
   * the notice period, so it is ignored here.
   */
  readonly employer: 'same' | 'elsewhere';
}

const DAY_MS = 86_400_000;
const dayNumber = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The day the worker's employment with this employer is counted from: the contract's start moved back
 * by every day of earlier employment with the same employer (days of overlapping contracts once, and
 * only days before the contract starts). Continuous employment gives the first contract's start; a
 * break is not counted, so two 4-month contracts a year apart count as 8 months.
 */
export function noticeEmployedSince(contractStart: IsoDate, earlier: readonly EarlierEmployment[]): IsoDate {
  const before = addDays(contractStart, -1);
  const spans = earlier
    .filter((spell) => spell.employer === 'same' && spell.startDate <= before)
    .map((spell) => ({
      from: spell.startDate,
      to: spell.lastDay === null ? before : minDate(spell.lastDay, before),
    }))
    .filter((span) => span.from <= span.to)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  let days = 0;
  let covered: IsoDate | null = null;
  for (const span of spans) {
    const from: IsoDate = covered === null ? span.from : maxDate(span.from, addDays(covered, 1));
    if (from <= span.to) days += dayNumber(span.to) - dayNumber(from) + 1;
    covered = covered === null ? span.to : maxDate(covered, span.to);
  }
  return addDays(contractStart, -days);
}
