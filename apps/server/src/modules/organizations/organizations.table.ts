import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { blank } from '../../db/columns.ts';
import type { Plan } from '@saldo/contracts/users';
import type { ExemptionBasisKind, VatPayerStatus } from '@saldo/contracts/organization-settings';

/**
 * The tenant: every business row carries an organization_id. Its company profile (the seller on
 * every invoice) lives here too: one row, read and written as a whole by the company settings.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    // Empty text rather than null: the forms edit strings, and '' means "not given" everywhere.
    nip: blank('nip'),
    regon: blank('regon'),
    krs: blank('krs'),
    street: blank('street'),
    buildingNumber: blank('building_number'),
    flatNumber: blank('flat_number'),
    postalCode: blank('postal_code'),
    city: blank('city'),
    country: text('country').notNull().default('PL'),
    email: blank('email'),
    phone: blank('phone'),
    website: blank('website'),
    vatStatus: text('vat_status').$type<VatPayerStatus>().notNull().default('payer'),
    /** The company's default basis for zw lines: the whole company's (art. 113) or a payer's usual one. */
    vatExemptionBasis: blank('vat_exemption_basis'),
    vatExemptionBasisKind: text('vat_exemption_basis_kind')
      .$type<ExemptionBasisKind>()
      .notNull()
      .default('act'),
    /** Metoda kasowa (art. 21 of the VAT act): invoices say so, and FA(3) has P_16 = 1. */
    cashMethod: boolean('cash_method').notNull().default(false),
    /** KodUrzedu of the company's tax office (the JPK_V7M header); '' not chosen yet. */
    taxOfficeCode: blank('tax_office_code'),
    /** Administrators must sign in with a second factor; one without it may only enrol (plugins/guard.ts). */
    requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
    /** The pricing page's plan, every user's `currentPlan`; a new company starts on the free one. */
    plan: text('plan').$type<Plan>().notNull().default('basic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('organizations_plan_check', sql`${t.plan} in ('basic', 'team', 'company', 'enterprise')`),
    check('organizations_vat_status_check', sql`${t.vatStatus} in ('payer', 'exempt')`),
    check(
      'organizations_vat_exemption_basis_kind_check',
      sql`${t.vatExemptionBasisKind} in ('act', 'directive', 'other')`,
    ),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
