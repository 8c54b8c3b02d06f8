import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.ts';

/**
 * What a user searched for and opened from the search overlay, newest first: the overlay offers them
 * before anything is typed. Kept per user on the server so they follow the user to another browser.
 * `key` is the query text for a 'query' and the path for an 'item' (one row per key).
 */
export const searchRecents = pgTable(
  'search_recents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'query' | 'item'>().notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    section: text('section'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_recents_user_kind_key_key').on(t.userId, t.kind, t.key),
    index('search_recents_user_used_at_idx').on(t.userId, t.usedAt),
  ],
);
