import { and, count, eq } from 'drizzle-orm';
import type { InvoiceInput } from '@saldo/contracts/invoices';
import { addDays } from '@saldo/domain/dates/calendar';
import { money, toDecimalString } from '@saldo/domain/money';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { bankAccounts } from '../organizations/bank-accounts.table.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { insertAudit, updateInvoiceRow } from './invoices.repository.ts';
import { insertNewInvoice } from './invoices.service.ts';
import { invoicePayments, invoices } from './invoices.table.ts';

/** A NIP with a valid checksum built from nine digits (weights 6 5 7 2 3 4 5 6 7, mod 11 ≠ 10). */
function nipFrom(base: string): string | null {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((s, w, i) => s + w * Number(base[i]), 0);
  const check = sum % 11;
  return check === 10 ? null : base + String(check);
}

const DEMO_CONTRACTORS = [
  ['Klient Demo sp. z o.o.', 'Warszawa', '00-001', 'ul. Marszałkowska', 'klient@demo.com'],
  ['Kowalski i Synowie sp.j.', 'Kraków', '31-147', 'ul. Długa', 'biuro@kowalski-synowie.pl'],
  ['Nowak Transport S.A.', 'Poznań', '60-101', 'ul. Głogowska', 'faktury@nowak-transport.pl'],
  ['Zielony Ogród Anna Wiśniewska', 'Gdańsk', '80-001', 'ul. Długi Targ', 'anna@zielonyogrod.pl'],
  ['Bud-Max sp. z o.o.', 'Wrocław', '50-001', 'ul. Świdnicka', 'ksiegowosc@budmax.pl'],
  ['Piekarnia Złoty Kłos', 'Łódź', '90-001', 'ul. Piotrkowska', 'kontakt@zlotyklos.pl'],
  ['Software House Wawel sp. z o.o.', 'Kraków', '30-001', 'ul. Grodzka', 'billing@wawel.dev'],
  ['Hotel Pod Lipami', 'Zakopane', '34-500', 'ul. Krupówki', 'recepcja@podlipami.pl'],
  ['Auto-Serwis Jan Lewandowski', 'Lublin', '20-001', 'ul. Lipowa', 'serwis@lewandowski.pl'],
  ['Kancelaria Prawna Dąbrowski', 'Katowice', '40-001', 'ul. Mariacka', 'sekretariat@dabrowski.pl'],
  ['Meble Kamiński sp. z o.o.', 'Bydgoszcz', '85-001', 'ul. Gdańska', 'zamowienia@meblekaminski.pl'],
  ['Eko-Energia S.A.', 'Szczecin', '70-001', 'al. Niepodległości', 'faktury@ekoenergia.pl'],
] as const;

const SERVICES = [
  ['Usługa programistyczna', 'h', '180.00', '23'],
  ['Konsultacje wdrożeniowe', 'h', '250.00', '23'],
  ['Abonament serwisowy', 'mies.', '1200.00', '23'],
  ['Szkolenie stacjonarne', 'dzień', '3200.00', '23'],
  ['Książka „Księgowość w praktyce”', 'szt.', '79.90', '5'],
  ['Catering na spotkanie', 'usł.', '850.00', '8'],
  ['Licencja oprogramowania', 'szt.', '4500.00', '23'],
  ['Transport towaru', 'km', '3.20', '23'],
] as const;

/** Deterministic pseudo-random numbers: the demo looks the same on every machine. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

async function seedContractors(tx: Db, organizationId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, [name, city, postalCode, street, email]] of DEMO_CONTRACTORS.entries()) {
    let nip: string | null = null;
    for (let k = 0; nip === null; k += 1) nip = nipFrom(String(521_300_100 + index * 7919 + k).slice(0, 9));
    const [row] = await tx
      .insert(contractors)
      .values({
        organizationId,
        name,
        nip,
        city,
        postalCode,
        street,
        buildingNumber: String(10 + index),
        email,
        phone: `+48 600 100 ${String(100 + index)}`,
        paymentTerm: '14_days',
      })
      .returning({ id: contractors.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

/**
 * About fifty invoices over the last five months for a dozen contractors: several types and
 * currencies, some paid, some partly paid, some overdue. The first contractor is linked to
 * client@demo.com. Runs once: an organization that has invoices is left alone.
 */
