import { z } from 'zod';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * The calendar app (`/apps/calendar`, issue 23) under `/api/apps/calendar`: the seed's event shape
 * (id, url, title, start, end, allDay, extendedProps.calendar) plus guests, location, description and
 * a recurrence. Times without an offset are wall-clock times in Europe/Warsaw; the server stores UTC
 * and answers with the Warsaw offset. All-day events carry dates only, the end exclusive.
 */

/** The template's calendars, which people write to. */
export const EDITABLE_CALENDARS = ['Business', 'Personal', 'Family', 'Holiday', 'ETC'] as const;
export type EditableCalendar = (typeof EDITABLE_CALENDARS)[number];

/** Computed from the books on every read, never stored: invoices due, tax deadlines, payroll. */
export const BOOK_CALENDARS = ['Invoices', 'Taxes', 'Payroll'] as const;
export type BookCalendar = (typeof BOOK_CALENDARS)[number];

export const CALENDARS = [...EDITABLE_CALENDARS, ...BOOK_CALENDARS] as const;
export type CalendarName = (typeof CALENDARS)[number];

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const CALENDAR_LIMITS = {
  title: 200,
  location: 200,
  description: 5000,
  url: 2000,
  guests: 50,
  interval: 99,
  count: 999,
  /** No event lasts longer than this (a typo in the year, not a plan). */
  eventYears: 10,
  /** The widest window one list request may ask for. */
  rangeDays: 400,
} as const;

/** Reasons the server names when it refuses an event (`code` of the error answer). */
export const calendarRefusalCodes = {
  endBeforeStart: 'calendar.endBeforeStart',
  tooLong: 'calendar.tooLong',
  guestNotFound: 'calendar.guestNotFound',
} as const;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;

/** A day, or a date and time with or without an offset (none: Europe/Warsaw). */
export const calendarTimeSchema = z.string().max(40).regex(DATE_TIME);
export const calendarDaySchema = z.string().max(10).regex(DAY);

export const recurrenceSchema = z.object({
  freq: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int().min(1).max(CALENDAR_LIMITS.interval).default(1),
  /** The last day an occurrence may start on (Warsaw), inclusive. */
  until: calendarDaySchema.nullable().default(null),
  count: z.number().int().min(1).max(CALENDAR_LIMITS.count).nullable().default(null),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

export const eventInputSchema = z.object({
  title: z.string().trim().min(1).max(CALENDAR_LIMITS.title),
  start: calendarTimeSchema,
  end: calendarTimeSchema,
  allDay: z.boolean().default(false),
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(CALENDAR_LIMITS.url)]).default(''),
  extendedProps: z.object({
    calendar: z.enum(EDITABLE_CALENDARS),
    guests: z.array(recordIdSchema).max(CALENDAR_LIMITS.guests).default([]),
    location: z.string().max(CALENDAR_LIMITS.location).default(''),
    description: z.string().max(CALENDAR_LIMITS.description).default(''),
    recurrence: recurrenceSchema.nullable().default(null),
  }),
});
export type EventInput = z.infer<typeof eventInputSchema>;
export type EventInputDraft = z.input<typeof eventInputSchema>;

export const eventBodySchema = z.object({ event: eventInputSchema });
export type EventBody = z.infer<typeof eventBodySchema>;

export const eventIdParamsSchema = z.object({ id: recordIdParamSchema });

export const eventGuestSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() });
export type EventGuest = z.infer<typeof eventGuestSchema>;

export const calendarEventSchema = z.object({
  /** The stored event's id as text; a book event's id names its source (`invoice-12`, `tax-zus-2026-11`). */
  id: z.string(),
  /** Every occurrence of a recurring event shares it, so dragging one moves the series. */
  groupId: z.string().optional(),
  url: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  /** False for the books' calendars and for a client (who only reads what they are invited to). */
  editable: z.boolean(),
  extendedProps: z.object({
    calendar: z.enum(CALENDARS),
    guests: z.array(eventGuestSchema),
    location: z.string(),
    description: z.string(),
    recurrence: recurrenceSchema.nullable(),
    /** The RFC 5545 rule the series follows (DTSTART is `seriesStart` in Europe/Warsaw). */
    rrule: z.string().nullable(),
    /** The first occurrence's start and end (for a single event the same as start and end). */
    seriesStart: z.string(),
    seriesEnd: z.string(),
    /** For a book event, the document it comes from. */
    source: z
      .object({ kind: z.enum(['invoice', 'cost', 'tax', 'payroll']), id: z.number().int().nullable() })
      .nullable(),
    /** The user who created it; null for book events. */
    ownerId: z.number().int().nullable(),
  }),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const eventListQuerySchema = z.object({
  /** Comma list of calendar names; absent means all of them, empty means none. */
  calendars: z.string().max(200).optional(),
  /** The window shown (FullCalendar's start and end); defaults to the month around today. */
  start: calendarTimeSchema.optional(),
  end: calendarTimeSchema.optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventListSchema = z.array(calendarEventSchema);

export const calendarGuestOptionsSchema = z.object({ users: z.array(eventGuestSchema) });
export type CalendarGuestOptions = z.infer<typeof calendarGuestOptionsSchema>;

export const calendarFeedSchema = z.object({
  /** The secret subscription address, or null while the user has none (never made or revoked). */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** Splits the `calendars` query into known names; an unknown one is reported, not ignored. */
export function parseCalendarList(text: string | undefined): { names: CalendarName[]; unknown: string[] } {
  if (text === undefined) return { names: [...CALENDARS], unknown: [] };
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const known = new Set<string>(CALENDARS);
  return {
    names: parts.filter((part): part is CalendarName => known.has(part)),
    unknown: parts.filter((part) => !known.has(part)),
  };
}
