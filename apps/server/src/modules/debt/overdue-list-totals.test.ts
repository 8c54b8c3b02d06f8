import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overdueListSchema, overdueTotalsSchema } from '@saldo/contracts/debt';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from '../invoices/test-helpers.ts';

// Decision 0014 for the overdue list: the count and balances from the invoice aggregates; above the
// figures limit (here the count cap, 3) a page is read in SQL order and only its figures counted.

let t: TestApp;
let admin: Headers;
const url = '/api/apps/invoice/overdue';
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ LIST_SEARCH_COUNT_CAP: '3' });
  admin = await freshOrganization(t);
  const buyer = (await newBuyer(t, admin)).id;
  for (const day of ['2026-09-01', '2026-09-15', '2026-10-01', '2026-10-10', '2026-10-20']) {
    await issue(t, admin, vatInvoice(buyer, { issueDate: day, saleDate: day, paymentTerm: '7_days' }));
  }
  // Not yet due.
  await issue(t, admin, vatInvoice(buyer));
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string) => {
  const response = await t.app.inject({ url: `${url}${path}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

describe('overdue list totals (decision 0014)', () => {
  it('counts and sums the overdue invoices from the aggregates, and pages them in SQL order', async () => {
    const totals = overdueTotalsSchema.parse(await get('/totals'));
    expect(totals).toEqual({
      total: 5,
      totalCapped: false,
      sums: [{ currency: 'PLN', balance: 5 * 195_300 }],
    });
    const first = overdueListSchema.parse(await get('?perPage=2'));
    expect(first).toMatchObject({ total: 5, totalCapped: false, interestSummed: false });
    expect(first.sums).toEqual([
      { currency: 'PLN', balance: 5 * 195_300, interest: 0, latePaymentInterest: 0 },
    ]);
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...overdueListSchema.parse(await get(`?perPage=2&page=${page}`)).invoices);
    const days = pages.map((item) => item.daysOverdue);
    expect(days).toHaveLength(5);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(pages.every((item) => item.interest !== null && item.interest > 0)).toBe(true);
    // Sorting by interest needs every figure: the whole list, with its interest summed.
    const byInterest = overdueListSchema.parse(await get('?sortBy=interest'));
    expect(byInterest).toMatchObject({ total: 5, interestSummed: true });
    expect(byInterest.sums[0]?.interest).toBeGreaterThan(0);
  });

  it('counts a band from the aggregates and a search up to the cap', async () => {
    expect(overdueTotalsSchema.parse(await get('/totals?band=1_30'))).toMatchObject({ total: 2 });
    expect(overdueTotalsSchema.parse(await get('/totals?q=kowalski'))).toEqual({
      total: 3,
      totalCapped: true,
      sums: [],
    });
  });
});
