// Repeating invoices. Occurrence n is always "first date + n periods" (never "previous + 1 period"),
// so a series started on 31 January runs 28/29 Feb, 31 Mar, 30 Apr, 31 May… instead of sticking to 28.
import { addMonths, type IsoDate } from './calendar.ts';

export const REPEAT_PERIODS = ['do_not_repeat', 'monthly', 'quarter'] as const;
export type RepeatPeriod = (typeof REPEAT_PERIODS)[number];

export const REPEAT_PERIOD_LABELS: Readonly<Record<RepeatPeriod, { pl: string; en: string }>> = {
  do_not_repeat: { pl: 'Nie powtarzaj', en: 'Do not repeat' },
  monthly: { pl: 'Co miesiąc', en: 'Monthly' },
  quarter: { pl: 'Co kwartał', en: 'Quarterly' },
};

const MONTHS: Readonly<Record<RepeatPeriod, number>> = { do_not_repeat: 0, monthly: 1, quarter: 3 };

export function isRepeatPeriod(value: string): value is RepeatPeriod {
  return (REPEAT_PERIODS as readonly string[]).includes(value);
}

/** The n-th occurrence (0 = the first date itself); null when the invoice does not repeat and n > 0. */
export function nthOccurrence(first: IsoDate, period: RepeatPeriod, n: number): IsoDate | null {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`invalid occurrence index ${n}`);
  if (n === 0) return first;
  if (period === 'do_not_repeat') return null;
  return addMonths(first, n * MONTHS[period]);
}

/** The first occurrence strictly after `after` (e.g. after the last generated invoice), or null. */
export function nextOccurrence(first: IsoDate, period: RepeatPeriod, after: IsoDate): IsoDate | null {
  if (first > after) return first;
  if (period === 'do_not_repeat') return null;
  const step = MONTHS[period];
  const [fy, fm] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  const [ay, am] = [Number(after.slice(0, 4)), Number(after.slice(5, 7))];
  // Jump close to the answer, then walk: at most a couple of iterations.
  let n = Math.max(1, Math.floor(((ay - fy) * 12 + (am - fm)) / step));
  let candidate = addMonths(first, n * step);
  while (candidate <= after) candidate = addMonths(first, ++n * step);
  while (n > 1) {
    const earlier = addMonths(first, (n - 1) * step);
    if (earlier <= after) break;
    candidate = earlier;
    n--;
  }
  return candidate;
}

/** Every occurrence in [from, to], inclusive, in order. */
export function occurrencesBetween(
  first: IsoDate,
  period: RepeatPeriod,
  from: IsoDate,
  to: IsoDate,
): IsoDate[] {
  const result: IsoDate[] = [];
  for (let n = 0; ; n++) {
    const date = nthOccurrence(first, period, n);
    if (date === null || date > to) break;
    if (date >= from) result.push(date);
  }
  return result;
}
