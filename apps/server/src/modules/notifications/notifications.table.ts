import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@saldo/contracts/notifications';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../auth/users.table.ts';

/** One event for one user: the bell lists them, newest first; pruned 90 days after they happened. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What the wording names (a number, a contractor), never amounts computed again later. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** The web path of the document the event concerns. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId, t.id)
      .where(sql`${t.readAt} is null`),
    index('notifications_created_at_idx').on(t.createdAt),
  ],
);

/** A user's choice for one kind of event: in the bell, and also by e-mail. No row: the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    bell: boolean('bell').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * How a user's events go out by e-mail: the language the mails are written in (the one the user last
 * chose them in) and the daily digest of the unread events. No row: no digest, English.
 */
export const notificationMailSettings = pgTable('notification_mail_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  /** The Warsaw day of the last digest, so a day gets one at most whatever the job's rhythm. */
  lastDigestOn: date('last_digest_on', { mode: 'string' }),
});

/**
 * An event a user chose to get by e-mail, written by notify() in the event's own transaction and
 * turned into an outbox mail by the notification mailer job (which knows the language and address).
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_mails_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);
