import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';

/**
 * Register answers by NIP, kept for a day: GUS and the white list have daily quotas, and the same
 * company is looked up again when an invoice is issued. Public register data, so the cache is shared
 * by all organizations. Failures and 'not found' are never stored.
 */
export const companyLookups = pgTable('company_lookups', {
  nip: text('nip').primaryKey(),
  result: jsonb('result').$type<CompanyLookupResult>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

export type CompanyLookupRow = typeof companyLookups.$inferSelect;
