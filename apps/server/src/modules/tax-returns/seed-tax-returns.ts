// Demo data for the tax returns: the tax office, and in last month the documents that carry every
// marker the books can (several rates, MPP, exempt, reverse charge, margin, a correction, a foreign
// currency and a KSeF number), so that month's JPK_V7M shows them all and validates.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { InvoiceInput } from '@saldo/contracts/invoices';
import { buildKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { inputFromRow, insertNewInvoice } from '../invoices/invoices.service.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { previousPeriod } from './tax-return-month.ts';
import { taxReturnSettings } from './tax-returns.table.ts';

/** Pierwszy Mazowiecki Urząd Skarbowy w Warszawie (from the official list). */
const DEMO_TAX_OFFICE = '1471';

/**
 * The legal basis an exempt line needs (art. 106e ust. 1 pkt 19), as the invoice input carries it
 * where the invoices module asks for one; kept apart so the seed reads the same either way.
 */
const EXEMPTION_BASIS: Record<string, unknown> = {
  exemptionBasis: { kind: 'act', text: 'art. 43 ust. 1 pkt 29 lit. b ustawy o VAT' },
};

type Line = InvoiceInput['lines'][number];
const line = (
  name: string,
  quantity: string,
  unitPrice: string,
  vatRate: Line['vatRate'],
  extra: Partial<Line> = {},
): Line => ({
  name,
  classification: '',
  gtu: null,
  quantity,
  unit: 'szt.',
  unitPrice,
  discountPercent: '',
  vatRate,
  annex15: false,
  ...extra,
});

/** Runs once per organization: an organization with tax-return settings is left alone. */
export async function seedDemoTaxReturns(db: Db, organizationId: number, today: string = todayInPoland()) {
  const [existing] = await db
    .select({ id: taxReturnSettings.organizationId })
    .from(taxReturnSettings)
    .where(eq(taxReturnSettings.organizationId, organizationId));
  if (existing) return;
  await db.transaction(async (tx) => {
    await tx.insert(taxReturnSettings).values({ organizationId });
    // The demo company's tax office, in its company settings (unless someone already chose one).
    await tx
      .update(organizations)
      .set({ taxOfficeCode: DEMO_TAX_OFFICE })
      .where(and(eq(organizations.id, organizationId), eq(organizations.taxOfficeCode, '')));
    const [template] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.organizationId, organizationId),
          eq(invoices.type, 'vat'),
          eq(invoices.currency, 'PLN'),
          ne(invoices.status, 'cancelled'),
        ),
      )
      .orderBy(asc(invoices.id))
      .limit(1);
    if (!template) return;
    const [company] = await tx
      .select({ nip: organizations.nip })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const period = previousPeriod(today.slice(0, 7));
    const day = (d: number) => `${period}-${String(d).padStart(2, '0')}`;
    const base = await inputFromRow(tx, template);
    const invoice = (date: string, extra: Partial<InvoiceInput>) =>
      insertNewInvoice(tx, organizationId, null, {
        ...base,
        issueDate: date,
        saleDate: date,
        repeat: 'do_not_repeat',
        notes: 'Faktura demonstracyjna do JPK_V7M.',
        ...extra,
      });

    // Annex 15 goods over 15 000 zł: split payment (MPP), GTU_06; sent to KSeF and accepted.
    const electronics = await invoice(day(3), {
      lines: [
        line('Laptop 15" (załącznik 15, poz. 28)', '10', '4500.00', '23', { gtu: 'GTU_06', annex15: true }),
      ],
    });
    const ksefNumber = buildKsefNumber(company?.nip ?? '1234563218', day(3), '0100001AF629');
    await tx.insert(ksefSubmissions).values({
      invoiceId: electronics.id,
      organizationId,
      status: 'accepted',
      ksefNumber,
      acceptedAt: new Date(`${day(3)}T10:00:00Z`),
    });
    // Several rates, an exempt line and a domestic reverse-charge line on one invoice.
    await invoice(day(6), {
      ...EXEMPTION_BASIS,
      lines: [
        line('Usługa doradcza', '4', '250.00', '23', { gtu: 'GTU_12' }),
        line('Catering na spotkanie', '1', '850.00', '8'),
        line('Książka „Księgowość w praktyce”', '3', '79.90', '5'),
        line('Szkolenie zawodowe (zwolnione)', '1', '1200.00', 'zw'),
        line('Roboty budowlane (odwrotne obciążenie)', '1', '3000.00', 'oo'),
      ],
    });
    // The margin scheme for used goods: bought for 31 980,00, sold for 36 900,00 (margin 4 920,00).
    await invoice(day(9), {
      type: 'vatMargin',
      marginScheme: 'used_goods',
      priceMode: 'gross',
      lines: [line('Używany samochód dostawczy', '1', '36900.00', '23', { purchasePrice: '31980.00' })],
    });
    // In euro, at the NBP rate.
    await invoice(day(12), {
      currency: 'EUR',
      exchangeRate: '4.2500',
      exchangeRateTable: 'demo (typed by hand)',
      language: 'english',
      lines: [line('Software consulting', '20', '60.00', '23', { gtu: 'GTU_12' })],
    });
    // A correction of the electronics invoice: one laptop returned.
    const original = await inputFromRow(tx, electronics);
    await invoice(day(20), {
      type: 'correction',
      correctedInvoiceId: electronics.id,
      correctionReason: 'Zwrot jednego laptopa',
      lines: original.lines.map((l) => ({ ...l, quantity: '9' })),
    });
  });
}
