import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { DocumentType } from '@saldo/contracts/organization-settings';
import type { ResetPeriod } from '@saldo/domain/numbering';
import { organizations } from './organizations.table.ts';

/**
 * One numbering series per document type (the spec's docsPrefixes). A type without a row uses the
 * default series. The counters themselves are invoice_number_counters (invoices.table.ts), taken by
 * invoices/invoice-numbering.ts in the transaction that inserts the invoice.
 */
export const numberingSeries = pgTable(
  'numbering_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    template: text('template').notNull(),
    reset: text('reset').$type<ResetPeriod>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('numbering_series_organization_type_key').on(t.organizationId, t.documentType)],
);
