import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns.ts';
import { users } from '../auth/users.table.ts';

/**
 * Avatars live in the database rather than in DATA_DIR: they are small (at most 800 kB), several
 * server instances behind a load balancer then see the same files, and a database backup is complete.
 * The key is random and changes with every upload, so the public URL is unguessable and cacheable forever.
 */
export const avatars = pgTable('avatars', {
  key: text('key').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('avatars_user_id_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
