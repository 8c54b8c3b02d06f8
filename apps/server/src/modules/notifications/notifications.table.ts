import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
