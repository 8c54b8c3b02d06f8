// FullCalendar runs in its 'UTC' mode on Warsaw wall-clock times: the API's times lose their offset
// on the way in (so 09:00+02:00 shows as 09:00 whatever the browser's zone) and go back without one
// (the server reads an offset-less time as Europe/Warsaw). No time-zone plugin is needed.
import type { CalendarEvent, EventInputDraft } from '@saldo/contracts/calendar';

/** '2026-03-30T09:00:00+02:00' → '2026-03-30T09:00:00'; a day stays a day. */
export const wallClock = (apiTime: string): string => apiTime.replace(/(Z|[+-]\d{2}:\d{2})$/, '');

/** A FullCalendar date (UTC mode) back into the API's Warsaw wall-clock text. */
export const fromCalendarDate = (date: Date, allDay: boolean): string =>
  allDay ? date.toISOString().slice(0, 10) : date.toISOString().slice(0, 19);

/** The input that saves an event as it is, optionally with new times. */
export function inputOf(
  event: CalendarEvent,
  times?: { start: string; end: string; allDay: boolean },
): EventInputDraft {
  const props = event.extendedProps;
  const calendar = props.calendar;
  if (calendar === 'Invoices' || calendar === 'Taxes' || calendar === 'Payroll')
    throw new Error('the books’ events are read only');
  return {
    title: event.title,
    start: times?.start ?? wallClock(props.seriesStart),
    end: times?.end ?? wallClock(props.seriesEnd),
    allDay: times?.allDay ?? event.allDay,
    url: event.url,
    extendedProps: {
      calendar,
      guests: props.guests.map((guest) => guest.id),
      location: props.location,
      description: props.description,
      recurrence: props.recurrence,
    },
  };
}

/**
 * An occurrence moved or resized by `startShift`/`endShift` milliseconds moves its whole series the
 * same way: the first occurrence's times shifted, on the wall clock.
 */
export function shiftedSeries(event: CalendarEvent, startShift: number, endShift: number, allDay: boolean) {
  const shift = (text: string, ms: number) => {
    const base = new Date(
      `${wallClock(text).length === 10 ? `${wallClock(text)}T00:00:00` : wallClock(text)}Z`,
    );
    return fromCalendarDate(new Date(base.getTime() + ms), allDay);
  };
  return inputOf(event, {
    start: shift(event.extendedProps.seriesStart, startShift),
    end: shift(event.extendedProps.seriesEnd, endShift),
    allDay,
  });
}
