import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.ts';
import type {
  TaxReturnRefundChoice,
  TaxReturnRegisterKind,
  TaxReturnStoredStatus,
} from '@saldo/contracts/tax-returns';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/** What a register row looked like when the month was filed: compared later for "changes since submission". */
export interface SubmittedRowPrint {
  kind: TaxReturnRegisterKind;
  documentId: number;
  number: string;
  /** A stable digest of the row's amounts and markers. */
  print: string;
}

/**
 * One row per organization and month once the month is prepared ("not prepared" is the absence of a
 * row). Purpose 1 is the filing, 2 a correction of a filed month (CelZlozenia 2, with its reason).
 * The figures are the last computation, kept so the list of months reads them without rebuilding
 * every register.
 */
export const taxReturns = pgTable(
  'tax_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM'. */
    period: text('period').notNull(),
    status: text('status').$type<TaxReturnStoredStatus>().notNull().default('draft'),
    purpose: integer('purpose').notNull().default(1),
    correctionReason: text('correction_reason').notNull().default(''),
    refundChoice: text('refund_choice').$type<TaxReturnRefundChoice>().notNull().default('carry_forward'),
    outputVat: money('output_vat').notNull().default(0),
    inputVat: money('input_vat').notNull().default(0),
    toPay: money('to_pay').notNull().default(0),
    surplus: money('surplus').notNull().default(0),
    salesRows: integer('sales_rows').notNull().default(0),
    purchaseRows: integer('purchase_rows').notNull().default(0),
    referenceNumber: text('reference_number').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedRows: jsonb('submitted_rows').$type<SubmittedRowPrint[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_returns_organization_period_key').on(t.organizationId, t.period),
    check('tax_returns_status_check', sql`${t.status} in ('draft', 'ready', 'submitted', 'corrected')`),
    check('tax_returns_purpose_check', sql`${t.purpose} in (1, 2)`),
    check('tax_returns_refund_choice_check', sql`${t.refundChoice} in ('carry_forward', 'refund_60')`),
  ],
);
export type TaxReturnRow = typeof taxReturns.$inferSelect;

/** The last generated file of a month, valid against the schema (an invalid one is never stored). */
export const taxReturnFiles = pgTable('tax_return_files', {
  taxReturnId: integer('tax_return_id')
    .primaryKey()
    .references(() => taxReturns.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  xml: text('xml').notNull(),
  sha256: text('sha256').notNull(),
  generatedBy: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TaxReturnFileRow = typeof taxReturnFiles.$inferSelect;

/** A register row's markers as the user set them over what the documents say, with the reason. */
export const taxReturnOverrides = pgTable(
  'tax_return_overrides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    kind: text('kind').$type<TaxReturnRegisterKind>().notNull(),
    /** The invoice's or the cost's id (no foreign key: a deleted document leaves its override inert). */
    documentId: integer('document_id').notNull(),
    markers: jsonb('markers').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_return_overrides_row_key').on(t.organizationId, t.period, t.kind, t.documentId),
    check('tax_return_overrides_kind_check', sql`${t.kind} in ('sale', 'purchase')`),
  ],
);
export type TaxReturnOverrideRow = typeof taxReturnOverrides.$inferSelect;

/**
 * An organization's tax-return settings; its row also says the demo months were seeded. The tax office
 * moved to the company settings (organizations.tax_office_code, migration 0030).
 */
export const taxReturnSettings = pgTable('tax_return_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what to a month's return, and when; never updated or deleted by the app. */
export const taxReturnAudit = pgTable(
  'tax_return_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_return_audit_period_idx').on(t.organizationId, t.period, t.at)],
);
