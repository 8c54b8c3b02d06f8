import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankImportResult, BankLine } from '@saldo/contracts/bank-statements';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { demoAdmin, type Caller } from '../../../test/organization-helpers.ts';
import { startFakeNbpServer, type FakeNbpServer } from '../../../test/fakes/fake-nbp-server.ts';
import { exchangeRate, toPln } from '@saldo/domain/exchange-rate';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';

let t: TestApp;
let admin: Caller;
let account: { id: number; iban: string };
let orgId: number;
let nbp: FakeNbpServer;

// The payment is booked on Wednesday 8 April 2026: the rate is table A of Tuesday the 7th.
const PAYMENT_DAY = '2026-04-08';
const EUR_RATE = '4.3500';

beforeAll(async () => {
  nbp = await startFakeNbpServer({
    tables: { '2026-04-06': '065/A/NBP/2026', '2026-04-07': '066/A/NBP/2026' },
    currencies: { EUR: { name: 'euro', mids: { '2026-04-06': '4.2000', '2026-04-07': EUR_RATE } } },
  });
  t = await createTestApp({ NBP_API_URL: nbp.url });
  admin = await demoAdmin(t);
  const accounts = (await admin({ method: 'GET', url: '/api/organization/bank-accounts' })).json<{
    bankAccounts: { id: number; iban: string; currency: string }[];
  }>().bankAccounts;
  const pln = accounts.find((a) => a.currency === 'PLN');
  if (!pln) throw new Error('the demo company has no PLN account');
  account = pln;
  const [invoice] = await t.database.db.select({ org: invoices.organizationId }).from(invoices).limit(1);
  orgId = invoice?.org ?? 0;
});

afterAll(async () => {
  await t.close();
  await nbp.close();
});

const TODAY = new Date().toISOString().slice(0, 10);
const yymmdd = TODAY.slice(2).replaceAll('-', '');
const amountText = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

/** One movement in PKO's MT940 style, the title in ~20…~25 cut every 27 characters as PKO does. */
function mt940(amount: number, title: string, reference: string, number: string, day = yymmdd) {
  const opening = 100000;
  const pieces = [0, 1, 2, 3, 4, 5].map((i) => `~2${i}${title.slice(i * 27, i * 27 + 27)}`).join('');
  return [
    ':20:MT940',
    `:25:/${account.iban}`,
    `:28C:${number}`,
    `:60F:C${day}PLN${amountText(opening)}`,
    `:61:${day}${amount > 0 ? 'C' : 'D'}N${amountText(Math.abs(amount))}N152NONREF//${reference}`,
    `:86:020~00152${pieces}~32KONTRAHENT`,
    `:62F:C${day}PLN${amountText(opening + amount)}`,
    '-',
  ].join('\r\n');
}

async function importOne(content: string): Promise<BankLine> {
  const body = multipartBody([
    { field: 'file', filename: 'wyciag.sta', type: 'application/octet-stream', data: Buffer.from(content) },
  ]);
  const answer = await admin({ method: 'POST', url: '/api/bank-statements/import', ...body });
  expect(answer.statusCode).toBe(200);
  const statementId = answer.json<BankImportResult>().imported[0]?.statementId;
  const lines = (
    await admin({ method: 'GET', url: `/api/bank-statements/lines?statementId=${statementId}` })
  ).json<{ lines: BankLine[] }>().lines;
  const [line] = lines;
  if (!line) throw new Error('no line imported');
  return line;
}

async function openPlnInvoice(minimum: number) {
  const [row] = await t.database.db
    .select({ id: invoices.id, number: invoices.number, balance: invoices.balance })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, orgId),
        eq(invoices.currency, 'PLN'),
        gt(invoices.balance, minimum),
        ne(invoices.status, 'cancelled'),
        ne(invoices.type, 'proforma'),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(1);
  if (!row) throw new Error('no open PLN invoice in the demo data');
  return row;
}

