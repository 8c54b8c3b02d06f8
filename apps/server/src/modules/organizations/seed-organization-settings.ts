import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts } from './bank-accounts.table.ts';
import { categories } from './categories.table.ts';
import { numberingSeries } from './numbering-series.table.ts';
import { organizationSettings } from './organization-settings.table.ts';
import { organizations } from './organizations.table.ts';
import { defaultDebt, defaultInvoiceTypes, defaultSeries } from './organization-settings-defaults.ts';

/**
 * Demo company data: identifiers with valid checksums that belong to nobody in particular (the
 * textbook NIP 123-456-32-18 and REGON 123456785) and the NBP's sample account number.
 */
const demoCompany = {
  nip: '1234563218',
  regon: '123456785',
  krs: '0000123456',
  street: 'ul. Prosta',
  buildingNumber: '20',
  flatNumber: '',
  postalCode: '00-850',
  city: 'Warszawa',
  country: 'PL',
  email: 'biuro@demo.com',
  phone: '+48 22 123 45 67',
  website: 'https://demo.com',
  vatStatus: 'payer',
  // A VAT payer that also sells exempt vocational training: the default basis of its zw lines.
  vatExemptionBasis: 'art. 43 ust. 1 pkt 29 lit. a ustawy o VAT',
  vatExemptionBasisKind: 'act',
} as const;

const demoCategories = [
  'Biuro i materiały biurowe',
  'Paliwo',
  'Oprogramowanie i subskrypcje',
  'Telefon i internet',
  'Usługi księgowe',
  'Podróże służbowe',
];

/**
 * Fills the demo organization's settings. Each part is written only while it is missing, so a run
 * after someone edited the settings changes nothing.
 */
export async function seedOrganizationSettings(db: Db, organizationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set(demoCompany)
      .where(and(eq(organizations.id, organizationId), eq(organizations.nip, '')));
    await tx
      .insert(organizationSettings)
      .values({
        organizationId,
        invoiceTypes: defaultInvoiceTypes,
        printing: {
          defaultLanguage: 'polish',
          notes: 'Dziękujemy za współpracę.',
          footer: 'Demo sp. z o.o., ul. Prosta 20, 00-850 Warszawa, KRS 0000123456',
        },
        // The demo shows the schedule running.
        debt: { ...defaultDebt, enabled: true },
      })
      .onConflictDoNothing();
    const [account] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.organizationId, organizationId))
      .limit(1);
    if (!account) {
      await tx.insert(bankAccounts).values({
        organizationId,
        name: 'Rachunek główny',
        bankName: 'Santander Bank Polska S.A.',
        iban: 'PL61109010140000071219812874',
        swift: 'WBKPPLPP',
        currency: 'PLN',
        isDefault: true,
      });
    }
    await tx
      .insert(numberingSeries)
      .values(Object.values(defaultSeries).map((series) => ({ organizationId, ...series })))
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values(demoCategories.map((name) => ({ organizationId, name, kind: 'cost' as const })))
      .onConflictDoNothing();
  });
}
