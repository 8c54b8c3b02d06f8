import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { InvoiceType } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import { money } from '../../db/columns.ts';

// The reports' per-month sums, kept by triggers on invoices, costs and their payments in the writing
// transaction (decision 0015, migration report_aggregates). Like the list aggregates of decision 0014,
// each key is split into 16 stripes chosen by the transaction id, so concurrent writers of one month
// seldom wait for each other; readers sum the stripes. Months are 'YYYY-MM' text, compared as text.
// No foreign keys: the triggers are the only writers, and deleting an organization deletes its
// documents, whose triggers bring these rows to zero.

const stripe = () => smallint('stripe').notNull();
/** PLN grosze: a foreign document at its own rate, as stored with it. */
const plnAmounts = {
  count: integer('count').notNull(),
  net: money('net').notNull(),
  vat: money('vat').notNull(),
  gross: money('gross').notNull(),
};

/**
 * Counted sales (not cancelled, not proformas) per issue month, VAT month (the sale date's month, a
 * correction's issue month: the JPK's), type and currency; amounts in the documents' own currency
 * and in PLN.
 */
export const reportSales = pgTable(
  'report_sales',
  {
    organizationId: integer('organization_id').notNull(),
    month: text('month').notNull(),
    vatMonth: text('vat_month').notNull(),
    type: text('type').$type<InvoiceType>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    stripe: stripe(),
    count: integer('count').notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
    netPln: money('net_pln').notNull(),
    vatPln: money('vat_pln').notNull(),
    grossPln: money('gross_pln').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'report_sales_pk',
      columns: [t.organizationId, t.month, t.vatMonth, t.type, t.currency, t.stripe],
    }),
  ],
);

/** Counted sales per issue month and VAT rate, from each invoice's per-rate summary (PLN). */
export const reportSalesByRate = pgTable(
  'report_sales_by_rate',
  {
    organizationId: integer('organization_id').notNull(),
    month: text('month').notNull(),
    vatRate: text('vat_rate').notNull(),
    stripe: stripe(),
    ...plnAmounts,
  },
  (t) => [
    primaryKey({
      name: 'report_sales_by_rate_pk',
      columns: [t.organizationId, t.month, t.vatRate, t.stripe],
    }),
  ],
);

/** Counted sales per issue month and buyer (PLN). */
export const reportSalesByContractor = pgTable(
  'report_sales_by_contractor',
  {
    organizationId: integer('organization_id').notNull(),
    month: text('month').notNull(),
    contractorId: integer('contractor_id').notNull(),
    stripe: stripe(),
    ...plnAmounts,
  },
  (t) => [
    primaryKey({
      name: 'report_sales_by_contractor_pk',
      columns: [t.organizationId, t.month, t.contractorId, t.stripe],
    }),
    // The listed buyers' figures in the compared periods, read by buyer rather than by month.
    index('report_sales_by_contractor_party_idx').on(t.organizationId, t.contractorId, t.month),
  ],
);

/**
 * Booked costs (not drafts) per booking month, VAT month (the VAT period, else the booking period),
 * supplier and category (0: none); PLN amounts and the deducted VAT.
 */
export const reportCosts = pgTable(
  'report_costs',
  {
    organizationId: integer('organization_id').notNull(),
    month: text('month').notNull(),
    vatMonth: text('vat_month').notNull(),
    contractorId: integer('contractor_id').notNull(),
    categoryId: integer('category_id').notNull(),
    stripe: stripe(),
    ...plnAmounts,
    deductibleVat: money('deductible_vat').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'report_costs_pk',
      columns: [t.organizationId, t.month, t.contractorId, t.categoryId, t.vatMonth, t.stripe],
    }),
  ],
);

/**
 * Payments per payment month: 'in' of invoices, 'out' of costs, each payment in PLN at its document's
 * own rate, rounded per payment (receivables.repository's plnAtOwnRate).
 */
export const reportCash = pgTable(
  'report_cash',
  {
    organizationId: integer('organization_id').notNull(),
    month: text('month').notNull(),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    stripe: stripe(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_cash_pk', columns: [t.organizationId, t.month, t.direction, t.stripe] }),
  ],
);
