import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { count, eq } from 'drizzle-orm';
import type { CostInput } from '@saldo/contracts/costs';
import { addDays } from '@saldo/domain/dates/calendar';
import { ibanCheckDigits } from '@saldo/domain/identifiers/iban';
import { nipCheckDigit } from '@saldo/domain/identifiers/nip';
import { toDecimalString } from '@saldo/domain/money';
import { vatOnNet } from '@saldo/domain/cost-totals';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { categories } from '../organizations/categories.table.ts';
import { costAttachments, costPayments, costs } from './costs.table.ts';
import { insertCostAudit, updateCostRow } from './costs.repository.ts';
import { storageKey } from './cost-files.ts';
import { insertNewCost } from './costs.service.ts';

/** Suppliers a small Polish company buys from: [name, city, postal code, street, category, net, rate]. */
const SUPPLIERS = [
  ['Orange Polska S.A.', 'Warszawa', '02-326', 'Al. Jerozolimskie', 'Telefon i internet', 24_390, '23'],
  ['PKN Orlen S.A.', 'Płock', '09-411', 'ul. Chemików', 'Paliwo', 48_780, '23'],
  ['Biuro Rachunkowe Saldo-Plus', 'Warszawa', '00-950', 'ul. Mokotowska', 'Usługi księgowe', 90_000, '23'],
  ['Office Serwis sp. z o.o.', 'Kraków', '30-002', 'ul. Wielicka', 'Biuro i materiały biurowe', 35_610, '23'],
  [
    'Chmura24 sp. z o.o.',
    'Gdańsk',
    '80-309',
    'ul. Grunwaldzka',
    'Oprogramowanie i subskrypcje',
    19_900,
    '23',
  ],
  [
    'Hotel Kasprowy Zakopane',
    'Zakopane',
    '34-500',
    'ul. Polana Szymoszkowa',
    'Podróże służbowe',
    64_815,
    '8',
  ],
] as const;

const nipOf = (base: number): string => {
  for (let k = 0; ; k += 1) {
    const first9 = String(base + k).slice(0, 9);
    const check = nipCheckDigit(first9);
    if (check !== null) return first9 + String(check);
  }
};

/** A valid Polish account number (NRB): bank 10901014, then a 16-digit account. */
const accountOf = (index: number): string => {
  const bban = `10901014${String(7_120_000_000_000_000 + index * 1_237).padStart(16, '0')}`;
  return `${ibanCheckDigits('PL', bban)}${bban}`;
};

/** A one-page "scan" of the supplier's invoice, so the demo shows attachments. */
function scanPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(title);
    doc.moveDown();
    for (const line of lines) doc.fontSize(11).text(line);
    doc.end();
  });
}

async function seedSuppliers(tx: Db, organizationId: number) {
  const rows = [];
  for (const [index, [name, city, postalCode, street]] of SUPPLIERS.entries()) {
    const [row] = await tx
      .insert(contractors)
      .values({
        organizationId,
        name,
        nip: nipOf(951_200_300 + index * 4_111),
        city,
        postalCode,
        street,
        buildingNumber: String(3 + index * 7),
        email: `faktury@${
          name
            .split(' ')[0]
            ?.toLowerCase()
            .replace(/[^a-z0-9]/g, '') ?? 'dostawca'
        }.pl`,
        bankAccounts: [{ iban: `PL${accountOf(index)}`, name: '' }],
        tags: ['dostawca'],
        paymentTerm: '14_days',
      })
      .onConflictDoNothing()
      .returning({ id: contractors.id });
    if (row) rows.push(row.id);
  }
  return rows;
}

/**
 * About thirty purchase documents over the last five months: monthly bills, fuel, accounting, a hotel;
 * older ones paid, recent ones open, a few overdue, every third with a scan attached (when a file
 * storage is given). Runs once: an organization that has costs is left alone.
 */
export async function seedDemoCosts(
  db: Db,
  organizationId: number,
  files?: FileStorage,
  today: string = todayInPoland(),
) {
  const [existing] = await db
    .select({ total: count() })
    .from(costs)
    .where(eq(costs.organizationId, organizationId));
  if ((existing?.total ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const supplierIds = await seedSuppliers(tx, organizationId);
    const categoryRows = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.organizationId, organizationId));
    for (let i = 0; i < 30; i += 1) {
      const s = i % SUPPLIERS.length;
      const supplier = SUPPLIERS[s];
      const contractorId = supplierIds[s];
      if (!supplier || contractorId === undefined) continue;
      const [name, , , , categoryName, baseNet, rate] = supplier;
      const issueDate = addDays(today, -150 + i * 5);
      const net = baseNet + (i % 4) * 1_250;
      const vatRate: VatRateCode = rate;
      const input: CostInput = {
        contractorId,
        number: `FV/${issueDate.slice(0, 7).replace('-', '/')}/${String(100 + i)}`,
        issueDate,
        receiptDate: addDays(issueDate, 2),
        dueDate: addDays(issueDate, 14),
        bookingPeriod: addDays(issueDate, 2).slice(0, 7),
        categoryId: categoryRows.find((c) => c.name === categoryName)?.id ?? null,
        currency: 'PLN',
        exchangeRate: null,
        entryMode: 'summary',
        lines: [],
        rates: [{ vatRate, net: toDecimalString(net), vat: toDecimalString(vatOnNet(net, vatRate)) }],
        amountDue: null,
        // Fuel for a car also used privately: half of the VAT (art. 86a).
        vatDeduction: categoryName === 'Paliwo' ? 'half' : 'full',
        deductionBasis: categoryName === 'Paliwo' ? 'art. 86a ust. 1 pkt 1 ustawy o VAT' : '',
        vatPeriod: null,
        paymentMethod: 'transfer',
        bankAccount: `PL${accountOf(s)}`,
        splitPayment: false,
        notes: '',
      };
      const inserted = await insertNewCost(tx, organizationId, null, input, {
        source: 'manual',
        ksefNumber: null,
        draft: false,
      });
      const row = await updateCostRow(tx, inserted.id, { service: name });
      const age = 30 - i;
      if (age > 6 || i % 5 === 0) {
        const amount = age > 6 && i % 7 !== 3 ? row.gross : Math.round(row.gross / 2);
        const date = addDays(issueDate, 7);
        await tx.insert(costPayments).values({ costId: row.id, amount, date, method: 'transfer' });
        await insertCostAudit(tx, row.id, null, 'payment_added', { amount, date, method: 'transfer' });
        await updateCostRow(tx, row.id, {
          paid: amount,
          balance: row.gross - amount,
          status: amount === row.gross ? 'paid' : 'partially_paid',
        });
      }
      if (files && i % 3 === 0) {
        const data = await scanPdf(`${name}: ${input.number}`, [
          `Data wystawienia: ${issueDate}`,
          `Netto: ${toDecimalString(net)} PLN`,
        ]);
        const key = storageKey(organizationId, row.id, `${input.number.replace(/\//g, '-')}.pdf`);
        await files.put(key, data, 'application/pdf');
        await tx.insert(costAttachments).values({
          costId: row.id,
          fileName: `${input.number.replace(/\//g, '-')}.pdf`,
          mimeType: 'application/pdf',
          size: data.byteLength,
          storageKey: key,
          sha256: createHash('sha256').update(data).digest('hex'),
        });
      }
    }
  });
}
