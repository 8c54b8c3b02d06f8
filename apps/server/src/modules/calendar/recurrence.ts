// Recurring events follow an RFC 5545 rule (the rrule package) read in Warsaw wall-clock time: the
// rule runs on "floating" dates (wall-clock written as UTC) and each occurrence is turned into an
// instant afterwards, so a weekly 09:00 meeting is at 09:00 in Warsaw on both sides of a clock change.
import type { Recurrence } from '@saldo/contracts/calendar';
import rrulePackage from 'rrule';
import { fromFloating, startOfWarsawDay, toFloating } from './warsaw-time.ts';

// rrule ships CommonJS with a default export object under Node's ESM loader.
const { RRule } = rrulePackage;

const FREQUENCY = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;

/** Never more than this many occurrences in one answer (a daily rule over a wide window). */
export const MAX_OCCURRENCES = 1000;

function ruleFor(recurrence: Recurrence, seriesStart: Date): InstanceType<typeof RRule> {
  return new RRule({
    freq: FREQUENCY[recurrence.freq],
    interval: recurrence.interval,
    dtstart: toFloating(seriesStart),
    ...(recurrence.count !== null ? { count: recurrence.count } : {}),
    // The last day, inclusive: up to its last second in Warsaw.
    ...(recurrence.until !== null ? { until: new Date(`${recurrence.until}T23:59:59Z`) } : {}),
  });
}

/** The RRULE line's value (FREQ=WEEKLY;INTERVAL=1;…), without DTSTART. */
export function rruleText(recurrence: Recurrence): string {
  const parts = [`FREQ=${recurrence.freq.toUpperCase()}`, `INTERVAL=${recurrence.interval}`];
  if (recurrence.count !== null) parts.push(`COUNT=${recurrence.count}`);
  // UNTIL in UTC (RFC 5545 requires it when DTSTART carries a TZID): the end of that Warsaw day.
  if (recurrence.until !== null) {
    const endOfDay = new Date(startOfWarsawDay(recurrence.until).getTime() + 86_400_000 - 1000);
    parts.push(`UNTIL=${endOfDay.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
  }
  return parts.join(';');
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/**
 * The occurrences that overlap [from, to): each keeps the first occurrence's wall-clock length, so an
 * hour-long meeting stays an hour (and an all-day event whole days) across a clock change.
 */
export function occurrencesBetween(
  series: Occurrence,
  recurrence: Recurrence | null,
  from: Date,
  to: Date,
): Occurrence[] {
  if (!recurrence) return series.end > from && series.start < to ? [series] : [];
  const wallLength = toFloating(series.end).getTime() - toFloating(series.start).getTime();
  const rule = ruleFor(recurrence, series.start);
  // Floating bounds widened by the length (an occurrence begun before `from` may still be on) and a day.
  const after = new Date(toFloating(from).getTime() - wallLength - 86_400_000);
  const before = new Date(toFloating(to).getTime() + 86_400_000);
  const starts = rule.between(after, before, true, (_date, index) => index < MAX_OCCURRENCES);
  return starts
    .map((floating) => ({
      start: fromFloating(floating),
      end: fromFloating(new Date(floating.getTime() + wallLength)),
    }))
    .filter((occurrence) => occurrence.end > from && occurrence.start < to);
}
