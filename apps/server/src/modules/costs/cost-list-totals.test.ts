import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costListSchema, costTotalsSchema } from '@saldo/contracts/costs';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from '../contractors/test-helpers.ts';
import { postCost, summaryCost } from './test-helpers.ts';

// Decision 0014 for the cost list: rows apart from totals, a text search counted up to a cap, and
// pages read from whichever end is nearer.

let t: TestApp;
let admin: Headers;
const url = '/api/documents/costs';
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ LIST_SEARCH_COUNT_CAP: '3' });
  admin = await freshOrganization(t);
  const supplier = (await createContractor(t, admin, kowalski)).id;
  const nowak = (await createContractor(t, admin, { name: 'Nowak Handel', nip: '5260250274' })).id;
  for (const day of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
    await postCost(
      t,
      admin,
      summaryCost(supplier, { number: `FV/${day}`, issueDate: day, receiptDate: day, dueDate: '2026-12-31' }),
    );
  }
  await postCost(
    t,
    admin,
    summaryCost(nowak, { number: 'EU/1', currency: 'EUR', exchangeRate: '4,2913', dueDate: '2026-11-12' }),
  );
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string) => {
  const response = await t.app.inject({ url: `${url}${path}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

describe('cost list totals (decision 0014)', () => {
  it('counts a text search up to the cap, then answers the cap with a flag and no sums', async () => {
    const broad = costListSchema.parse(await get('?q=kowalski'));
    expect(broad).toMatchObject({ total: 3, totalCapped: true, sums: [] });
    expect(broad.costs).toHaveLength(5);
    const totals = costTotalsSchema.parse(await get('/totals?q=kowalski'));
    expect(totals).toMatchObject({ total: 3, totalCapped: true, sums: [] });
    const narrow = costListSchema.parse(await get('?q=nowak'));
    expect(narrow).toMatchObject({ total: 1, totalCapped: false });
    expect(narrow.sums).toEqual([expect.objectContaining({ currency: 'EUR', gross: 133_800 })]);
  });

  it('answers exact totals of the everyday filters, and the rows without sums when asked', async () => {
    const all = costTotalsSchema.parse(await get('/totals'));
    expect(all).toMatchObject({ total: 6, totalCapped: false });
    expect(all.sums.map((s) => s.currency)).toEqual(['EUR', 'PLN']);
    expect(all.sums.find((s) => s.currency === 'PLN')?.gross).toBe(5 * 133_800);
    expect(costTotalsSchema.parse(await get('/totals?status=overdue'))).toMatchObject({
      total: 1,
      sums: [expect.objectContaining({ currency: 'EUR', balance: 133_800 })],
    });
    const days = costTotalsSchema.parse(await get('/totals?dateFrom=2026-11-03&dateTo=2026-11-05'));
    expect(days).toMatchObject({ total: 3, sums: [expect.objectContaining({ gross: 3 * 133_800 })] });
    expect(costTotalsSchema.parse(await get('/totals?currency=EUR&month=2026-11'))).toMatchObject({
      total: 1,
    });
    const rows = costListSchema.parse(await get('?sums=false'));
    expect(rows).toMatchObject({ total: 6, totalCapped: false, sums: [] });
    expect(rows.costs).toHaveLength(6);
  });

  it('reads every page in the same order, from either end', async () => {
    for (const sort of ['', 'sortBy=issuedDate&sortDesc=true', 'sortBy=client', 'sortBy=total']) {
      const whole = costListSchema.parse(await get(`?${sort}&perPage=100`)).costs.map((c) => c.id);
      const paged: number[] = [];
      for (let page = 1; page <= 6; page += 1) {
        paged.push(
          ...costListSchema.parse(await get(`?${sort}&perPage=1&page=${page}`)).costs.map((c) => c.id),
        );
      }
      expect(paged, sort).toEqual(whole);
    }
    expect(costListSchema.parse(await get('?perPage=10&page=2')).costs).toEqual([]);
  });
});
