import {
  BOOK_CALENDARS,
  CALENDAR_LIMITS,
  calendarRefusalCodes,
  EDITABLE_CALENDARS,
  parseCalendarList,
  type BookCalendar,
  type CalendarEvent,
  type EditableCalendar,
  type EventGuest,
  type EventInput,
  type EventListQuery,
} from '@saldo/contracts/calendar';
import { addDays, addMonths, startOfMonth } from '@saldo/domain/dates/calendar';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError, type FieldErrors } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { DAY_MS, todayInPoland } from '../../lib/dates.ts';
import { sendingTransaction } from '../mail/outside-mail.service.ts';
import { bookEvents } from './book-events.ts';
import { recurrenceOf, toCalendarEvent } from './calendar-dto.ts';
import {
  deleteEventRow,
  findEventRow,
  guestsOf,
  insertEventRow,
  listEventRows,
  organizationGuests,
  setGuests,
  updateEventRow,
  type EventRow,
  type NewEventRow,
} from './calendar.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { occurrencesBetween } from './recurrence.ts';
import { parseCalendarTime, startOfWarsawDay, warsawDay } from './warsaw-time.ts';

const notFound = () => new AppError(404, 'http.notFound');

/** Staff share the organization's calendar; a client only reads the events it is invited to. */
const isStaff = (caller: Caller) => caller.role === 'admin' || caller.role === 'accountant';

function refuse(
  field: string,
  key:
    | 'calendar.endBeforeStart'
    | 'calendar.tooLong'
    | 'calendar.guestNotFound'
    | 'calendar.untilBeforeStart'
    | 'calendar.invalidTime'
    | 'calendar.unknownCalendar'
    | 'calendar.rangeTooWide',
  code?: string,
): AppError {
  const fieldErrors: FieldErrors = {
    [field]: { key, params: { years: CALENDAR_LIMITS.eventYears, days: CALENDAR_LIMITS.rangeDays } },
  };
  return code
    ? new AppError(400, 'validation.correctFields', { fieldErrors, code })
    : validationError(fieldErrors);
}

/** The window a list asks for; the month around today when none is given. */
function windowOf(query: EventListQuery): { from: Date; to: Date } {
  const today = todayInPoland();
  const from = query.start
    ? parseCalendarTime(query.start)
    : startOfWarsawDay(addDays(startOfMonth(today), -7));
  const to = query.end
    ? parseCalendarTime(query.end)
    : startOfWarsawDay(addDays(addMonths(startOfMonth(today), 1), 7));
  if (!from) throw refuse('start', 'calendar.invalidTime');
  if (!to) throw refuse('end', 'calendar.invalidTime');
  if (to <= from) throw refuse('end', 'calendar.endBeforeStart', calendarRefusalCodes.endBeforeStart);
  if (to.getTime() - from.getTime() > CALENDAR_LIMITS.rangeDays * DAY_MS)
    throw refuse('end', 'calendar.rangeTooWide');
  return { from, to };
}

function guestMap(rows: Awaited<ReturnType<typeof guestsOf>>): Map<number, EventGuest[]> {
  const map = new Map<number, EventGuest[]>();
  for (const { eventId, ...guest } of rows) map.set(eventId, [...(map.get(eventId) ?? []), guest]);
  return map;
}

