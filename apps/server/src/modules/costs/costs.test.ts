import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CostList, CostResponse } from '@saldo/contracts/costs';
import { ibanCheckDigits } from '@saldo/domain/identifiers/iban';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startFakeWhiteListServer,
  type FakeWhiteListServer,
} from '../../../test/fakes/fake-white-list-server.ts';
import { adminHeaders, freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { newBuyer } from '../invoices/test-helpers.ts';
import { clientHeaders, OPEN_DUE_DATE, postCost, summaryCost } from './test-helpers.ts';

let t: TestApp;
let whiteList: FakeWhiteListServer;
let admin: Headers;

beforeAll(async () => {
  whiteList = await startFakeWhiteListServer();
  t = await createTestApp({ WHITE_LIST_API_URL: whiteList.url });
  admin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
  await whiteList.close();
});
beforeEach(() => whiteList.setMode('normal'));

const list = async (headers: Headers, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/documents/costs${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CostList>();
};

describe('the cost list (spec section 7)', () => {
  it('answers {costs, total} with the spec defaults: 10 per page, by id ascending', async () => {
    const body = await list(admin);
    expect(body.total).toBeGreaterThanOrEqual(30);
    expect(body.costs).toHaveLength(10);
    const ids = body.costs.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.costs[0]).toMatchObject({
      client: { company: expect.any(String), companyEmail: expect.stringContaining('@') },
      paymentDetails: { paymentMethood: 'transfer' },
      invoiceStatus: expect.stringMatching(/paid|unpaid|partially_paid|overdue/),
    });
  });

  it('searches the supplier name or e-mail and filters by status, month and category', async () => {
    const orange = await list(admin, '?q=orange&perPage=100');
    expect(orange.total).toBe(5);
    expect(orange.costs.every((c) => c.client.company.startsWith('Orange'))).toBe(true);
    const byEmail = await list(admin, '?q=faktury@pkn&perPage=100');
    expect(byEmail.costs.every((c) => c.client.company.startsWith('PKN'))).toBe(true);

    const paid = await list(admin, '?status=paid&perPage=100');
    expect(paid.costs.every((c) => c.invoiceStatus === 'paid' && c.balance === 0)).toBe(true);
    const overdue = await list(admin, '?status=overdue&perPage=100');
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.costs.every((c) => c.daysOverdue > 0 && c.balance > 0)).toBe(true);

    const month = orange.costs[0]?.bookingPeriod ?? '';
    const inMonth = await list(admin, `?month=${month}&perPage=100`);
    expect(inMonth.costs.every((c) => c.bookingPeriod === month)).toBe(true);
    const categoryId = orange.costs[0]?.category?.id;
    const inCategory = await list(admin, `?categoryId=${categoryId}&perPage=100`);
    expect(inCategory.total).toBe(5);
  });

  it('sums the whole filtered list, not just the page', async () => {
    const page = await list(admin, '?perPage=5');
    const all = await list(admin, '?perPage=100');
    const gross = all.costs.filter((c) => c.invoiceStatus !== 'draft').reduce((s, c) => s + c.gross, 0);
    expect(page.sums[0]?.gross).toBe(gross);
    expect(page.sumsPln.gross).toBe(gross);
  });

  it('refuses client users and unknown parameters', async () => {
    const client = await clientHeaders(t);
    const refused = await t.app.inject({ method: 'GET', url: '/api/documents/costs', headers: client });
    expect(refused.statusCode).toBe(403);
    const first = (await list(admin)).costs[0];
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/documents/costs/${first?.id}`,
      headers: client,
    });
    expect(detail.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/documents/costs?status=lost',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('booking a cost document', () => {
  let org: Headers;
  let supplierId: number;
  beforeAll(async () => {
    org = await freshOrganization(t);
    supplierId = (await newBuyer(t, org)).id;
  });

  it('checks the VAT per rate, computes gross, PLN and the deductible VAT', async () => {
    const cost = await postCost(
      t,
      org,
      summaryCost(supplierId, { number: 'FV/1/2026', vatDeduction: 'half' }),
    );
    expect(cost.totals).toEqual({ net: 110_000, vat: 23_000 + 800, gross: 133_800 });
    expect(cost.deductibleVatPln).toBe(11_900);
    expect(cost.status).toBe('unpaid');
    expect(cost.byRate.map((r) => r.vatRate)).toEqual(['23', '8']);

    const fetched = await t.app.inject({
      method: 'GET',
      url: `/api/documents/costs/${cost.id}`,
      headers: org,
    });
    expect(fetched.json<CostResponse>().paymentDetails).toMatchObject({ totalDue: 133_800 });
  });

  it('refuses a VAT that does not match its rate, with the expected amount', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/costs',
      headers: org,
      payload: summaryCost(supplierId, {
        number: 'FV/2/2026',
        rates: [{ vatRate: '23', net: '1000', vat: '203' }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors['rates.0.vat']).toContain('230');
  });

  it('refuses a due date or a receipt date before the issue date (the rule the form checks too)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/costs',
      headers: org,
      payload: summaryCost(supplierId, {
        number: 'FV/DATES/2026',
        issueDate: '2026-11-10',
        receiptDate: '2026-11-09',
        dueDate: '2026-11-01',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      dueDate: 'The due date cannot be before the issue date.',
      receiptDate: 'The receipt date cannot be before the issue date.',
    });
  });

  it('totals document lines with the invoice rules, and needs a rate for a foreign currency', async () => {
    const lines = summaryCost(supplierId, {
      number: 'FV/3/2026',
      entryMode: 'lines',
      rates: [],
      lines: [{ name: 'Papier', quantity: '3', unit: 'ryz', unitPrice: '19,99', vatRate: '23' }],
    });
    const cost = await postCost(t, org, lines);
    expect(cost.totals).toEqual({ net: 5_997, vat: 1_379, gross: 7_376 });
    expect(cost.lines[0]).toMatchObject({ name: 'Papier', net: 5_997 });

    const eur = { ...summaryCost(supplierId, { number: 'EU/1' }), currency: 'EUR' as const };
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/documents/costs',
      headers: org,
      payload: eur,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toContain('exchangeRate');
    const withRate = await postCost(t, org, { ...eur, exchangeRate: '4,2500' });
    expect(withRate.totalsPln).toEqual({ net: 467_500, vat: 101_150, gross: 568_650 });
  });

  it('refuses the same supplier document twice (VAT would be deducted twice)', async () => {
    await postCost(t, org, summaryCost(supplierId, { number: 'DUP/1' }));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/documents/costs',
      headers: org,
      payload: summaryCost(supplierId, { number: 'dup/1' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('DUP/1');
  });

  it('keeps other organizations out, and refuses deleting a supplier with documents', async () => {
    const cost = await postCost(t, org, summaryCost(supplierId, { number: 'ISO/1' }));
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/documents/costs/${cost.id}`,
        headers: admin,
        ...(method === 'PUT' ? { payload: summaryCost(supplierId, { number: 'X' }) } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const removeSupplier = await t.app.inject({
      method: 'DELETE',
      url: `/api/apps/contractors/${supplierId}`,
      headers: org,
    });
    expect(removeSupplier.statusCode).toBe(409);
  });

  it('edits a document and records what changed; deletes an unpaid one', async () => {
    const cost = await postCost(t, org, summaryCost(supplierId, { number: 'ED/1' }));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/costs/${cost.id}`,
      headers: org,
      payload: summaryCost(supplierId, { number: 'ED/1', dueDate: '2026-11-30' }),
    });
    expect(edited.statusCode).toBe(200);
    const audit = edited.json<CostResponse>().cost.audit;
    expect(audit.at(-1)).toMatchObject({
      action: 'updated',
      details: { dueDate: [OPEN_DUE_DATE, '2026-11-30'] },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/costs/${cost.id}`,
      headers: org,
    });
    expect(removed.statusCode).toBe(204);
  });
});

