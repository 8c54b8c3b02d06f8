import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * What the dashboard's deadlines need to know about the company and cannot read from its data:
 * which ZUS payer it is (the 15th for a company with legal personality, the 20th for others).
 * Null or no row: not said, DEFAULT_ZUS_PAYMENT_DAY applies and the dashboard says so.
 */
export const dashboardSettings = pgTable(
  'dashboard_settings',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    zusPaymentDay: integer('zus_payment_day'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('dashboard_settings_zus_day_check', sql`${t.zusPaymentDay} in (15, 20)`)],
);