describe('split payment (MPP)', () => {
  it('pays the invoice its gross and notes the VAT part moved on to the VAT account', async () => {
    const invoice = await openPlnInvoice(10000);
    const vat = Math.round(invoice.balance * 0.187);
    const title = `/VAT/${amountText(vat)}/IDC/5213159388/INV/${invoice.number}/TXT/MPP`;
    const line = await importOne(
      mt940(invoice.balance, title, `MPP-${Date.now()}`, `${Date.now() % 100000}`),
    );
    if (line.status === 'unmatched') {
      const proposals = (
        await admin({ method: 'GET', url: `/api/bank-statements/lines/${line.id}/proposals` })
      ).json<{ proposals: { documents: { id: number }[]; reasons: { code: string; vat?: number }[] }[] }>()
        .proposals;
      const best = proposals[0];
      expect(best?.documents.map((d) => d.id)).toEqual([invoice.id]);
      expect(best?.reasons).toContainEqual({ code: 'split_payment_vat', vat });
      const matched = await admin({
        method: 'POST',
        url: `/api/bank-statements/lines/${line.id}/match`,
        payload: { documents: [{ kind: 'invoice', id: invoice.id }] },
      });
      expect(matched.statusCode).toBe(200);
    }
    const [settled] = await t.database.db
      .select({ balance: invoices.balance })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(settled?.balance).toBe(0);
    const [payment] = await t.database.db
      .select({ amount: invoicePayments.amount, note: invoicePayments.note })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id))
      .orderBy(desc(invoicePayments.id))
      .limit(1);
    expect(payment?.amount).toBe(invoice.balance);
    // formatMoney groups thousands with a (narrow) no-break space.
    expect(payment?.note.replace(/\s/g, '')).toContain(`(MPP,VAT${amountText(vat)}złnarachunekVAT)`);
  });
});

describe('a EUR invoice paid in PLN', () => {
  it('is proposed at the NBP rate of the day before, paid in euro, with the exchange difference noted', async () => {
    const [invoice] = await t.database.db
      .select({
        id: invoices.id,
        number: invoices.number,
        balance: invoices.balance,
        exchangeRate: invoices.exchangeRate,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.organizationId, orgId),
          eq(invoices.currency, 'EUR'),
          gt(invoices.balance, 0),
          ne(invoices.status, 'cancelled'),
          ne(invoices.type, 'proforma'),
        ),
      )
      .limit(1);
    if (!invoice?.exchangeRate) throw new Error('no open EUR invoice with a rate in the demo data');
    const pln = toPln(invoice.balance, exchangeRate(EUR_RATE));
    const difference = pln - toPln(invoice.balance, exchangeRate(invoice.exchangeRate));
    const line = await importOne(
      mt940(pln, `Payment ${invoice.number}`, `EUR-${Date.now()}`, `${Date.now() % 100000}`, '260408'),
    );
    expect(line.bookingDate).toBe(PAYMENT_DAY);
    expect(line.status).toBe('unmatched');

    const proposals = (
      await admin({ method: 'GET', url: `/api/bank-statements/lines/${line.id}/proposals` })
    ).json<{
      proposals: {
        documents: { id: number; currency: string }[];
        reasons: Record<string, unknown>[];
        allocations: { documentId: number; amount: number }[];
      }[];
    }>().proposals;
    const best = proposals[0];
    expect(best?.documents.map((d) => [d.id, d.currency])).toEqual([[invoice.id, 'EUR']]);
    expect(best?.allocations).toEqual([{ documentId: invoice.id, amount: invoice.balance }]);
    expect(best?.reasons).toContainEqual({
      code: 'converted_at_rate',
      currency: 'EUR',
      rate: EUR_RATE,
      rateDate: '2026-04-07',
      converted: invoice.balance,
    });
    expect(best?.reasons).toContainEqual({ code: 'exchange_difference', amount: difference });

    const matched = await admin({
      method: 'POST',
      url: `/api/bank-statements/lines/${line.id}/match`,
      payload: { documents: [{ kind: 'invoice', id: invoice.id }] },
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json<BankLine>()).toMatchObject({ status: 'matched', excess: 0 });
    const [settled] = await t.database.db
      .select({ balance: invoices.balance })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(settled?.balance).toBe(0);
    const [payment] = await t.database.db
      .select({ amount: invoicePayments.amount, note: invoicePayments.note })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id))
      .orderBy(desc(invoicePayments.id))
      .limit(1);
    expect(payment?.amount).toBe(invoice.balance);
    expect(payment?.note).toContain(`po kursie NBP ${EUR_RATE} z 2026-04-07`);
    expect(payment?.note).toContain('różnica kursowa');
  });
});
