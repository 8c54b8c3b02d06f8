import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorListSchema } from '@saldo/contracts/contractors';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, vatInvoice } from '../invoices/test-helpers.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from './test-helpers.ts';

// Decision 0014 for the contractor list: the count from an aggregate (or a search counted up to a
// cap), and each contractor's balance from the invoice aggregates.

let t: TestApp;
let admin: Headers;
let buyer = 0;
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ LIST_SEARCH_COUNT_CAP: '3' });
  admin = await freshOrganization(t);
  buyer = (await createContractor(t, admin, kowalski)).id;
  for (const n of [1, 2, 3, 4]) await createContractor(t, admin, { name: `Budex ${n}`, country: 'DE' });
  // Overdue (due 2026-10-15), paid in part; one not yet due; a pro forma that demands nothing.
  const late = await issue(t, admin, vatInvoice(buyer, { issueDate: '2026-10-01', saleDate: '2026-10-01' }));
  await issue(t, admin, vatInvoice(buyer));
  await issue(t, admin, vatInvoice(buyer, { type: 'proforma' }));
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/apps/invoice/invoices/${late.id}/payments`,
    headers: admin,
    payload: { amount: '1000,00', date: '2026-10-20', method: 'transfer' },
  });
  expect(paid.statusCode, paid.body).toBeLessThan(300);
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/apps/contractors?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return contractorListSchema.parse(response.json());
};

describe('contractor list totals (decision 0014)', () => {
  it('counts without a search from the aggregate, and a search up to the cap with a flag', async () => {
    expect(await list('')).toMatchObject({ total: 5, totalCapped: false });
    expect(await list('country=de')).toMatchObject({ total: 4, totalCapped: false });
    const broad = await list('q=budex');
    expect(broad).toMatchObject({ total: 3, totalCapped: true });
    expect(broad.contractors).toHaveLength(4);
    expect(await list('q=budex 2')).toMatchObject({ total: 1, totalCapped: false });
  });

  it("answers each contractor's balance per currency: invoiced, paid, left and overdue", async () => {
    const page = await list('q=kowalski');
    expect(page.balances).toEqual([
      {
        contractorId: buyer,
        currency: 'PLN',
        invoiced: 2 * 195_300,
        paid: 100_000,
        balance: 2 * 195_300 - 100_000,
        overdue: 195_300 - 100_000,
      },
    ]);
    expect((await list('country=de')).balances).toEqual([]);
  });
});
