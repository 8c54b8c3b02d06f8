import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceListSchema, invoiceResponseSchema, type InvoiceResponse } from '@saldo/contracts/invoices';
import { holdClockAt } from '../../../test/clock.ts';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { adminHeaders, freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;
let buyerId: number;
// The fixtures issue invoices on 2026-11-10, due 2026-11-24: held a week after that.
holdClockAt('2026-11-16T09:00:00Z');
beforeAll(async () => {
  // 200 simultaneous creations wait for a connection rather than being shed (shedding has its own tests).
  t = await createTestApp({ DB_ACQUIRE_TIMEOUT_MS: '60000' });
  admin = await freshOrganization(t);
  buyerId = (await newBuyer(t, admin)).id;
  await enableAllTypes(admin);
});

async function enableAllTypes(headers: Headers) {
  const all = { vat: true, vatMargin: true, proforma: true, advance: true, final: true, correction: true };
  await t.app.inject({ method: 'PUT', url: '/api/organization/invoice-types', headers, payload: all });
}
afterAll(async () => {
  await t.close();
});

const url = '/api/apps/invoice/invoices';

describe('issuing an invoice', () => {
  it('computes the statutory totals on the server and ignores totals sent by the client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { ...vatInvoice(buyerId), totals: { net: 1, vat: 1, gross: 1 }, gross: 5 },
    });
    expect(response.statusCode).toBe(201);
    const { invoice, paymentDetails } = invoiceResponseSchema.parse(response.json());
    // 10 × 150,00 = 1500,00 @23 % → VAT 345,00; 3 × 33,3333 = 100,00 @8 % → VAT 8,00
    expect(invoice.byRate).toEqual([
      { vatRate: '23', net: 150_000, vat: 34_500, gross: 184_500 },
      { vatRate: '8', net: 10_000, vat: 800, gross: 10_800 },
    ]);
    expect(invoice.totals).toEqual({ net: 160_000, vat: 35_300, gross: 195_300 });
    expect(invoice.toPay).toBe(195_300);
    expect(invoice.balance).toBe(195_300);
    expect(invoice.amountInWords).toBe('jeden tysiąc dziewięćset pięćdziesiąt trzy złote 00/100');
    expect(invoice.dueDate).toBe('2026-11-24');
    expect(invoice.number).toMatch(/1/);
    expect(invoice.buyer).toMatchObject({ name: 'Kowalski & Syn Sp. z o.o.', nip: '6783014227' });
    expect(invoice.lines[1]).toMatchObject({ quantity: '3', unitPrice: '33.3333', net: 10_000 });
    expect(invoice.audit.map((a) => a.action)).toEqual(['created']);
    expect(paymentDetails.totalDue).toBe(195_300);
  });

  it('answers field errors for bad lines, translated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'accept-language': 'pl' },
      payload: vatInvoice(buyerId, {
        lines: [{ name: '', quantity: 'abc', unitPrice: '10', vatRate: '23' }],
      }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: Record<string, string> }>();
    expect(body.errors['lines.0.name']).toBe('To pole jest wymagane.');
    expect(body.errors['lines.0.quantity']).toBe('Wpisz liczbę, np. 1234,56.');
  });

  it('needs an exchange rate for a foreign currency and converts VAT to PLN', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: vatInvoice(buyerId, { currency: 'EUR' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string> }>().errors['exchangeRate']).toBeDefined();
    const invoice = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        currency: 'EUR',
        exchangeRate: '4,2913',
        exchangeRateTable: '065/A/NBP/2026',
        lines: [{ name: 'Consulting', quantity: '1', unitPrice: '1000', vatRate: '23' }],
        language: 'english',
      }),
    );
    expect(invoice.exchangeRate).toBe('4.2913');
    expect(invoice.totalsPln).toEqual({ net: 429_130, vat: 98_700, gross: 527_830 });
    expect(invoice.amountInWords).toMatch(/one thousand two hundred thirty euro/);
  });

  it('numbers 200 concurrent creations without gaps or duplicates', async () => {
    const organization = await freshOrganization(t);
    const buyer = await newBuyer(t, organization);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({ method: 'POST', url, headers: organization, payload: vatInvoice(buyer.id) }),
      ),
    );
    expect(results.map((r) => r.statusCode).every((code) => code === 201)).toBe(true);
    const numbers = results.map((r) => r.json<InvoiceResponse>().invoice.number);
    expect(new Set(numbers).size).toBe(200);
    const counters = numbers.map((n) => Number(/^\D*(\d+)/.exec(n)?.[1])).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  }, 120_000);

  it('makes one invoice for retries with the same Idempotency-Key', async () => {
    const key = 'retry-key-0001';
    const payload = vatInvoice(buyerId);
    const pair = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: { ...admin, 'idempotency-key': key }, payload }),
      t.app.inject({ method: 'POST', url, headers: { ...admin, 'idempotency-key': key }, payload }),
    ]);
    const third = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'idempotency-key': key },
      payload,
    });
    const codes = pair.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 201]);
    const ids = [...pair, third].map((r) => r.json<InvoiceResponse>().invoice.id);
    expect(new Set(ids).size).toBe(1);
    expect(third.statusCode).toBe(200);
  });

  it('refuses a type turned off in the settings', async () => {
    const organization = await freshOrganization(t);
    const buyer = await newBuyer(t, organization);
    const types = await t.app.inject({ url: '/api/organization/invoice-types', headers: organization });
    await t.app.inject({
      method: 'PUT',
      url: '/api/organization/invoice-types',
      headers: organization,
      payload: { ...types.json<Record<string, boolean>>(), proforma: false },
    });
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: organization,
      payload: vatInvoice(buyer.id, { type: 'proforma' }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('editing, deleting and cancelling', () => {
  it('edits until sent; then only a correction changes it', async () => {
    const invoice = await issue(t, admin, vatInvoice(buyerId));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${url}/${invoice.id}`,
      headers: admin,
      payload: vatInvoice(buyerId, { notes: 'Zmienione', saleDate: '2026-11-09' }),
    });
    expect(edited.statusCode).toBe(200);
    const detail = edited.json<InvoiceResponse>().invoice;
    expect(detail.number).toBe(invoice.number);
    expect(detail.audit.at(-1)).toMatchObject({ action: 'updated', details: { notes: ['', 'Zmienione'] } });

    const sent = await t.app.inject({
      method: 'POST',
      url: `${url}/${invoice.id}/send`,
      headers: admin,
      payload: { to: 'biuro@kowalski.pl', subject: '', message: '' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<InvoiceResponse>().invoice).toMatchObject({ status: 'sent', editable: false });
    const locked = await t.app.inject({
      method: 'PUT',
      url: `${url}/${invoice.id}`,
      headers: admin,
      payload: vatInvoice(buyerId),
    });
    expect(locked.statusCode).toBe(409);
  });

  it('deletes only the newest unsent invoice of a series and gives its number back', async () => {
    const organization = await freshOrganization(t);
    const buyer = await newBuyer(t, organization);
    const first = await issue(t, organization, vatInvoice(buyer.id));
    const second = await issue(t, organization, vatInvoice(buyer.id));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${first.id}`,
      headers: organization,
    });
    expect(refused.statusCode).toBe(409);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${second.id}`,
      headers: organization,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await issue(t, organization, vatInvoice(buyer.id));
    expect(again.number).toBe(second.number);
  });

  it('cancels an unpaid invoice and keeps its number', async () => {
    const invoice = await issue(t, admin, vatInvoice(buyerId));
    const response = await t.app.inject({
      method: 'POST',
      url: `${url}/${invoice.id}/cancel`,
      headers: admin,
    });
    expect(response.json<InvoiceResponse>().invoice).toMatchObject({
      status: 'cancelled',
      number: invoice.number,
    });
    const payment = await t.app.inject({
      method: 'POST',
      url: `${url}/${invoice.id}/payments`,
      headers: admin,
      payload: { amount: '10', date: '2026-11-12', method: 'transfer' },
    });
    expect(payment.statusCode).toBe(409);
  });

  it('refuses to delete a contractor that invoices name', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/apps/contractors/${buyerId}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('payments', () => {
  it('keeps a balance on a partial payment and is paid when it reaches zero', async () => {
    const invoice = await issue(t, admin, vatInvoice(buyerId));
    const pay = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url}/${invoice.id}/payments`,
        headers: admin,
        payload: { amount, date: '2026-11-15', method: 'transfer', note: 'przelew' },
      });
    const partial = await pay('1000,00');
    expect(partial.statusCode).toBe(201);
    expect(partial.json<InvoiceResponse>().invoice).toMatchObject({
      status: 'partially_paid',
      paid: 100_000,
      balance: 95_300,
      editable: false,
    });
    const tooMuch = await pay('953,01');
    expect(tooMuch.statusCode).toBe(400);
    const rest = await pay('953,00');
    const paid = rest.json<InvoiceResponse>().invoice;
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(paid.payments).toHaveLength(2);
    expect(paid.audit.map((a) => a.action)).toEqual(['created', 'payment_added', 'payment_added']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${invoice.id}/payments/${paid.payments[1]?.id}`,
      headers: admin,
    });
    expect(removed.json<InvoiceResponse>().invoice).toMatchObject({
      status: 'partially_paid',
      balance: 95_300,
    });
  });
});

describe('corrections, proformas, advances', () => {
  it('a correction stores before/after lines and the differences', async () => {
    const original = await issue(t, admin, vatInvoice(buyerId));
    const correction = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        type: 'correction',
        correctedInvoiceId: original.id,
        correctionReason: 'Rabat posprzedażowy',
        lines: [
          { name: 'Usługa programistyczna', quantity: '8', unit: 'h', unitPrice: '150,00', vatRate: '23' },
          { name: 'Książka', quantity: '3', unit: 'szt.', unitPrice: '33,3333', vatRate: '8' },
        ],
      }),
    );
    expect(correction.correctedInvoice).toMatchObject({ id: original.id, number: original.number });
    expect(correction.linesBefore).toHaveLength(2);
    expect(correction.totals).toEqual({ net: -30_000, vat: -6_900, gross: -36_900 });
    expect(correction.toPay).toBe(-36_900);
  });

  it('converts a proforma into a VAT invoice once', async () => {
    const proforma = await issue(t, admin, vatInvoice(buyerId, { type: 'proforma' }));
    const converted = await t.app.inject({
      method: 'POST',
      url: `${url}/${proforma.id}/convert`,
      headers: admin,
    });
    expect(converted.statusCode).toBe(201);
    const invoice = converted.json<InvoiceResponse>().invoice;
    expect(invoice).toMatchObject({ type: 'vat', totals: proforma.totals });
    const again = await t.app.inject({
      method: 'POST',
      url: `${url}/${proforma.id}/convert`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    const reread = await t.app.inject({ url: `${url}/${proforma.id}`, headers: admin });
    expect(reread.json<InvoiceResponse>().invoice.convertedTo).toEqual({
      id: invoice.id,
      number: invoice.number,
    });
  });

  it('a final invoice deducts its advances', async () => {
    const advance = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        type: 'advance',
        orderValue: '12300',
        lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: '1000', vatRate: '23' }],
      }),
    );
    expect(advance.orderValue).toBe(1_230_000);
    const final = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        type: 'final',
        advanceInvoiceIds: [advance.id],
        lines: [{ name: 'Całość', quantity: '1', unitPrice: '10000', vatRate: '23' }],
      }),
    );
    expect(final.advancesDeducted).toEqual({ net: 100_000, vat: 23_000, gross: 123_000 });
    expect(final.toPay).toBe(1_230_000 - 123_000);
  });

  it('a margin invoice shows no VAT', async () => {
    const invoice = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        type: 'vatMargin',
        marginScheme: 'used_goods',
        lines: [{ name: 'Samochód używany', quantity: '1', unitPrice: '20000', vatRate: '23' }],
      }),
    );
    expect(invoice.totals).toEqual({ net: 2_000_000, vat: 0, gross: 2_000_000 });
    expect(invoice.lines[0]?.vatRate).toBe('np');
  });
});

describe('the list', () => {
  it('searches, filters by status, sorts, pages and sums', async () => {
    const organization = await freshOrganization(t);
    const a = await newBuyer(t, organization, { name: 'Alfa S.A.', nip: '', email: 'alfa@example.com' });
    const b = await newBuyer(t, organization, {
      name: 'Beta Sp. z o.o.',
      nip: '',
      email: 'beta@example.com',
    });
    await issue(t, organization, vatInvoice(a.id, { issueDate: '2026-01-10', saleDate: '2026-01-10' }));
    await issue(t, organization, vatInvoice(b.id));
    const paid = await issue(t, organization, vatInvoice(b.id));
    await t.app.inject({
      method: 'POST',
      url: `${url}/${paid.id}/payments`,
      headers: organization,
      payload: { amount: '1953', date: '2026-11-12', method: 'cash' },
    });

    const list = async (query: string) => {
      const response = await t.app.inject({ url: `${url}?${query}`, headers: organization });
      expect(response.statusCode).toBe(200);
      return invoiceListSchema.parse(response.json());
    };
    expect((await list('q=alfa')).total).toBe(1);
    expect((await list('q=beta%40example')).total).toBe(2);
    const overdue = await list('status=overdue');
    expect(overdue.invoices.map((i) => i.client.name)).toEqual(['Alfa S.A.']);
    expect(overdue.invoices[0]?.invoiceStatus).toBe('overdue');
    expect((await list('status=paid')).total).toBe(1);
    const sorted = await list('sortBy=client&sortDesc=false&perPage=2&page=1');
    expect(sorted.total).toBe(3);
    expect(sorted.invoices.map((i) => i.client.name)).toEqual(['Alfa S.A.', 'Beta Sp. z o.o.']);
    const all = await list('perPage=100');
    expect(all.sums).toEqual([
      { currency: 'PLN', net: 480_000, vat: 105_900, gross: 585_900, balance: 390_600 },
    ]);
    expect(all.invoices[0]).toMatchObject({ paymentDetails: { paymentMethood: 'transfer' } });
    expect((await list('dateFrom=2026-11-01&dateTo=2026-11-30')).total).toBe(2);
  });
});

describe('client users', () => {
  it('see only the invoices of their contractor, read-only', async () => {
    const demoAdmin = await adminHeaders(t);
    const mine = await newBuyer(t, demoAdmin, { name: 'Klient Demo', nip: '' });
    const other = await newBuyer(t, demoAdmin, { name: 'Ktoś Inny', nip: '' });
    const own = await issue(t, demoAdmin, vatInvoice(mine.id));
    const foreign = await issue(t, demoAdmin, vatInvoice(other.id));
    await t.database.db
      .update(users)
      .set({ contractorId: mine.id })
      .where(eq(users.email, demo.client.email));
    const client = bearer((await login(t.app, demo.client)).accessToken);

    const list = await t.app.inject({ url: `${url}?perPage=100`, headers: client });
    expect(list.statusCode).toBe(200);
    const ids = invoiceListSchema.parse(list.json()).invoices.map((i) => i.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreign.id);
    expect((await t.app.inject({ url: `${url}/${own.id}`, headers: client })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${url}/${foreign.id}`, headers: client })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}/${foreign.id}/pdf`, headers: client })).statusCode).toBe(404);
    const pdf = await t.app.inject({ url: `${url}/${own.id}/pdf`, headers: client });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const summary = await t.app.inject({ url: '/api/apps/invoice/summary', headers: client });
    expect(summary.json()).toMatchObject({ open: 1, balances: [{ currency: 'PLN', balance: 195_300 }] });

    const writes = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: client, payload: vatInvoice(mine.id) }),
      t.app.inject({ method: 'PUT', url: `${url}/${own.id}`, headers: client, payload: vatInvoice(mine.id) }),
      t.app.inject({ method: 'DELETE', url: `${url}/${own.id}`, headers: client }),
      t.app.inject({
        method: 'POST',
        url: `${url}/${own.id}/payments`,
        headers: client,
        payload: { amount: '1', date: '2026-11-12', method: 'cash' },
      }),
      t.app.inject({ method: 'POST', url: `${url}/${own.id}/cancel`, headers: client }),
    ]);
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    await t.database.db.update(users).set({ contractorId: null }).where(eq(users.email, demo.client.email));
  });

  it('other organizations never see each other’s invoices', async () => {
    const intruder = await freshOrganization(t);
    const invoice = await issue(t, admin, vatInvoice(buyerId));
    expect((await t.app.inject({ url: `${url}/${invoice.id}`, headers: intruder })).statusCode).toBe(404);
    const list = await t.app.inject({ url, headers: intruder });
    expect(list.json<{ total: number }>().total).toBe(0);
  });
});
