import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '@saldo/domain/currency';
import { organizations } from './organizations.table.ts';

/** The organization's own accounts, printed on its invoices; one default per currency. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The user's label ("Rachunek główny"). */
    name: text('name').notNull(),
    /** The bank's name (FA(3) NazwaBanku), prefilled from the account's bank code. */
    bankName: text('bank_name').notNull().default(''),
    /** Electronic form: upper case, no spaces (PL + 26 digits for a Polish account). */
    iban: text('iban').notNull(),
    swift: text('swift').notNull().default(''),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_accounts_organization_id_idx').on(t.organizationId),
    uniqueIndex('bank_accounts_organization_iban_key').on(t.organizationId, t.iban),
    // The database keeps "at most one default per currency" even if two saves race.
    uniqueIndex('bank_accounts_default_per_currency_key')
      .on(t.organizationId, t.currency)
      .where(sql`${t.isDefault}`),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
