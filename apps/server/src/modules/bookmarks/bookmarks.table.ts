import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.ts';

/** The pages a user starred into the navbar, in the user's order (`position`, 0 first). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    /** The page's title as the browser named it when starred (a menu page is named by `labelKey`). */
    title: text('title').notNull(),
    /** The menu entry's translation key, so a menu page's bookmark follows the user's language. */
    labelKey: text('label_key'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bookmarks_user_path_key').on(t.userId, t.path)],
);

/**
 * Users whose bookmarks were set up (the defaults given on the first read): one who then removes
 * every bookmark keeps an empty list instead of getting the defaults back.
 */
export const bookmarkLists = pgTable('bookmark_lists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
