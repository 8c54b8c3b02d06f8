import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { blank, day, money } from '../../db/columns.ts';
import type { MatchReason } from '@saldo/domain/bank/reconciliation';
import type { DebitCategory } from '@saldo/domain/bank/counterparty-kind';
import type { DueKind, DueReason } from '@saldo/domain/bank/dues';
import type { CsvMapping } from '@saldo/domain/bank/csv-statement';
import { organizations } from '../organizations/organizations.table.ts';
import { bankAccounts } from '../organizations/bank-accounts.table.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { payrollLists } from '../payroll/payroll.table.ts';
import { taxReturns } from '../tax-returns/tax-returns.table.ts';

export type BankLineStatus = 'unmatched' | 'matched' | 'other';
export type BankLineCategory = DebitCategory | 'income';

/** One imported statement (a file can hold several); its lines are `bank_lines`. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    format: text('format').$type<'mt940' | 'camt053' | 'csv'>().notNull(),
    fileName: blank('file_name'),
    encoding: blank('encoding'),
    reference: blank('reference'),
    number: blank('number'),
    /** account + number + reference + dates: the same statement imported twice is recognised. */
    statementKey: text('statement_key').notNull(),
    currency: text('currency').notNull(),
    openingDate: day('opening_date'),
    openingBalance: money('opening_balance'),
    closingDate: day('closing_date'),
    closingBalance: money('closing_balance'),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statements_key').on(t.organizationId, t.bankAccountId, t.statementKey),
    index('bank_statements_org_idx').on(t.organizationId, t.importedAt),
  ],
);

/** One booked movement on the account, and where reconciliation has put it. */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    bookingDate: day('booking_date').notNull(),
    valueDate: day('value_date').notNull(),
    /** Signed minor units: + in, − out. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reversal: boolean('reversal').notNull().default(false),
    title: blank('title'),
    counterpartyName: blank('counterparty_name'),
    counterpartyAccount: blank('counterparty_account'),
    bankReference: blank('bank_reference'),
    ownerReference: blank('owner_reference'),
    typeCode: blank('type_code'),
    description: blank('description'),
    /** The bank's reference, or booking date + amount + title when the bank gives none. */
    lineKey: text('line_key').notNull(),
    status: text('status').$type<BankLineStatus>().notNull().default('unmatched'),
    category: text('category').$type<BankLineCategory>().notNull(),
    /** Matched but more than the documents owed: the contractor's credit. */
    excess: money('excess').notNull().default(0),
    note: blank('note'),
  },
  (t) => [
    uniqueIndex('bank_lines_key').on(t.organizationId, t.bankAccountId, t.lineKey),
    index('bank_lines_statement_idx').on(t.statementId),
    index('bank_lines_org_status_idx').on(t.organizationId, t.status, t.bookingDate),
  ],
);

/**
 * A line applied to a document: the payment it created (through the same records as a manual
 * payment) and the evidence. Undoing removes the payment and stamps `undone_at`; rows stay.
 */
export const bankMatches = pgTable(
  'bank_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => bankLines.id, { onDelete: 'cascade' }),
    documentKind: text('document_kind').$type<'invoice' | 'cost'>().notNull(),
    documentId: integer('document_id').notNull(),
    amount: money('amount').notNull(),
    paymentId: integer('payment_id'),
    score: integer('score').notNull().default(0),
    reasons: jsonb('reasons').$type<MatchReason[]>().notNull().default([]),
    automatic: boolean('automatic').notNull().default(false),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_matches_line_idx').on(t.lineId),
    index('bank_matches_document_idx')
      .on(t.organizationId, t.documentKind, t.documentId)
      .where(sql`${t.undoneAt} is null`),
  ],
);

/**
 * Part of a line's overpayment (its `excess`, the contractor's credit) applied to another open invoice
 * of the same contractor: the payment it recorded through the payment form's path. Undoing removes the
 * payment and stamps `undone_at`, so the credit is back; rows stay.
 */
export const bankCreditApplications = pgTable(
  'bank_credit_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => bankLines.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    paymentId: integer('payment_id'),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_credit_applications_line_idx').on(t.lineId),
    index('bank_credit_applications_contractor_idx').on(t.organizationId, t.contractorId),
  ],
);

/**
 * A debit applied to a due that is not a document: the payroll month's ZUS or PIT-4, the month's VAT,
 * or one person's net pay on the payroll list. Undoing stamps `undone_at`; rows stay.
 */
export const bankDueMatches = pgTable(
  'bank_due_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => bankLines.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DueKind>().notNull(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    payrollListId: integer('payroll_list_id').references(() => payrollLists.id, { onDelete: 'set null' }),
    taxReturnId: integer('tax_return_id').references(() => taxReturns.id, { onDelete: 'set null' }),
    workerId: integer('worker_id'),
    workerName: blank('worker_name'),
    /** What the due was when matched; the line's amount may differ. */
    dueAmount: money('due_amount').notNull(),
    score: integer('score').notNull().default(0),
    reasons: jsonb('reasons').$type<DueReason[]>().notNull().default([]),
    automatic: boolean('automatic').notNull().default(false),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_due_matches_line_idx').on(t.lineId),
    index('bank_due_matches_org_idx')
      .on(t.organizationId, t.kind, t.month)
      .where(sql`${t.undoneAt} is null`),
  ],
);

/** Per organization: the score above which a match applies itself. */
export const bankSettings = pgTable('bank_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  autoMatchScore: integer('auto_match_score').notNull().default(90),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A CSV column mapping the user set once for an account whose bank's header we do not know; its name
 * lets the user tell it apart when another account's export has the same header.
 */
export const bankCsvMappings = pgTable('bank_csv_mappings', {
  bankAccountId: integer('bank_account_id')
    .primaryKey()
    .references(() => bankAccounts.id, { onDelete: 'cascade' }),
  name: blank('name'),
  mapping: jsonb('mapping').$type<CsvMapping>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who imported, applied, undid or categorised what; never updated or deleted by the app. */
export const bankAudit = pgTable(
  'bank_audit',
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
    index('bank_audit_org_idx').on(t.organizationId, t.at),
    // A user's recent activity (users app) reads their newest entries.
    index('bank_audit_user_idx').on(t.userId, t.at),
  ],
);

export type BankStatementRow = typeof bankStatements.$inferSelect;
export type BankLineRow = typeof bankLines.$inferSelect;
export type BankMatchRow = typeof bankMatches.$inferSelect;
export type BankCreditApplicationRow = typeof bankCreditApplications.$inferSelect;
export type BankDueMatchRow = typeof bankDueMatches.$inferSelect;
