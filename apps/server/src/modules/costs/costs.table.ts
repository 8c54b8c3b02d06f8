import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blank, day, money } from '../../db/columns.ts';
import { auditColumns, paymentColumns, recordedColumns } from '../../db/document-columns.ts';
import type {
  CostEntryMode,
  CostSource,
  CostStoredStatus,
  CostVatDeduction,
  WhiteListEvidence,
} from '@saldo/contracts/costs';
import type { PaymentMethod } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { categories } from '../organizations/categories.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

export interface SupplierSnapshot {
  name: string;
  nip: string;
  street: string;
  buildingNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
}

export interface StoredCostRate {
  vatRate: VatRateCode;
  net: number;
  vat: number;
  gross: number;
}

/**
 * Purchase documents. Their figures are the supplier's: stored as entered (per rate or per line) after
 * the domain checked them. The supplier is copied in as the document names it (a KSeF file's seller),
 * besides the link to our contractor.
 */
export const costs = pgTable(
  'costs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'restrict' }),
    status: text('status').$type<CostStoredStatus>().notNull(),
    source: text('source').$type<CostSource>().notNull().default('manual'),
    number: text('number').notNull(),
    ksefNumber: text('ksef_number'),
    issueDate: day('issue_date').notNull(),
    receiptDate: day('receipt_date').notNull(),
    dueDate: day('due_date').notNull(),
    bookingPeriod: text('booking_period').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    exchangeRate: text('exchange_rate'),
    entryMode: text('entry_mode').$type<CostEntryMode>().notNull(),
    vatDeduction: text('vat_deduction').$type<CostVatDeduction>().notNull(),
    /** The legal basis of a limited deduction (none, 50 % vehicle), named in the JPK purchase register. */
    deductionBasis: blank('deduction_basis'),
    /** The month input VAT is deducted in when it is not the booking period (art. 86 ust. 11, 13). */
    vatPeriod: text('vat_period'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    bankAccount: blank('bank_account'),
    splitPayment: boolean('split_payment').notNull().default(false),
    notes: blank('notes'),
    supplier: jsonb('supplier').$type<SupplierSnapshot>().notNull(),
    /** Copies the list searches and sorts by. */
    supplierName: text('supplier_name').notNull(),
    supplierNip: blank('supplier_nip'),
    supplierEmail: blank('supplier_email'),
    service: blank('service'),
    byRate: jsonb('by_rate').$type<StoredCostRate[]>().notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
    netPln: money('net_pln').notNull(),
    vatPln: money('vat_pln').notNull(),
    grossPln: money('gross_pln').notNull(),
    deductibleVatPln: money('deductible_vat_pln').notNull(),
    paid: money('paid').notNull().default(0),
    /** gross − paid, kept in step with the payments (sorting, sums and filters in SQL). */
    balance: money('balance').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same supplier's number twice is the same document booked twice (VAT deducted twice).
    uniqueIndex('costs_organization_supplier_number_key').on(
      t.organizationId,
      t.supplierNip,
      sql`lower(${t.number})`,
    ),
    uniqueIndex('costs_organization_ksef_number_key')
      .on(t.organizationId, t.ksefNumber)
      .where(sql`${t.ksefNumber} is not null`),
    index('costs_organization_issue_date_idx').on(t.organizationId, t.issueDate),
    index('costs_organization_due_date_idx').on(t.organizationId, t.dueDate),
    index('costs_organization_period_idx').on(t.organizationId, t.bookingPeriod),
    index('costs_contractor_idx').on(t.contractorId),
    index('costs_category_idx').on(t.categoryId),
    // Search is `ILIKE '%text%'` on these columns: trigram indexes (pg_trgm).
    index('costs_supplier_name_trgm_idx').using('gin', t.supplierName.op('gin_trgm_ops')),
    index('costs_supplier_email_trgm_idx').using('gin', t.supplierEmail.op('gin_trgm_ops')),
    index('costs_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('costs_supplier_nip_trgm_idx').using('gin', t.supplierNip.op('gin_trgm_ops')),
    // The list's sums over the filtered set as an index-only scan (see invoices_organization_totals_idx).
    index('costs_organization_totals_idx').on(
      t.organizationId,
      t.status,
      t.currency,
      t.dueDate,
      t.bookingPeriod,
      t.categoryId,
      t.balance,
      t.net,
      t.vat,
      t.gross,
      t.netPln,
      t.vatPln,
      t.grossPln,
    ),
    index('costs_organization_gross_idx').on(t.organizationId, t.gross, t.id),
    index('costs_organization_balance_idx').on(t.organizationId, t.balance, t.id),
    // A bank statement finds the open documents its titles name by the digits of the number (a
    // superset of the payer's spelling of it, bank-auto-match.repository.ts).
    index('costs_open_number_digits_idx')
      .on(t.organizationId, sql`regexp_replace(${t.number}, '[^0-9]', '', 'g')`)
      .where(sql`${t.balance} > 0`),
    index('costs_organization_supplier_name_idx').on(t.organizationId, sql`lower(${t.supplierName})`, t.id),
    check('costs_status_check', sql`${t.status} in ('draft', 'unpaid', 'partially_paid', 'paid')`),
    check('costs_entry_mode_check', sql`${t.entryMode} in ('lines', 'summary')`),
    check('costs_vat_deduction_check', sql`${t.vatDeduction} in ('full', 'half', 'none')`),
  ],
);
export type CostRow = typeof costs.$inferSelect;
export type NewCostRow = typeof costs.$inferInsert;

export const costLines = pgTable(
  'cost_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    costId: integer('cost_id')
      .notNull()
      .references(() => costs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: text('quantity').notNull(),
    unit: blank('unit'),
    unitPrice: text('unit_price').notNull(),
    vatRate: text('vat_rate').$type<VatRateCode>().notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
  },
  (t) => [index('cost_lines_cost_idx').on(t.costId, t.position)],
);
export type CostLineRow = typeof costLines.$inferSelect;

export const costPayments = pgTable(
  'cost_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    costId: integer('cost_id')
      .notNull()
      .references(() => costs.id, { onDelete: 'cascade' }),
    ...paymentColumns(),
    /** The white list's answer for the supplier's account on the payment day (art. 117ba OP evidence). */
    whiteList: jsonb('white_list').$type<WhiteListEvidence>(),
    ...recordedColumns(),
  },
  (t) => [index('cost_payments_cost_idx').on(t.costId)],
);
export type CostPaymentRow = typeof costPayments.$inferSelect;

/** Files of a document: scans and PDFs the user uploads, and the KSeF XML it was imported from. */
export const costAttachments = pgTable(
  'cost_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    costId: integer('cost_id')
      .notNull()
      .references(() => costs.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Where the bytes are in the file storage (folder or S3). */
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cost_attachments_cost_idx').on(t.costId)],
);
export type CostAttachmentRow = typeof costAttachments.$inferSelect;

/** Who did what to a cost document, and when; never updated or deleted by the app. */
export const costAudit = pgTable(
  'cost_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    costId: integer('cost_id')
      .notNull()
      .references(() => costs.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [
    index('cost_audit_cost_idx').on(t.costId, t.at),
    // A user's recent activity (users app) reads their newest entries.
    index('cost_audit_user_idx').on(t.userId, t.at),
  ],
);
