import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

// How many contractors an organization has per country and VAT status, kept by a trigger on
// contractors in the writing transaction (decision 0014, migration cost_contractor_totals), so the
// list's count without a search does not grow with the organization. Striped by transaction id like
// the document totals; readers sum the stripes.
export const contractorTotals = pgTable(
  'contractor_totals',
  {
    organizationId: integer('organization_id').notNull(),
    country: text('country').notNull(),
    /** The stored VAT status, '' when never checked. */
    vatStatus: text('vat_status').notNull(),
    stripe: smallint('stripe').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'contractor_totals_pk',
      columns: [t.organizationId, t.country, t.vatStatus, t.stripe],
    }),
  ],
);
