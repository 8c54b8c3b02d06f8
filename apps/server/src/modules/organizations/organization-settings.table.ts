import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { DebtSettings, InvoiceTypes, PrintingSettings } from '@saldo/contracts/organization-settings';
import { organizations } from './organizations.table.ts';

/**
 * Settings sections that are read and written whole (invoice types, printing, debt schedule): JSON
 * documents, one row per organization, created on the first save. A missing row or a null section
 * means the defaults (organization-settings-defaults.ts).
 */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  invoiceTypes: jsonb('invoice_types').$type<InvoiceTypes>(),
  printing: jsonb('printing').$type<PrintingSettings>(),
  debt: jsonb('debt').$type<DebtSettings>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrganizationSettingsRow = typeof organizationSettings.$inferSelect;
