import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  date,
} from 'drizzle-orm/pg-core';
import type { DebtAction } from '@saldo/contracts/debt';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * What was done to collect an invoice: reminders, SMS, resent invoices, calls, notes, demand letters.
 * Written once, never edited. `details` keeps the facts (recipient, channel answer, interest counted);
 * titles are translated when read, so a user sees them in their own language.
 */
export const debtHistory = pgTable(
  'debt_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    action: text('action').$type<DebtAction>().notNull(),
    origin: text('origin').$type<'user' | 'schedule'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** false: the channel was not configured or refused; the entry records the attempt, not a send. */
    delivered: boolean('delivered').notNull(),
    /** Recipient, message, provider id, interest counted…; the failure reason when not delivered. */
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    attachmentKey: text('attachment_key'),
    attachmentTitle: text('attachment_title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('debt_history_invoice_idx').on(t.invoiceId, t.createdAt),
    index('debt_history_contractor_idx').on(t.organizationId, t.contractorId, t.createdAt),
  ],
);
export type DebtHistoryRow = typeof debtHistory.$inferSelect;
export type NewDebtHistoryRow = typeof debtHistory.$inferInsert;

/**
 * The automatic schedule's claims: one row per invoice and step, inserted before the step runs. The
 * primary key makes a second run (the same day, or another server instance) skip the step: once only.
 */
export const debtScheduleRuns = pgTable(
  'debt_schedule_runs',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** `${offsetDays}:${channel}:${template}`: a step changed in the settings is a new step. */
    stepKey: text('step_key').notNull(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.stepKey] })],
);

/**
 * NBP reference rates an organization's admin entered after an RPP decision the shipped table
 * (@saldo/domain/late-payment/rates) does not know; they take precedence over it for that organization.
 * Per organization, not per instance: no tenant's admin may change the figures another tenant claims.
 */
export const referenceRates = pgTable(
  'reference_rates',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    from: date('effective_from', { mode: 'string' }).notNull(),
    /** Basis points (350 = 3.50 %). */
    rate: integer('rate').notNull(),
    enteredOn: date('entered_on', { mode: 'string' }).notNull(),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.from] })],
);
