import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.ts';
import { organizations } from './organizations.table.ts';

/** Who changed an organization-wide security setting, when, and from what to what. */
export const organizationAudit = pgTable(
  'organization_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organization_audit_organization_idx').on(t.organizationId, t.at),
    // A user's recent activity (users app) reads their newest entries.
    index('organization_audit_user_idx').on(t.userId, t.at),
  ],
);
