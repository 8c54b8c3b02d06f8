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
import { blank, day } from '../../db/columns.ts';
import type {
  KupVariant,
  PayslipLanguage,
  WorkerAddress,
  WorkerFormAnswers,
  WorkerFormLanguage,
  WorkerIdentityKind,
  WorkerStatus,
} from '@saldo/contracts/workers';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * Staff records (akta osobowe, part B's data). The date of birth and sex of a PESEL holder are kept
 * as derived from the number, so lists and payroll read them without parsing.
 */
export const workers = pgTable(
  'workers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').$type<WorkerStatus>().notNull().default('candidate'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    identityKind: text('identity_kind').$type<WorkerIdentityKind>().notNull().default('pesel'),
    pesel: blank('pesel'),
    passportNumber: blank('passport_number'),
    birthDate: day('birth_date'),
    sex: text('sex').$type<'female' | 'male'>(),
    citizenship: text('citizenship').notNull().default('PL'),
    address: jsonb('address').$type<WorkerAddress>().notNull(),
    email: blank('email'),
    phone: blank('phone'),
    taxOfficeCode: blank('tax_office_code'),
    nfzBranch: blank('nfz_branch'),
    bankAccount: blank('bank_account'),
    pit2: boolean('pit2').notNull().default(false),
    kupVariant: text('kup_variant').$type<KupVariant>().notNull().default('standard'),
    /** The language the worker's payslips are printed and mailed in; Polish unless the worker asks. */
    payslipLanguage: text('payslip_language').$type<PayslipLanguage>().notNull().default('pl'),
    under26Waived: boolean('under26_waived').notNull().default(false),
    student: boolean('student').notNull().default(false),
    ppkJoined: boolean('ppk_joined').notNull().default(false),
    /** Percent as decimal text ('2', '1.5'); '' when not in PPK. */
    ppkEmployeeRate: blank('ppk_employee_rate'),
    ppkEmployerRate: blank('ppk_employer_rate'),
    ppkOptOutDate: day('ppk_opt_out_date'),
    education: blank('education'),
    workHistory: blank('work_history'),
    notes: blank('notes'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One person, one record: the same PESEL twice would split their payroll year in two.
    uniqueIndex('workers_organization_pesel_key')
      .on(t.organizationId, t.pesel)
      .where(sql`${t.pesel} <> ''`),
    index('workers_organization_name_idx').on(t.organizationId, sql`lower(${t.lastName})`, t.id),
    index('workers_organization_status_idx').on(t.organizationId, t.status),
    check('workers_status_check', sql`${t.status} in ('candidate', 'employed', 'left')`),
    check('workers_identity_kind_check', sql`${t.identityKind} in ('pesel', 'passport')`),
    check('workers_kup_variant_check', sql`${t.kupVariant} in ('standard', 'raised', 'none')`),
    check('workers_payslip_language_check', sql`${t.payslipLanguage} in ('pl', 'en', 'de', 'fr', 'pt')`),
  ],
);
export type WorkerRow = typeof workers.$inferSelect;
export type NewWorkerRow = typeof workers.$inferInsert;

/** Scans and certificates of a worker, in the same file storage as cost attachments. */
export const workerDocuments = pgTable(
  'worker_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('worker_documents_worker_idx').on(t.workerId)],
);
export type WorkerDocumentRow = typeof workerDocuments.$inferSelect;

/**
 * Questionnaire links. Only the token's hash is kept; the answers wait here ('submitted') until an
 * admin takes them into a record, so a link's answers never change a worker by themselves.
 */
export const workerForms = pgTable(
  'worker_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    language: text('language').$type<WorkerFormLanguage>().notNull(),
    includePayroll: boolean('include_payroll').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<'sent' | 'submitted' | 'accepted' | 'rejected'>().notNull().default('sent'),
    answers: jsonb('answers').$type<WorkerFormAnswers>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('worker_forms_token_hash_key').on(t.tokenHash),
    index('worker_forms_organization_idx').on(t.organizationId, t.createdAt),
    check('worker_forms_status_check', sql`${t.status} in ('sent', 'submitted', 'accepted', 'rejected')`),
  ],
);
export type WorkerFormRow = typeof workerForms.$inferSelect;

/**
 * Who changed which fields of a worker, and when. Field names only, never values: a PESEL, an address
 * or a pay figure must not be copied anywhere a wider audience reads. Never updated or deleted.
 */
export const workerAudit = pgTable(
  'worker_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id').references(() => workers.id, { onDelete: 'cascade' }),
    formId: integer('form_id').references(() => workerForms.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('worker_audit_worker_idx').on(t.workerId, t.at)],
);
