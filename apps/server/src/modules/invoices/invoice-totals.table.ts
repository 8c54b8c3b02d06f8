import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { day, money } from '../../db/columns.ts';
import type { InvoiceType } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { StoredInvoiceStatus } from '@saldo/domain/invoice-status';

// The invoice lists' counts and sums, kept by a trigger on invoices in the writing transaction
// (decision 0014, migration invoice_totals_trigger). Each key is split into stripes chosen by the
// transaction id, so concurrent writers of one bucket seldom wait for each other; readers sum them.
// No foreign keys: the trigger is the only writer, and an organization's deletion cascades through
// invoices, whose trigger empties these rows.

const key = {
  organizationId: integer('organization_id').notNull(),
  status: text('status').$type<StoredInvoiceStatus>().notNull(),
  type: text('type').$type<InvoiceType>().notNull(),
  currency: text('currency').$type<CurrencyCode>().notNull(),
  /** A proforma converted into an invoice (never 'expired'). */
  converted: boolean('converted').notNull(),
  stripe: smallint('stripe').notNull(),
};
const amounts = {
  count: integer('count').notNull(),
  net: money('net').notNull(),
  vat: money('vat').notNull(),
  gross: money('gross').notNull(),
  balance: money('balance').notNull(),
};
/**
 * The due date of an invoice that can become overdue (not paid or cancelled, balance above zero);
 * 'infinity' otherwise, so "overdue as of today" is one range condition.
 */
const lateDueDate = () => day('late_due_date').notNull();

export const invoiceTotals = pgTable(
  'invoice_totals',
  { ...key, lateDueDate: lateDueDate(), ...amounts },
  (t) => [
    primaryKey({
      name: 'invoice_totals_pk',
      columns: [t.organizationId, t.status, t.type, t.currency, t.converted, t.lateDueDate, t.stripe],
    }),
  ],
);

export const invoiceTotalsByDay = pgTable(
  'invoice_totals_by_day',
  {
    ...key,
    issueDate: day('issue_date').notNull(),
    dueDate: day('due_date').notNull(),
    /** Not paid or cancelled and a balance above zero: overdue once the due date has passed. */
    payable: boolean('payable').notNull(),
    ...amounts,
  },
  (t) => [
    primaryKey({
      name: 'invoice_totals_by_day_pk',
      columns: [
        t.organizationId,
        t.issueDate,
        t.dueDate,
        t.status,
        t.type,
        t.currency,
        t.converted,
        t.payable,
        t.stripe,
      ],
    }),
  ],
);

export const invoiceTotalsByContractor = pgTable(
  'invoice_totals_by_contractor',
  { ...key, contractorId: integer('contractor_id').notNull(), lateDueDate: lateDueDate(), ...amounts },
  (t) => [
    primaryKey({
      name: 'invoice_totals_by_contractor_pk',
      columns: [
        t.organizationId,
        t.contractorId,
        t.status,
        t.type,
        t.currency,
        t.converted,
        t.lateDueDate,
        t.stripe,
      ],
    }),
  ],
);
