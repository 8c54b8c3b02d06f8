import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blank, day, money } from '../../db/columns.ts';
import { auditColumns, paymentColumns, recordedColumns } from '../../db/document-columns.ts';
import type {
  InvoiceLanguage,
  InvoiceParty,
  InvoiceType,
  MarginScheme,
  OrderLine,
  PaymentMethod,
} from '@saldo/contracts/invoices';
import type { RecipientUnit } from '@saldo/contracts/contractors';
import type { ExemptionBasisKind } from '@saldo/contracts/organization-settings';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { RepeatPeriod } from '@saldo/domain/dates/recurrence';
import type { PaymentTermCode } from '@saldo/domain/dates/terms';
import type { StoredInvoiceStatus } from '@saldo/domain/invoice-status';
import type { PriceMode } from '@saldo/domain/invoice-line';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

export interface SellerSnapshot extends InvoiceParty {
  regon: string;
  /** Absent on invoices written before the KRS was kept (the KSeF footer then reads the company's). */
  krs?: string;
  /** The basis of the invoice's exempt ('zw') lines: chosen per invoice, the company's by default. */
  vatExemptionBasis: string;
  /** What the basis quotes (P_19A/B/C); absent on invoices written before it was kept: the act. */
  vatExemptionBasisKind?: ExemptionBasisKind;
  /** Metoda kasowa when the invoice was written; absent on invoices written before it was kept. */
  cashMethod?: boolean;
}
export interface BuyerSnapshot extends InvoiceParty {
  /** The JST unit or VAT-group member (Podmiot3); absent on invoices written before it was kept. */
  recipientUnit?: RecipientUnit | null;
  /**
   * A correction of the buyer's name or address: the buyer as on the corrected invoice (FA(3)
   * Podmiot2K); absent when the correction leaves the buyer's data as they were.
   */
  before?: InvoiceParty;
}
export interface BankSnapshot {
  /** The account's label in the settings. */
  name: string;
  /** The bank's name; absent on invoices written before it was kept (see bank-name.ts). */
  bankName?: string;
  iban: string;
  swift: string;
}
export interface StoredRateSummary {
  vatRate: VatRateCode;
  net: number;
  vat: number;
  gross: number;
  pln?: { net: number; vat: number; gross: number };
}

