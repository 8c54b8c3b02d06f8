import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TaxForm } from '@saldo/domain/reports/pit-advance';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The organization's form of income taxation, which turns the income report into a PIT-advance
 * estimate. No row: the tax scale (the form a sole trader has unless they chose another).
 */
export const incomeTaxSettings = pgTable(
  'income_tax_settings',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    form: text('form').$type<TaxForm>().notNull().default('scale'),
    /** Basis points (850 = 8.5 %), the lump sum's rate; 0 for the other forms. */
    lumpSumRate: integer('lump_sum_rate').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('income_tax_settings_form_check', sql`${t.form} in ('scale', 'flat', 'lumpSum')`)],
);
