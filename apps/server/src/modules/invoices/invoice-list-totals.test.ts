import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceListSchema, invoiceTotalsSchema } from '@saldo/contracts/invoices';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from './test-helpers.ts';

// Decision 0014: the list's rows apart from its totals, a text search counted up to a cap, and pages
// read from whichever end is nearer.

let t: TestApp;
let admin: Headers;
const url = '/api/apps/invoice/invoices';
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ LIST_SEARCH_COUNT_CAP: '3' });
  admin = await freshOrganization(t);
  const kowalski = (await newBuyer(t, admin)).id;
  const nowak = (await newBuyer(t, admin, { name: 'Nowak Handel', nip: '5260250274' })).id;
  for (const day of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
    await issue(t, admin, vatInvoice(kowalski, { issueDate: day, saleDate: day }));
  }
  await issue(t, admin, vatInvoice(nowak, { currency: 'EUR', exchangeRate: '4,2913' }));
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string) => {
  const response = await t.app.inject({ url: `${url}${path}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

describe('list totals (decision 0014)', () => {
  it('counts a text search up to the cap, then answers the cap with a flag and no sums', async () => {
    const broad = invoiceListSchema.parse(await get('?q=kowalski'));
    expect(broad).toMatchObject({ total: 3, totalCapped: true, sums: [] });
    // The rows are not capped: the page shows what the search found (the fixtures share one e-mail).
    expect(broad.invoices).toHaveLength(6);
    const totals = invoiceTotalsSchema.parse(await get('/totals?q=kowalski'));
    expect(totals).toEqual({ total: 3, totalCapped: true, sums: [] });

    const narrow = invoiceListSchema.parse(await get('?q=nowak'));
    expect(narrow).toMatchObject({ total: 1, totalCapped: false });
    expect(narrow.sums).toEqual([
      expect.objectContaining({ currency: 'EUR', gross: narrow.invoices[0]?.gross }),
    ]);
  });

  it('answers exact totals of the everyday filters, and the rows without sums when asked', async () => {
    const all = invoiceTotalsSchema.parse(await get('/totals'));
    expect(all.total).toBe(6);
    expect(all.totalCapped).toBe(false);
    expect(all.sums.map((s) => s.currency)).toEqual(['EUR', 'PLN']);
    const pln = all.sums.find((s) => s.currency === 'PLN');
    expect(pln?.gross).toBe(5 * 195_300);
    const days = invoiceTotalsSchema.parse(
      await get('/totals?dateFrom=2026-11-03&dateTo=2026-11-05&currency=PLN'),
    );
    expect(days).toMatchObject({ total: 3, sums: [expect.objectContaining({ gross: 3 * 195_300 })] });
    const rows = invoiceListSchema.parse(await get('?sums=false'));
    expect(rows).toMatchObject({ total: 6, totalCapped: false, sums: [] });
  });

  it('reads every page in the same order, from either end', async () => {
    for (const sort of [
      'sortBy=issuedDate',
      'sortBy=issuedDate&sortDesc=false',
      'sortBy=client',
      'sortBy=total',
    ]) {
      const whole = invoiceListSchema.parse(await get(`?${sort}&perPage=100`)).invoices.map((i) => i.id);
      const paged: number[] = [];
      for (let page = 1; page <= 6; page += 1) {
        paged.push(
          ...invoiceListSchema.parse(await get(`?${sort}&perPage=1&page=${page}`)).invoices.map((i) => i.id),
        );
      }
      expect(paged, sort).toEqual(whole);
      const pairs = [1, 2, 3].flatMap((page) => [page]);
      const byTwo: number[] = [];
      for (const page of pairs) {
        byTwo.push(
          ...invoiceListSchema.parse(await get(`?${sort}&perPage=2&page=${page}`)).invoices.map((i) => i.id),
        );
      }
      expect(byTwo, sort).toEqual(whole);
    }
    expect(invoiceListSchema.parse(await get('?perPage=10&page=7')).invoices).toEqual([]);
  });
});