/**
 * Sales invoices. Seller, buyer and bank account are copied in when the invoice is written: an invoice
 * must print as issued even after the company or the contractor changes. Totals are the server's
 * (domain) computation, stored so that lists sort and sum them in SQL.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'restrict' }),
    type: text('type').$type<InvoiceType>().notNull(),
    number: text('number').notNull(),
    /** The counter within its series period (see invoice_number_counters). */
    counter: integer('counter').notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status').$type<StoredInvoiceStatus>().notNull().default('issued'),
    issueDate: day('issue_date').notNull(),
    saleDate: day('sale_date').notNull(),
    dueDate: day('due_date').notNull(),
    placeOfIssue: blank('place_of_issue'),
    paymentTerm: text('payment_term').$type<PaymentTermCode>().notNull(),
    paymentTermDays: integer('payment_term_days'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    bankAccountId: integer('bank_account_id'),
    bank: jsonb('bank').$type<BankSnapshot>(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    exchangeRate: text('exchange_rate'),
    exchangeRateTable: blank('exchange_rate_table'),
    exchangeRateDate: day('exchange_rate_date'),
    language: text('language').$type<InvoiceLanguage>().notNull(),
    repeat: text('repeat').$type<RepeatPeriod>().notNull().default('do_not_repeat'),
    /** The next issue date of a recurring invoice; the job clears it on the copies it makes. */
    nextRepeatDate: day('next_repeat_date'),
    repeatSourceId: integer('repeat_source_id'),
    priceMode: text('price_mode').$type<PriceMode>().notNull(),
    notes: blank('notes'),
    marginScheme: text('margin_scheme').$type<MarginScheme>(),
    correctedInvoiceId: integer('corrected_invoice_id'),
    correctionReason: blank('correction_reason'),
    advanceInvoiceIds: integer('advance_invoice_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    orderValue: money('order_value'),
    /** advance and its correction: the order's lines with their amounts (art. 106f ust. 1 pkt 4). */
    orderLines: jsonb('order_lines').$type<OrderLine[]>().notNull().default([]),
    /** final only: what the settled advances had already taxed. */
    advancesDeducted: jsonb('advances_deducted').$type<{ net: number; vat: number; gross: number }>(),
    convertedToId: integer('converted_to_id'),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    /** Copies of buyer fields the list searches and sorts by. */
    buyerName: text('buyer_name').notNull(),
    buyerNip: blank('buyer_nip'),
    buyerEmail: blank('buyer_email'),
    service: blank('service'),
    byRate: jsonb('by_rate').$type<StoredRateSummary[]>().notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
    netPln: money('net_pln'),
    vatPln: money('vat_pln'),
    grossPln: money('gross_pln'),
    /** What the buyer owes by this invoice: gross, less advances on a final invoice. */
    toPay: money('to_pay').notNull(),
    paid: money('paid').notNull().default(0),
    /** to_pay − paid, kept in step with the payments (sorting, sums and filters in SQL). */
    balance: money('balance').notNull(),
    splitPayment: boolean('split_payment').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_organization_type_number_key').on(t.organizationId, t.type, t.number),
    uniqueIndex('invoices_organization_idempotency_key')
      .on(t.organizationId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('invoices_organization_issue_date_idx').on(t.organizationId, t.issueDate),
    index('invoices_organization_due_date_idx').on(t.organizationId, t.dueDate),
    // The client's own invoices, newest first (the list, the navbar search); also serves the foreign key.
    index('invoices_contractor_issue_date_idx').on(t.contractorId, t.issueDate),
    index('invoices_organization_buyer_name_idx').on(t.organizationId, sql`lower(${t.buyerName})`),
    // The list's search is `ILIKE '%text%'` on these columns: trigram indexes (pg_trgm) find the
    // matching rows without reading every invoice.
    index('invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('invoices_buyer_name_trgm_idx').using('gin', t.buyerName.op('gin_trgm_ops')),
    index('invoices_buyer_email_trgm_idx').using('gin', t.buyerEmail.op('gin_trgm_ops')),
    index('invoices_buyer_nip_trgm_idx').using('gin', t.buyerNip.op('gin_trgm_ops')),
    // Every list request sums the whole filtered set per currency: with every column the status
    // filters and the sums read in one index, that is an index-only scan instead of a pass over
    // the wide rows (seller and buyer JSON).
    index('invoices_organization_totals_idx').on(
      t.organizationId,
      t.status,
      t.currency,
      t.type,
      t.dueDate,
      t.issueDate,
      t.balance,
      t.convertedToId,
      t.net,
      t.vat,
      t.gross,
    ),
    // The list's other sort orders, so a page is read in order instead of sorting the organization.
    index('invoices_organization_gross_idx').on(t.organizationId, t.gross, t.id),
    index('invoices_organization_balance_idx').on(t.organizationId, t.balance, t.id),
    // A bank statement finds the open documents its titles name by the digits of the number (a
    // superset of the payer's spelling of it, bank-auto-match.repository.ts).
    index('invoices_open_number_digits_idx')
      .on(t.organizationId, sql`regexp_replace(${t.number}, '[^0-9]', '', 'g')`)
      .where(sql`${t.balance} > 0`),
    index('invoices_organization_number_order_idx').on(t.organizationId, t.periodKey, t.counter),
    index('invoices_next_repeat_date_idx')
      .on(t.nextRepeatDate)
      .where(sql`${t.nextRepeatDate} is not null`),
    check(
      'invoices_status_check',
      sql`${t.status} in ('issued', 'sent', 'paid', 'partially_paid', 'cancelled')`,
    ),
    check(
      'invoices_type_check',
      sql`${t.type} in ('vat', 'vatMargin', 'proforma', 'advance', 'final', 'correction')`,
    ),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * The last number given per series and period. Taken with an upsert inside the invoice's own
 * transaction: the row lock serialises concurrent creators, and a rolled-back creation gives its
 * number back, so numbers have no gaps and no duplicates.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<InvoiceType>().notNull(),
    periodKey: text('period_key').notNull(),
    lastCounter: integer('last_counter').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.documentType, t.periodKey] })],
);

/** 'after' lines are the invoice; a correction also keeps the corrected invoice's lines as 'before'. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    side: text('side').$type<'after' | 'before'>().notNull().default('after'),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    classification: blank('classification'),
    gtu: text('gtu'),
    /** Decimals as the user typed them, normalised ("1.5"): the domain parses them again exactly. */
    quantity: text('quantity').notNull(),
    unit: blank('unit'),
    unitPrice: text('unit_price').notNull(),
    discountPercent: blank('discount_percent'),
    vatRate: text('vat_rate').$type<VatRateCode>().notNull(),
    annex15: boolean('annex15').notNull().default(false),
    /**
     * Margin invoices only: what the seller paid for the line's goods or bought-in services, gross, as a
     * decimal like unitPrice ('' not entered). The JPK register taxes the sale less this (VAT marża).
     */
    purchasePrice: blank('purchase_price'),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.side, t.position)],
);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    ...paymentColumns(),
    ...recordedColumns(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId)],
);
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;

/** Who did what to an invoice, and when; never updated or deleted by the app. */
export const invoiceAudit = pgTable(
  'invoice_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [
    index('invoice_audit_invoice_idx').on(t.invoiceId, t.at),
    // A user's recent activity (users app) reads their newest entries.
    index('invoice_audit_user_idx').on(t.userId, t.at),
  ],
);
