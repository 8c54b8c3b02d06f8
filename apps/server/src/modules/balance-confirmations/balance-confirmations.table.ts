import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BalanceConfirmationDocument,
  BalanceConfirmationStatus,
  ConfirmationAnswerChannel,
} from '@saldo/contracts/balance-confirmations';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * A balance confirmation (potwierdzenie salda) as issued: the open documents and the balance are a
 * snapshot of the as-of day, so a payment booked later does not change what the contractor was asked
 * to confirm. One per contractor and day: issuing "all" twice at year end adds nothing.
 */
export const balanceConfirmations = pgTable(
  'balance_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    asOfDate: date('as_of_date', { mode: 'string' }).notNull(),
    /** PLN grosze, each document at its own rate; positive: the contractor owes the company. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    documents: jsonb('documents').$type<BalanceConfirmationDocument[]>().notNull(),
    status: text('status').$type<BalanceConfirmationStatus>().notNull().default('pending'),
    comment: text('comment').notNull().default(''),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** 'app': the contractor answered in Saldo; 'paper': the company recorded a signed copy received. */
    answerChannel: text('answer_channel').$type<ConfirmationAnswerChannel>(),
    /** A dispute on paper: the balance by the contractor's books, PLN grosze (positive: it owes). */
    disputedBalance: bigint('disputed_balance', { mode: 'number' }),
    /** A paper answer: the day it arrived. */
    receivedOn: date('received_on', { mode: 'string' }),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_confirmations_contractor_day_key').on(t.organizationId, t.contractorId, t.asOfDate),
    index('balance_confirmations_organization_idx').on(t.organizationId, t.status, t.issuedAt),
    check('balance_confirmations_status_check', sql`${t.status} in ('pending', 'confirmed', 'disputed')`),
    check('balance_confirmations_answer_channel_check', sql`${t.answerChannel} in ('app', 'paper')`),
  ],
);

export type BalanceConfirmationRow = typeof balanceConfirmations.$inferSelect;

/** Who issued, downloaded or answered a confirmation, and when; written in the same transaction. */
export const balanceConfirmationAudit = pgTable(
  'balance_confirmation_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    confirmationId: integer('confirmation_id')
      .notNull()
      .references(() => balanceConfirmations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_confirmation_audit_organization_idx').on(t.organizationId, t.at),
    // A user's recent activity (users app) reads their newest entries.
    index('balance_confirmation_audit_user_idx').on(t.userId, t.at),
  ],
);