/** Stored events of [from, to), each series expanded into its occurrences there. */
export async function storedEvents(
  db: Db,
  caller: Caller,
  calendars: EditableCalendar[],
  from: Date,
  to: Date,
): Promise<{ rows: EventRow[]; guests: Map<number, EventGuest[]> }> {
  const rows = await listEventRows(db, caller.organizationId, {
    from,
    to,
    calendars,
    ...(isStaff(caller) ? {} : { guestId: caller.id }),
  });
  const guests = guestMap(
    await guestsOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  return { rows, guests };
}

/** GET /events: the chosen calendars' events in the window (FullCalendar's start and end). */
export async function listEvents(
  ctx: AppContext,
  caller: Caller,
  language: Language,
  query: EventListQuery,
): Promise<CalendarEvent[]> {
  const { names, unknown } = parseCalendarList(query.calendars);
  if (unknown.length > 0) throw refuse('calendars', 'calendar.unknownCalendar');
  const { from, to } = windowOf(query);
  const editable = names.filter((name): name is EditableCalendar =>
    (EDITABLE_CALENDARS as readonly string[]).includes(name),
  );
  const books = isStaff(caller)
    ? names.filter((name): name is BookCalendar => (BOOK_CALENDARS as readonly string[]).includes(name))
    : [];
  const { rows, guests } = await storedEvents(ctx.db, caller, editable, from, to);
  const own = rows.flatMap((row) => {
    return occurrencesBetween({ start: row.startAt, end: row.endAt }, recurrenceOf(row), from, to).map(
      (occurrence) => toCalendarEvent(row, guests.get(row.id) ?? [], isStaff(caller), occurrence),
    );
  });
  const computed =
    books.length > 0
      ? await bookEvents(
          ctx.db,
          language,
          caller.organizationId,
          books,
          warsawDay(from),
          warsawDay(new Date(to.getTime() - 1)),
        )
      : [];
  return [...own, ...computed].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

/** Checks the input and turns it into columns: times into instants, all-day into whole Warsaw days. */
async function rowValues(db: Db, caller: Caller, input: EventInput) {
  const props = input.extendedProps;
  let start = parseCalendarTime(input.start);
  let end = parseCalendarTime(input.end);
  if (!start) throw refuse('event.start', 'calendar.invalidTime');
  if (!end) throw refuse('event.end', 'calendar.invalidTime');
  if (input.allDay) {
    start = startOfWarsawDay(warsawDay(start));
    // The end is exclusive; a one-day event may come with the same day as its end.
    const endDay = warsawDay(end);
    end = startOfWarsawDay(
      endDay <= warsawDay(start) && end.getTime() === start.getTime() ? addDays(endDay, 1) : endDay,
    );
  }
  if (end < start) throw refuse('event.end', 'calendar.endBeforeStart', calendarRefusalCodes.endBeforeStart);
  if (end.getTime() - start.getTime() > CALENDAR_LIMITS.eventYears * 366 * DAY_MS)
    throw refuse('event.end', 'calendar.tooLong', calendarRefusalCodes.tooLong);
  const recurrence = props.recurrence;
  if (recurrence?.until && recurrence.until < warsawDay(start))
    throw refuse('event.extendedProps.recurrence.until', 'calendar.untilBeforeStart');
  const guestIds = [...new Set(props.guests)];
  const found = await organizationGuests(db, caller.organizationId, guestIds);
  if (found.length !== guestIds.length)
    throw refuse('event.extendedProps.guests', 'calendar.guestNotFound', calendarRefusalCodes.guestNotFound);
  const values: Omit<NewEventRow, 'organizationId' | 'createdBy'> = {
    calendar: props.calendar,
    title: input.title,
    startAt: start,
    endAt: end,
    allDay: input.allDay,
    url: input.url,
    location: props.location,
    description: props.description,
    recurrenceFreq: recurrence?.freq ?? null,
    recurrenceInterval: recurrence?.interval ?? 1,
    recurrenceUntil: recurrence?.until ?? null,
    recurrenceCount: recurrence?.count ?? null,
  };
  return { values, guestIds };
}

function assertStaff(caller: Caller) {
  if (!isStaff(caller)) throw new AppError(403, 'auth.forbidden');
}

/**
 * Writes the event and its guests in one transaction; a newly added guest (other than the caller) is
 * mailed an invitation with the event as .ics, queued in the same transaction (the outbox).
 */
async function saveEvent(
  ctx: AppContext,
  caller: Caller,
  language: Language,
  input: EventInput,
  id?: number,
): Promise<CalendarEvent> {
  assertStaff(caller);
  const { values, guestIds } = await rowValues(ctx.db, caller, input);
  const work = async (tx: Db, queue?: (event: CalendarEvent, added: number[]) => Promise<void>) => {
    const row =
      id === undefined
        ? await insertEventRow(tx, { ...values, organizationId: caller.organizationId, createdBy: caller.id })
        : await updateEventRow(tx, caller.organizationId, id, values);
    if (!row) throw notFound();
    const added = await setGuests(tx, row.id, guestIds);
    const event = toCalendarEvent(row, guestMap(await guestsOf(tx, [row.id])).get(row.id) ?? [], true);
    if (queue)
      await queue(
        event,
        added.filter((guestId) => guestId !== caller.id),
      );
    return event;
  };
  // Mail goes only to guests added now: an edit that invites nobody new needs no mail set up.
  const had = new Set(id === undefined ? [] : (await guestsOf(ctx.db, [id])).map((guest) => guest.id));
  const invitees = guestIds.filter((guestId) => guestId !== caller.id && !had.has(guestId));
  if (invitees.length === 0) return ctx.db.transaction((tx) => work(tx));
  return sendingTransaction(ctx, { organizationId: caller.organizationId, userId: caller.id }, (tx, queue) =>
    work(tx, async (event, added) => {
      if (added.length === 0) return;
      const people = await organizationGuests(tx, caller.organizationId, [...added, caller.id]);
      const organizer = people.find((person) => person.id === caller.id);
      if (!organizer) throw notFound();
      const domain = new URL(ctx.config.appUrl).hostname;
      for (const guest of people.filter((person) => added.includes(person.id)))
        await queue(invitationMail(language, event, guest, organizer, domain));
    }),
  );
}

export const createEvent = (ctx: AppContext, caller: Caller, language: Language, input: EventInput) =>
  saveEvent(ctx, caller, language, input);

export async function updateEvent(
  ctx: AppContext,
  caller: Caller,
  language: Language,
  id: number,
  input: EventInput,
): Promise<CalendarEvent> {
  assertStaff(caller);
  if (!(await findEventRow(ctx.db, caller.organizationId, id))) throw notFound();
  return saveEvent(ctx, caller, language, input, id);
}

export async function deleteEvent(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  assertStaff(caller);
  const deleted = await ctx.db.transaction((tx) => deleteEventRow(tx, caller.organizationId, id));
  if (!deleted) throw notFound();
}

/** The people an event may invite: the organization's active users (staff only). */
export async function guestOptions(ctx: AppContext, caller: Caller): Promise<EventGuest[]> {
  assertStaff(caller);
  return organizationGuests(ctx.db, caller.organizationId);
}
