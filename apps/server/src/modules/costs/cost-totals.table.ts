import { boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { CostStoredStatus } from '@saldo/contracts/costs';
import type { CurrencyCode } from '@saldo/domain/currency';
import { day, money } from '../../db/columns.ts';

// The cost list's counts and sums, kept by a trigger on costs in the writing transaction (decision
// 0014, migration cost_totals), striped like the invoices' (invoice-totals.table.ts): each upsert goes
// to one of 16 stripes chosen by the transaction id, and readers sum them. No foreign keys: the
// trigger is the only writer, and an organization's deletion cascades through costs, whose trigger
// empties these rows.

const key = {
  organizationId: integer('organization_id').notNull(),
  status: text('status').$type<CostStoredStatus>().notNull(),
  currency: text('currency').$type<CurrencyCode>().notNull(),
  stripe: smallint('stripe').notNull(),
};
const amounts = {
  count: integer('count').notNull(),
  net: money('net').notNull(),
  vat: money('vat').notNull(),
  gross: money('gross').notNull(),
  balance: money('balance').notNull(),
  netPln: money('net_pln').notNull(),
  vatPln: money('vat_pln').notNull(),
  grossPln: money('gross_pln').notNull(),
  /** Each document's balance at its own rate, rounded per document as the list always summed it. */
  balancePln: money('balance_pln').notNull(),
};
/**
 * The due date of a document that can become overdue (unpaid or partly paid, balance above zero);
 * 'infinity' otherwise, so "overdue as of today" is one range condition.
 */
const lateDueDate = () => day('late_due_date').notNull();

export const costTotals = pgTable('cost_totals', { ...key, lateDueDate: lateDueDate(), ...amounts }, (t) => [
  primaryKey({
    name: 'cost_totals_pk',
    columns: [t.organizationId, t.status, t.currency, t.lateDueDate, t.stripe],
  }),
]);

/** The month and category filters; `category_id` 0 stands for a document without a category. */
export const costTotalsByPeriod = pgTable(
  'cost_totals_by_period',
  {
    ...key,
    bookingPeriod: text('booking_period').notNull(),
    categoryId: integer('category_id').notNull(),
    lateDueDate: lateDueDate(),
    ...amounts,
  },
  (t) => [
    primaryKey({
      name: 'cost_totals_by_period_pk',
      columns: [
        t.organizationId,
        t.bookingPeriod,
        t.categoryId,
        t.status,
        t.currency,
        t.lateDueDate,
        t.stripe,
      ],
    }),
    // A category in every month.
    index('cost_totals_by_period_category_idx').on(t.organizationId, t.categoryId),
  ],
);

export const costTotalsByDay = pgTable(
  'cost_totals_by_day',
  {
    ...key,
    issueDate: day('issue_date').notNull(),
    dueDate: day('due_date').notNull(),
    /** Unpaid or partly paid with a balance above zero: overdue once the due date has passed. */
    payable: boolean('payable').notNull(),
    ...amounts,
  },
  (t) => [
    primaryKey({
      name: 'cost_totals_by_day_pk',
      columns: [t.organizationId, t.issueDate, t.dueDate, t.status, t.currency, t.payable, t.stripe],
    }),
  ],
);

export const costTotalsByContractor = pgTable(
  'cost_totals_by_contractor',
  { ...key, contractorId: integer('contractor_id').notNull(), lateDueDate: lateDueDate(), ...amounts },
  (t) => [
    primaryKey({
      name: 'cost_totals_by_contractor_pk',
      columns: [t.organizationId, t.contractorId, t.status, t.currency, t.lateDueDate, t.stripe],
    }),
  ],
);
