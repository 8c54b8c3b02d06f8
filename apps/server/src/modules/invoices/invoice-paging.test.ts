import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceListSchema, invoiceSortFields } from '@saldo/contracts/invoices';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from './test-helpers.ts';

// Decision 0014: a page in the second half of the list is read in the reverse order from the end.
// Every sort, both ways, must then give the same pages as reading from the start: the fixtures tie
// on every sort key (the same day, amount, buyer, status, and numbers of two series sharing counters).

let t: TestApp;
let admin: Headers;
const COUNT = 9;
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  const kowalski = (await newBuyer(t, admin)).id;
  const nowak = (await newBuyer(t, admin, { name: 'Nowak Handel', nip: '5260250274' })).id;
  const days = ['2026-11-02', '2026-11-02', '2026-11-03', '2026-11-03', '2026-11-04'];
  for (const [index, day] of days.entries()) {
    await issue(t, admin, vatInvoice(index % 2 ? nowak : kowalski, { issueDate: day, saleDate: day }));
  }
  // Pro formas count from 1 in the same month as the VAT invoices: their counters tie.
  for (const day of ['2026-11-02', '2026-11-03', '2026-11-03', '2026-11-05']) {
    await issue(t, admin, vatInvoice(kowalski, { type: 'proforma', issueDate: day, saleDate: day }));
  }
});
afterAll(async () => {
  await t.close();
});

async function ids(query: string) {
  const response = await t.app.inject({ url: `/api/apps/invoice/invoices?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  const list = invoiceListSchema.parse(response.json());
  expect(list.total).toBe(COUNT);
  return list.invoices.map((invoice) => invoice.id);
}

describe('invoice list paging from either end (decision 0014)', () => {
  it('gives every page as a read from the start would, for every sort both ways', async () => {
    for (const sortBy of invoiceSortFields) {
      for (const sortDesc of ['false', 'true']) {
        const sort = `sortBy=${sortBy}&sortDesc=${sortDesc}&sums=false`;
        // One page of all: OFFSET 0 from the start, the order every other page must follow.
        const whole = await ids(`${sort}&perPage=100`);
        expect(whole).toHaveLength(COUNT);
        for (const perPage of [1, 3]) {
          const paged: number[] = [];
          for (let page = 1; page <= Math.ceil(COUNT / perPage); page += 1) {
            paged.push(...(await ids(`${sort}&perPage=${perPage}&page=${page}`)));
          }
          expect(paged, `${sort} by ${perPage}`).toEqual(whole);
        }
      }
    }
  }, 120_000);
});
