import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns.ts';
import { organizations } from './organizations.table.ts';

/**
 * The company logo, stored like the avatars (small, shared by every server instance, in the backup).
 * The key is random and changes with every upload: the public URL is unguessable and cacheable.
 */
export const organizationLogos = pgTable('organization_logos', {
  key: text('key').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .unique('organization_logos_organization_id_key')
    .references(() => organizations.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