describe('paying a supplier', () => {
  let org: Headers;
  let supplierId: number;
  const LISTED = 'PL61109010140000071219812874';
  const bban = '1090101400000712198129999'.slice(0, 24);
  const NOT_LISTED = `PL${ibanCheckDigits('PL', bban)}${bban}`;
  beforeAll(async () => {
    org = await freshOrganization(t);
    supplierId = (await newBuyer(t, org)).id; // NIP 6783014227, known to the fake white list
  });

  const bigCost = (number: string, bankAccount: string) =>
    postCost(
      t,
      org,
      summaryCost(supplierId, { number, bankAccount, rates: [{ vatRate: '23', net: '20000', vat: '4600' }] }),
    );
  const pay = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/documents/costs/${id}/payments`,
      headers: org,
      payload: { date: '2026-11-20', method: 'transfer', ...payload },
    });

  it('records partial and full payments and refuses paying more than the balance', async () => {
    const cost = await postCost(t, org, summaryCost(supplierId, { number: 'P/1' }));
    const partial = await pay(cost.id, { amount: '500' });
    expect(partial.json<CostResponse>().cost).toMatchObject({ status: 'partially_paid', paid: 50_000 });
    const tooMuch = await pay(cost.id, { amount: '10000' });
    expect(tooMuch.statusCode).toBe(400);
    const rest = await pay(cost.id, { amount: '838' });
    const paid = rest.json<CostResponse>().cost;
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(paid.payments[0]?.whiteList).toBeNull(); // below 15 000 PLN: no check needed
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/costs/${cost.id}/payments/${paid.payments[1]?.id}`,
      headers: org,
    });
    expect(removed.json<CostResponse>().cost.status).toBe('partially_paid');
  });

  it('checks a transfer over 15 000 PLN on the white list and keeps the request id', async () => {
    const cost = await bigCost('WL/1', LISTED);
    expect(cost.whiteListCheckRequired).toBe(true);
    const response = await pay(cost.id, { amount: '24600' });
    expect(response.statusCode, response.body).toBe(200);
    const evidence = response.json<CostResponse>().cost.payments[0]?.whiteList;
    expect(evidence).toMatchObject({ result: 'listed', date: '2026-11-20', requestId: expect.any(String) });
    expect(evidence?.requestId).not.toBe('');
    expect(whiteList.requests.at(-1)?.path).toContain(
      '/api/check/nip/6783014227/bank-account/61109010140000071219812874',
    );
  });

  it('stops a payment to an account not on the list until the risk is accepted', async () => {
    const cost = await bigCost('WL/2', NOT_LISTED);
    const refused = await pay(cost.id, { amount: '24600' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'white_list_not_listed',
      message: expect.stringContaining('ZAW-NR'),
    });
    const accepted = await pay(cost.id, { amount: '24600', acceptWhiteListRisk: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<CostResponse>().cost.payments[0]?.whiteList?.result).toBe('not_listed');
  });

  it('says so when the white list cannot be asked, and never pretends it was checked', async () => {
    whiteList.setMode('unavailable');
    const cost = await bigCost('WL/3', LISTED);
    const refused = await pay(cost.id, { amount: '24600' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'white_list_unavailable' });
    const accepted = await pay(cost.id, { amount: '24600', acceptWhiteListRisk: true });
    expect(accepted.json<CostResponse>().cost.payments[0]?.whiteList).toMatchObject({
      result: 'unavailable',
      requestId: '',
    });
  });

  it('pays many in bulk and lists the ones it skipped with the reason', async () => {
    const small = await postCost(t, org, summaryCost(supplierId, { number: 'B/1' }));
    const risky = await bigCost('B/2', NOT_LISTED);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/costs/bulk-paid',
      headers: org,
      payload: { ids: [small.id, risky.id, 999_999], date: '2026-11-20' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ paid: number[]; skipped: { id: number; reason: string }[] }>();
    expect(body.paid).toEqual([small.id]);
    expect(body.skipped.map((s) => s.id)).toEqual([risky.id, 999_999]);
    expect(body.skipped[0]?.reason).toContain('white list');
  });
});

describe('exports', () => {
  it('writes the filtered list as CSV and XLSX', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/documents/costs/export?q=orange',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toContain('number;ksefNumber;supplier');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toMatch(/;\d+,\d{2};/);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/documents/costs/export?format=xlsx',
      headers: admin,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });
});
