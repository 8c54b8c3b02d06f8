import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costListSchema, costSortFields } from '@saldo/contracts/costs';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from '../contractors/test-helpers.ts';
import { postCost, summaryCost } from './test-helpers.ts';

// Decision 0014: a page in the second half of the cost list is read in the reverse order from the
// end. Every sort, both ways, must give the same pages as reading from the start; the fixtures tie on
// every sort key (day, due date, supplier, amount, status, and a number two suppliers share).

let t: TestApp;
let admin: Headers;
const COUNT = 7;
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  const kowalskiId = (await createContractor(t, admin, kowalski)).id;
  const nowak = (await createContractor(t, admin, { name: 'Nowak Handel', nip: '5260250274' })).id;
  const days = [
    '2026-11-02',
    '2026-11-02',
    '2026-11-03',
    '2026-11-03',
    '2026-11-04',
    '2026-11-04',
    '2026-11-05',
  ];
  for (const [index, day] of days.entries()) {
    const supplier = index % 2 ? nowak : kowalskiId;
    const number = `FV/${Math.floor(index / 2)}/11/2026`;
    await postCost(t, admin, summaryCost(supplier, { number, issueDate: day, receiptDate: day }));
  }
});
afterAll(async () => {
  await t.close();
});

async function ids(query: string) {
  const response = await t.app.inject({ url: `/api/documents/costs?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  const list = costListSchema.parse(response.json());
  expect(list.total).toBe(COUNT);
  return list.costs.map((cost) => cost.id);
}

describe('cost list paging from either end (decision 0014)', () => {
  it('gives every page as a read from the start would, for every sort both ways', async () => {
    for (const sortBy of costSortFields) {
      for (const sortDesc of ['false', 'true']) {
        const sort = `sortBy=${sortBy}&sortDesc=${sortDesc}&sums=false`;
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
