import type { CalendarEvent, EventGuest, Recurrence } from '@saldo/contracts/calendar';
import type { EventRow } from './calendar.repository.ts';
import { rruleText, type Occurrence } from './recurrence.ts';
import { formatWarsaw, warsawDay } from './warsaw-time.ts';

export function recurrenceOf(row: EventRow): Recurrence | null {
  if (!row.recurrenceFreq) return null;
  return {
    freq: row.recurrenceFreq,
    interval: row.recurrenceInterval,
    until: row.recurrenceUntil,
    count: row.recurrenceCount,
  };
}

/** An all-day event shows dates (the end exclusive); a timed one Warsaw time with its offset. */
const timeText = (instant: Date, allDay: boolean) => (allDay ? warsawDay(instant) : formatWarsaw(instant));

/** One event, or one occurrence of a series, as the API shows it. */
export function toCalendarEvent(
  row: EventRow,
  guests: EventGuest[],
  editable: boolean,
  occurrence: Occurrence = { start: row.startAt, end: row.endAt },
): CalendarEvent {
  const recurrence = recurrenceOf(row);
  return {
    id: String(row.id),
    ...(recurrence ? { groupId: String(row.id) } : {}),
    url: row.url,
    title: row.title,
    start: timeText(occurrence.start, row.allDay),
    end: timeText(occurrence.end, row.allDay),
    allDay: row.allDay,
    editable,
    extendedProps: {
      calendar: row.calendar,
      guests,
      location: row.location,
      description: row.description,
      recurrence,
      rrule: recurrence ? rruleText(recurrence) : null,
      seriesStart: timeText(row.startAt, row.allDay),
      seriesEnd: timeText(row.endAt, row.allDay),
      source: null,
      ownerId: row.createdBy,
    },
  };
}
