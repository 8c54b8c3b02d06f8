import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { blank, day, money } from '../../db/columns.ts';
import type { ContractKind, EmploymentType, MandatePayMode } from '@saldo/domain/contracts/contract-kinds';
import type { NoticeLength } from '@saldo/domain/contracts/notice-period';
import type { WorkingTime } from '@saldo/domain/contracts/minimum-pay';
import type { MandateVariant } from '@saldo/domain/payroll/payroll-types';
import type { ContractPrintLanguage, TerminationMethod } from '@saldo/contracts/employment-contracts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { workers } from '../workers/workers.table.ts';

/**
 * Contracts with workers: umowa o pracę, zlecenie, dzieło. One table for the three kinds: payroll reads
 * them together by month, and the fields of the other kinds stay null. The terms here are those signed;
 * annexes change them from a day. `last_day` is the sooner of the agreed end and the termination's last
 * day, kept in the same write so that "active in a month" is one indexed range test.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ContractKind>().notNull(),
    signedOn: day('signed_on').notNull(),
    signedPlace: blank('signed_place'),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    lastDay: day('last_day'),
    subject: blank('subject'),
    printLanguage: text('print_language').$type<ContractPrintLanguage>().notNull().default('pl'),
    employmentType: text('employment_type').$type<EmploymentType>(),
    position: blank('position'),
    workplace: blank('workplace'),
    workingTime: jsonb('working_time').$type<WorkingTime>(),
    monthlyGross: money('monthly_gross'),
    payMode: text('pay_mode').$type<MandatePayMode>(),
    hourlyRate: money('hourly_rate'),
    mandateVariant: text('mandate_variant').$type<MandateVariant>(),
    voluntarySickness: boolean('voluntary_sickness').notNull().default(false),
    flatFee: money('flat_fee'),
    authorRights: boolean('author_rights').notNull().default(false),
    withOwnEmployer: boolean('with_own_employer').notNull().default(false),
    notes: blank('notes'),
    // Termination (all null while the contract is not terminated).
    terminationMethod: text('termination_method').$type<TerminationMethod>(),
    terminationBy: text('termination_by').$type<'employer' | 'employee'>(),
    noticeDate: day('notice_date'),
    terminatedOn: day('terminated_on'),
    noticeLength: jsonb('notice_length').$type<NoticeLength>(),
    noticeRule: text('notice_rule').$type<'art34' | 'art36'>(),
    terminationReason: blank('termination_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_organization_worker_idx').on(t.organizationId, t.workerId, t.kind, t.startDate),
    index('contracts_organization_period_idx').on(t.organizationId, t.startDate, t.lastDay),
    check('contracts_kind_check', sql`${t.kind} in ('employment', 'mandate', 'specific_work')`),
    check(
      'contracts_employment_type_check',
      sql`${t.employmentType} is null or ${t.employmentType} in ('indefinite', 'fixed_term', 'trial')`,
    ),
    check('contracts_dates_check', sql`${t.lastDay} is null or ${t.lastDay} >= ${t.startDate}`),
  ],
);
export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;

/** Annexes: from `effective_from` the fields set replace the contract's; null fields stay. */
export const contractAnnexes = pgTable(
  'contract_annexes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** 1, 2, … per contract, as printed: "Aneks nr 2". */
    number: integer('number').notNull(),
    signedOn: day('signed_on').notNull(),
    effectiveFrom: day('effective_from').notNull(),
    monthlyGross: money('monthly_gross'),
    workingTime: jsonb('working_time').$type<WorkingTime>(),
    hourlyRate: money('hourly_rate'),
    flatFee: money('flat_fee'),
    note: blank('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_annexes_contract_idx').on(t.contractId, t.effectiveFrom, t.number)],
);
export type ContractAnnexRow = typeof contractAnnexes.$inferSelect;

/**
 * Who did what to a contract, and when. Field names only, never values: pay is not copied where a
 * wider audience reads. Never updated or deleted.
 */
export const contractAudit = pgTable(
  'contract_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_audit_contract_idx').on(t.contractId, t.at)],
);
export type ContractAuditRow = typeof contractAudit.$inferSelect;
