import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EditableCalendar, RecurrenceFrequency } from '@saldo/contracts/calendar';
import { blank } from '../../db/columns.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The calendar's own events (issue 23). Times are instants (timestamptz, UTC); a recurring event's
 * rule is read in Europe/Warsaw wall-clock time from its first start, so a 09:00 meeting stays at
 * 09:00 across the clock changes. The books' calendars (invoices due, tax deadlines, payroll) are
 * computed on read and never stored here.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    calendar: text('calendar').$type<EditableCalendar>().notNull(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    url: blank('url'),
    location: blank('location'),
    description: blank('description'),
    recurrenceFreq: text('recurrence_freq').$type<RecurrenceFrequency>(),
    recurrenceInterval: integer('recurrence_interval').notNull().default(1),
    /** The last day (Warsaw) an occurrence may start on, inclusive; null: no end. */
    recurrenceUntil: text('recurrence_until'),
    recurrenceCount: integer('recurrence_count'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_organization_start_idx').on(t.organizationId, t.startAt),
    check('calendar_events_end_after_start', sql`${t.endAt} >= ${t.startAt}`),
    check(
      'calendar_events_calendar_check',
      sql`${t.calendar} in ('Business', 'Personal', 'Family', 'Holiday', 'ETC')`,
    ),
    check(
      'calendar_events_recurrence_check',
      sql`${t.recurrenceFreq} is null or ${t.recurrenceFreq} in ('daily', 'weekly', 'monthly')`,
    ),
  ],
);

/** The organization's users invited to an event; a client user sees only the events listing them. */
export const calendarEventGuests = pgTable(
  'calendar_event_guests',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('calendar_event_guests_user_idx').on(t.userId),
  ],
);

/**
 * One ICS subscription feed per user. The address's token is kept hashed (the lookup) and sealed
 * with the server's secret box (so its owner can be shown the address again); revoking deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sealedToken: text('sealed_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
