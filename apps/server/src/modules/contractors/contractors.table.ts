import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blank } from '../../db/columns.ts';
import type {
  ContractorBankAccount,
  ContractorPaymentTerm,
  RecipientUnit,
} from '@saldo/contracts/contractors';
import type { vatStatuses } from '@saldo/contracts/lookup';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The contractors (clients and suppliers) of an organization. Addresses are columns, not JSON: the
 * list searches and sorts by city, and invoices will copy them. Bank accounts are read and written
 * with the contractor as a whole, so a JSON array fits better than a child table.
 */
export const contractors = pgTable(
  'contractors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * Normalized: 10 digits for a Polish NIP, the tax id as typed (upper case) for a foreign one. The
     * one text left NULL when absent (others are ''), so its unique index skips it.
     */
    nip: text('nip'),
    regon: blank('regon'),
    country: text('country').notNull().default('PL'),
    street: blank('street'),
    buildingNumber: blank('building_number'),
    flatNumber: blank('flat_number'),
    postalCode: blank('postal_code'),
    city: blank('city'),
    differentCorrespondenceAddress: boolean('different_correspondence_address').notNull().default(false),
    correspondenceSameAsCompany: boolean('correspondence_same_as_company').notNull().default(false),
    correspondenceStreet: blank('correspondence_street'),
    correspondenceBuildingNumber: blank('correspondence_building_number'),
    correspondenceFlatNumber: blank('correspondence_flat_number'),
    correspondencePostalCode: blank('correspondence_postal_code'),
    correspondenceCity: blank('correspondence_city'),
    correspondenceCountry: text('correspondence_country').notNull().default('PL'),
    phone: blank('phone'),
    email: blank('email'),
    website: blank('website'),
    bankAccounts: jsonb('bank_accounts')
      .$type<ContractorBankAccount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paymentTerm: text('payment_term').$type<ContractorPaymentTerm>(),
    paymentTermDays: integer('payment_term_days'),
    notes: blank('notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vatStatus: text('vat_status').$type<(typeof vatStatuses)[number]>(),
    vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
    /** Business or consumer, chosen by hand; null: taken from the NIP (defaultDebtorKind). */
    debtorKind: text('debtor_kind').$type<'business' | 'consumer'>(),
    /** The JST unit or VAT-group member its invoices concern (FA(3) Podmiot3); null: none. */
    recipientUnit: jsonb('recipient_unit').$type<RecipientUnit>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contractors_organization_id_idx').on(t.organizationId),
    uniqueIndex('contractors_organization_nip_key')
      .on(t.organizationId, t.nip)
      .where(sql`${t.nip} is not null`),
    // Search (lower(...) like '%q%' filters within the organization) and the list's sorts.
    // Each sort's index ends in the id, as its order does, so a page from either end is an index walk
    // (decision 0014); NIPs go last both ways, so each direction of the NIP sort has its own.
    index('contractors_organization_name_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
    index('contractors_organization_email_idx').on(t.organizationId, sql`lower(${t.email})`),
    index('contractors_organization_city_idx').on(t.organizationId, sql`lower(${t.city})`, t.id),
    index('contractors_organization_created_at_idx').on(t.organizationId, t.createdAt, t.id),
    index('contractors_organization_nip_asc_idx').on(t.organizationId, t.nip.asc().nullsLast(), t.id),
    index('contractors_organization_nip_desc_idx').on(
      t.organizationId,
      t.nip.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('contractors_tags_idx').using('gin', t.tags),
    // Search is `lower(column) LIKE '%text%'`: trigram indexes (pg_trgm) on the same expressions.
    index('contractors_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('contractors_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('contractors_city_trgm_idx').using('gin', sql`lower(${t.city}) gin_trgm_ops`),
    index('contractors_nip_trgm_idx').using('gin', sql`lower(coalesce(${t.nip}, '')) gin_trgm_ops`),
    check(
      'contractors_payment_term_check',
      sql`${t.paymentTerm} is null or ${t.paymentTerm} in ('7_days', '14_days', '21_days', 'custom')`,
    ),
    check(
      'contractors_payment_term_days_check',
      sql`${t.paymentTermDays} is null or (${t.paymentTerm} = 'custom' and ${t.paymentTermDays} between 0 and 365)`,
    ),
    check(
      'contractors_vat_status_check',
      sql`${t.vatStatus} is null or ${t.vatStatus} in ('active', 'exempt', 'not_registered')`,
    ),
  ],
);

export type ContractorRow = typeof contractors.$inferSelect;
export type NewContractorRow = typeof contractors.$inferInsert;
