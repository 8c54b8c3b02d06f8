// Columns the invoice and cost tables share: their audit trail and their payments. Apart from
// columns.ts because they reference the users table, which itself is built with columns.ts.
import { integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '@saldo/contracts/invoices';
import { users } from '../modules/auth/users.table.ts';
import { blank, day, money } from './columns.ts';

/**
 * The columns of a document's audit table (invoice_audit, cost_audit) after its id and document
 * reference: who (kept as null when the user is deleted), what, its details, and when.
 */
export const auditColumns = () => ({
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a payment of a document (invoice_payments, cost_payments) records: amount, day, method, note. */
export const paymentColumns = () => ({
  amount: money('amount').notNull(),
  date: day('date').notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  note: blank('note'),
});

/** Who recorded a payment (null once the user is deleted) and when. */
export const recordedColumns = () => ({
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
