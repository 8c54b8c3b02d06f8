import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { InvoiceType } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import { money } from '../../db/columns.ts';

// The reports' per-month sums, kept by triggers on invoices, costs and their payments in the writing
// transaction (decision 0015, migrations 0033-0035 and 0040). Like the list aggregates of decision
// 0014, each month key is split into 16 stripes chosen by the transaction id, so concurrent writers of
// one month seldom wait for each other; readers sum the stripes (the party tables are one row per party
// and period, see there). Months are 'YYYY-MM' text, compared as text.
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

/**
 * Counted sales per buyer and period: each invoice in its month ('YYYY-MM'), its quarter ('YYYY-Qn')
 * and its year ('YYYY'), so the largest buyers of a month, a quarter or a year are the first entries
 * of the ranking index (decision 0015). Not striped: a row is one buyer's, so only writes for the same
 * buyer wait for each other, and the ranking needs a buyer's whole sum in one row. PLN amounts.
 */
export const reportSalesByParty = pgTable(
  'report_sales_by_party',
  {
    organizationId: integer('organization_id').notNull(),
    period: text('period').notNull(),
    contractorId: integer('contractor_id').notNull(),
    ...plnAmounts,
  },
  (t) => [
    primaryKey({ name: 'report_sales_by_party_pk', columns: [t.organizationId, t.period, t.contractorId] }),
    index('report_sales_by_party_rank_idx').on(t.organizationId, t.period, t.gross.desc(), t.contractorId),
  ],
);

/**
 * Booked costs (not drafts) per booking month, VAT month (the VAT period, else the booking period)
 * and category (0: none); PLN amounts and the deducted VAT.
 */
export const reportCostMonths = pgTable(
  'report_cost_months',
  {
    organizationId: integer('organization_id').notNull(),
    month: text('month').notNull(),
    vatMonth: text('vat_month').notNull(),
    categoryId: integer('category_id').notNull(),
    stripe: stripe(),
    ...plnAmounts,
    deductibleVat: money('deductible_vat').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'report_cost_months_pk',
      columns: [t.organizationId, t.month, t.vatMonth, t.categoryId, t.stripe],
    }),
  ],
);

/** Booked costs per supplier and period (month, quarter and year, as report_sales_by_party); PLN. */
export const reportCostsByParty = pgTable(
  'report_costs_by_party',
  {
    organizationId: integer('organization_id').notNull(),
    period: text('period').notNull(),
    contractorId: integer('contractor_id').notNull(),
    ...plnAmounts,
  },
  (t) => [
    primaryKey({ name: 'report_costs_by_party_pk', columns: [t.organizationId, t.period, t.contractorId] }),
    index('report_costs_by_party_rank_idx').on(t.organizationId, t.period, t.gross.desc(), t.contractorId),
  ],
);
