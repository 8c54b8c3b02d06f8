import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.ts';
import type {
  PayrollEntryInputs,
  PayrollEntryTerms,
  PayrollListKind,
  PayrollListStatus,
  PayrollPasswordRule,
  StoredPayrollLines,
} from '@saldo/contracts/payroll-lists';
import type { PayrollOptions } from '@saldo/domain/payroll/payroll-types';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * A month's payroll list (lista płac). A draft is recomputed on every change; approval stores the
 * figures and locks it. A later change goes into a correction list that points at the list it
 * corrects; approving the correction marks that list 'corrected', so a month has at most one
 * approved list at a time (the unique index), and year-to-date figures read only approved lists.
 */
export const payrollLists = pgTable(
  'payroll_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    kind: text('kind').$type<PayrollListKind>().notNull().default('regular'),
    correctsId: integer('corrects_id'),
    status: text('status').$type<PayrollListStatus>().notNull().default('draft'),
    /** Kept in step with the entries on every write, so the months' overview reads no entries. */
    gross: money('gross').notNull().default(0),
    net: money('net').notNull().default(0),
    employerCost: money('employer_cost').notNull().default(0),
    entryCount: integer('entry_count').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A month cannot be approved twice; one draft at a time per month.
    uniqueIndex('payroll_lists_one_approved_key')
      .on(t.organizationId, t.month)
      .where(sql`${t.status} = 'approved'`),
    uniqueIndex('payroll_lists_one_draft_key')
      .on(t.organizationId, t.month)
      .where(sql`${t.status} = 'draft'`),
    index('payroll_lists_organization_month_idx').on(t.organizationId, t.month),
    check('payroll_lists_status_check', sql`${t.status} in ('draft', 'approved', 'corrected')`),
    check('payroll_lists_kind_check', sql`${t.kind} in ('regular', 'correction')`),
    check('payroll_lists_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
export type PayrollListRow = typeof payrollLists.$inferSelect;
export type NewPayrollListRow = typeof payrollLists.$inferInsert;

/**
 * One contract's line on a list: the contract's terms for the month (copied when the list was made,
 * so an approved list keeps what it was computed from), the month's inputs, and the computed lines.
 */
export const payrollEntries = pgTable(
  'payroll_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => payrollLists.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contractId: integer('contract_id').notNull(),
    workerId: integer('worker_id').notNull(),
    workerName: text('worker_name').notNull(),
    terms: jsonb('terms').$type<PayrollEntryTerms>().notNull(),
    inputs: jsonb('inputs').$type<PayrollEntryInputs>().notNull(),
    lines: jsonb('lines').$type<StoredPayrollLines>().notNull(),
    gross: money('gross').notNull(),
    net: money('net').notNull(),
    employerCost: money('employer_cost').notNull(),
  },
  (t) => [
    index('payroll_entries_list_idx').on(t.listId, t.position),
    index('payroll_entries_worker_idx').on(t.organizationId, t.workerId),
  ],
);
export type PayrollEntryRow = typeof payrollEntries.$inferSelect;
export type NewPayrollEntryRow = typeof payrollEntries.$inferInsert;

/** Who did what to a list, and when. Details name fields and people, never amounts or PESEL. */
export const payrollAudit = pgTable(
  'payroll_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => payrollLists.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payroll_audit_list_idx').on(t.listId, t.at)],
);
export type PayrollAuditRow = typeof payrollAudit.$inferSelect;

/** Payroll settings per organization; a missing row means the documented defaults. */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Wypadkowe rate in hundredths of a percent (167 = 1.67 %). */
    accidentRateBp: integer('accident_rate_bp').notNull().default(167),
    /** The day of the next month ZUS contributions are due: 15 or 20. */
    zusDueDay: integer('zus_due_day').notNull().default(15),
    payslipPassword: text('payslip_password').$type<PayrollPasswordRule>().notNull().default('pesel'),
    /** The domain's uncertain rules as chosen here; a missing key takes the documented default. */
    options: jsonb('options').$type<Partial<PayrollOptions>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payroll_settings_zus_due_day_check', sql`${t.zusDueDay} in (15, 20)`),
    check('payroll_settings_accident_rate_check', sql`${t.accidentRateBp} between 0 and 1000`),
  ],
);
export type PayrollSettingsRow = typeof payrollSettings.$inferSelect;
