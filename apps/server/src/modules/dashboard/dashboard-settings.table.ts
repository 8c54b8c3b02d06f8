import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LegalForm } from '@saldo/domain/company/legal-form';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * What the dashboard's deadlines need to know about the company and cannot read from its data:
 * which ZUS payer it is (the 15th for a company with legal personality, the 20th for others). The day
 * follows the legal form: the one set here, else the one the company's registered name states; an
 * explicit ZUS day overrides both. Null or no row: not said.
 */
export const dashboardSettings = pgTable(
  'dashboard_settings',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    zusPaymentDay: integer('zus_payment_day'),
    legalForm: text('legal_form').$type<LegalForm>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dashboard_settings_zus_day_check', sql`${t.zusPaymentDay} in (15, 20)`),
    check(
      'dashboard_settings_legal_form_check',
      sql`${t.legalForm} in ('sole-trader', 'civil-partnership', 'partnership', 'limited-company', 'joint-stock-company', 'other-legal-person')`,
    ),
  ],
);
