// RFC 5545 text of the calendar (ical-generator): the subscription feed and the invitations' .ics.
// Timed events are written in Europe/Warsaw (DTSTART;TZID=…) with the zone's VTIMEZONE, so a weekly
// 09:00 meeting stays at 09:00 in Google, Outlook or Apple calendars after a clock change.
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, type ICalCalendar } from 'ical-generator';
import type { CalendarEvent } from '@saldo/contracts/calendar';
import { CALENDAR_ZONE, parseCalendarTime, toFloating } from './warsaw-time.ts';

/** Europe/Warsaw's rules since 1996 (EU summer time: last Sundays of March and October). */
const WARSAW_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * An instant that reads as Warsaw wall-clock time. ical-generator writes a zoned time from a date's
 * local fields; the server's own zone must not matter, so these fields answer in Warsaw.
 */
class WarsawDate extends Date {
  readonly internal: Date;
  readonly timeZone = CALENDAR_ZONE;
  constructor(instant: Date) {
    super(instant.getTime());
    this.internal = toFloating(instant);
  }
  withTimeZone(): WarsawDate {
    return this;
  }
  tzComponents() {
    return { offset: this.internal.getTime() - this.getTime() };
  }
  override getFullYear() {
    return this.internal.getUTCFullYear();
  }
  override getMonth() {
    return this.internal.getUTCMonth();
  }
  override getDate() {
    return this.internal.getUTCDate();
  }
  override getHours() {
    return this.internal.getUTCHours();
  }
  override getMinutes() {
    return this.internal.getUTCMinutes();
  }
  override getSeconds() {
    return this.internal.getUTCSeconds();
  }
}

const FREQ = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
} as const;

export function newCalendar(name: string, method?: 'request' | 'cancel'): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'Saldo', product: 'Calendar', language: 'PL' },
    timezone: { name: CALENDAR_ZONE, generator: () => WARSAW_VTIMEZONE },
    ...(method
      ? { method: method === 'request' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL }
      : {}),
  });
}

/** A day 'YYYY-MM-DD' as a date-only value (ical-generator reads its UTC fields without a zone). */
const dateOnly = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Adds one event as the API shows it: a series once, with its rule (the series' first start and end),
 * never expanded; an all-day event as dates.
 */
export function addEvent(
  calendar: ICalCalendar,
  event: CalendarEvent,
  options: { uidDomain: string; organizer?: { name: string; email: string } },
) {
  const { extendedProps: props } = event;
  const start = props.seriesStart;
  const end = props.seriesEnd;
  const recurrence = props.recurrence;
  const timed = !event.allDay;
  const at = (text: string) => {
    const instant = parseCalendarTime(text);
    if (!instant) throw new Error(`unreadable calendar time ${text}`);
    return new WarsawDate(instant);
  };
  calendar.createEvent({
    id: `${event.id}@${options.uidDomain}`,
    start: timed ? at(start) : dateOnly(start.slice(0, 10)),
    end: timed ? at(end) : dateOnly(end.slice(0, 10)),
    allDay: event.allDay,
    ...(timed ? { timezone: CALENDAR_ZONE } : {}),
    summary: event.title,
    description: props.description || null,
    location: props.location || null,
    url: event.url || null,
    categories: [{ name: props.calendar }],
    ...(recurrence
      ? {
          repeating: {
            freq: FREQ[recurrence.freq],
            interval: recurrence.interval,
            ...(recurrence.count !== null ? { count: recurrence.count } : {}),
            ...(recurrence.until !== null
              ? { until: new Date(at(`${recurrence.until}T23:59:59`).getTime()) }
              : {}),
          },
        }
      : {}),
    ...(options.organizer ? { organizer: options.organizer } : {}),
    attendees: props.guests.map((guest) => ({ name: guest.fullName, email: guest.email })),
  });
}