export async function seedDemoInvoices(db: Db, organizationId: number, today: string = todayInPoland()) {
  const [existing] = await db
    .select({ total: count() })
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId));
  if ((existing?.total ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const contractorIds = await seedContractors(tx, organizationId);
    await tx
      .update(users)
      .set({ contractorId: contractorIds[0] ?? null })
      .where(and(eq(users.organizationId, organizationId), eq(users.email, 'client@demo.com')));
    const [account] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.organizationId, organizationId))
      .limit(1);
    const random = generator(20_261_122);
    for (let i = 0; i < 50; i += 1) {
      // Oldest first, so numbers grow with dates in each month.
      const issueDate = addDays(today, -150 + i * 3);
      const contractorId = contractorIds[i % contractorIds.length] ?? 0;
      const foreign = i % 9 === 4;
      const type: InvoiceInput['type'] = i % 17 === 5 ? 'proforma' : 'vat';
      const lines = Array.from({ length: 1 + random(3) }, () => {
        const [name, unit, price, rate] = SERVICES[random(SERVICES.length)] ?? SERVICES[0];
        return {
          name,
          classification: '',
          gtu: null,
          quantity: String(1 + random(20)),
          unit,
          unitPrice: foreign ? toDecimalString(Math.round(money(price) / 4)) : price,
          discountPercent: '',
          vatRate: rate,
          annex15: false,
        };
      });
      const invoice = await insertNewInvoice(tx, organizationId, null, {
        type,
        contractorId,
        issueDate,
        saleDate: issueDate,
        placeOfIssue: 'Warszawa',
        paymentTerm: i % 4 === 0 ? '7_days' : '14_days',
        paymentTermDays: null,
        paymentMethod: 'transfer',
        bankAccountId: account?.id ?? null,
        currency: foreign ? 'EUR' : 'PLN',
        exchangeRate: foreign ? '4.2913' : null,
        exchangeRateTable: foreign ? 'demo (typed by hand)' : '',
        exchangeRateDate: null,
        language: foreign ? 'english' : 'polish',
        repeat: 'do_not_repeat',
        priceMode: 'net',
        lines,
        notes: 'Dziękujemy za współpracę.',
        marginScheme: null,
        correctedInvoiceId: null,
        correctionReason: '',
        advanceInvoiceIds: [],
        orderValue: '',
        orderLines: [],
        exemptionBasis: null,
      });
      // Older invoices are mostly settled, recent ones open; a few old ones stay overdue.
      const age = 50 - i;
      const outcome =
        type === 'proforma'
          ? 'open'
          : age > 12
            ? i % 5 === 2
              ? 'partial'
              : i % 7 === 3
                ? 'open'
                : 'paid'
            : 'open';
      if (outcome !== 'open') {
        const amount = outcome === 'paid' ? invoice.toPay : Math.round(invoice.toPay / 2);
        const date = addDays(issueDate, 5 + random(10));
        await tx.insert(invoicePayments).values({ invoiceId: invoice.id, amount, date, method: 'transfer' });
        await insertAudit(tx, invoice.id, null, 'payment_added', { amount, date, method: 'transfer' });
        await updateInvoiceRow(tx, invoice.id, {
          paid: amount,
          balance: invoice.toPay - amount,
          status: outcome === 'paid' ? 'paid' : 'partially_paid',
          sentAt: new Date(`${issueDate}T12:00:00Z`),
        });
      } else if (age > 3) {
        await updateInvoiceRow(tx, invoice.id, {
          status: 'sent',
          sentAt: new Date(`${issueDate}T12:00:00Z`),
        });
      }
    }
  });
}
