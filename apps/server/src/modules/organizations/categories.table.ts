import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CATEGORY_KINDS } from '@saldo/contracts/organization-settings';
import { organizations } from './organizations.table.ts';

/** Categories the organization sorts its costs (and incomes) into; names unique, ignoring case. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<(typeof CATEGORY_KINDS)[number]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_organization_id_idx').on(t.organizationId),
    uniqueIndex('categories_organization_name_key').on(t.organizationId, sql`lower(${t.name})`),
    check('categories_kind_check', sql`${t.kind} in ('cost', 'income')`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
