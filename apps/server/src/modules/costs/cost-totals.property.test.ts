import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostInputBody, CostTotals, CostTotalsQuery } from '@saldo/contracts/costs';
import { addDays } from '@saldo/domain/dates/calendar';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countContractorTotals } from '../contractors/contractor-totals.repository.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from '../contractors/test-helpers.ts';
import { listBounds } from '../invoices/invoices.service.ts';
import { costListTotals, recountCostTotals } from './cost-totals.repository.ts';
import { costs } from './costs.table.ts';

// Decision 0014: the cost list's aggregates and the contractor count, kept by triggers, must equal a
// recount after any sequence of the writes the app allows. Runs on PGlite, and on PostgreSQL with
// DATABASE_URL.

let t: TestApp;
let admin: Headers;
let organizationId = 0;
const suppliers: number[] = [];
let categoryId = 0;
const url = '/api/documents/costs';
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  suppliers.push((await createContractor(t, admin, { ...kowalski, tags: [] })).id);
  suppliers.push(
    (await createContractor(t, admin, { name: 'Nowak Handel', nip: '5260250274', country: 'PL' })).id,
  );
  const categories = await t.app.inject({
    method: 'POST',
    url: '/api/organization/categories',
    headers: admin,
    payload: { name: 'Paliwo', kind: 'cost' },
  });
  categoryId = categories.json<{ categories: { id: number }[] }>().categories[0]?.id ?? 0;
  const [row] = await t.database.db
    .select({ org: contractors.organizationId })
    .from(contractors)
    .where(eq(contractors.id, suppliers[0] ?? 0));
  organizationId = row?.org ?? 0;
});
afterAll(async () => {
  await t.close();
});

const issueDay = fc.integer({ min: 0, max: 30 }).map((n) => addDays('2026-10-17', n));
const amount = fc.integer({ min: 1, max: 2_000_000 }).map((grosze) => (grosze / 100).toFixed(2));
const draft = fc.record({
  supplier: fc.nat(1),
  currency: fc.constantFrom('PLN', 'PLN', 'EUR'),
  issueDate: issueDay,
  term: fc.integer({ min: 0, max: 40 }),
  period: fc.constantFrom('2026-10', '2026-11'),
  category: fc.boolean(),
  net: amount,
  number: fc.integer({ min: 1, max: 1_000_000 }),
});
type Draft = typeof draft extends fc.Arbitrary<infer T> ? T : never;

const create = fc.record({ op: fc.constant('create' as const), draft });
const pay = fc.record({
  op: fc.constant('pay' as const),
  pick: fc.nat(),
  share: fc.constantFrom(0.3, 0.5, 1),
  date: issueDay,
});
const operation = fc.oneof(
  { weight: 4, arbitrary: create },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), draft }) },
  { weight: 3, arbitrary: pay },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('unpay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('bulkPaid' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('import' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('confirm' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('contractor' as const),
      country: fc.constantFrom('PL', 'DE', 'CZ'),
      remove: fc.boolean(),
    }),
  },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const outcomes = new Map<string, number>();
const made = new Set<number>();
const pick = (n: number): number | undefined => {
  const ids = [...made];
  return ids.length === 0 ? undefined : ids[n % ids.length];
};
const extraContractors: number[] = [];

function body(d: Draft): CostInputBody {
  return {
    contractorId: suppliers[d.supplier] ?? suppliers[0] ?? 0,
    number: `FZ/${d.number}`,
    issueDate: d.issueDate,
    receiptDate: d.issueDate,
    dueDate: addDays(d.issueDate, d.term),
    bookingPeriod: d.period,
    categoryId: d.category ? categoryId : null,
    currency: d.currency,
    ...(d.currency === 'EUR' ? { exchangeRate: '4,2913' } : {}),
    entryMode: 'summary',
    rates: [{ vatRate: '23', net: d.net, vat: (Number(d.net) * 0.23).toFixed(2) }],
  };
}

async function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const response = await t.app.inject({ method, url: `${url}${path}`, headers: admin, payload });
  // A refusal (409, 422, 400) is an answer the app allows; a 500 is a bug.
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(500);
  const kind = `${method} ${path.replace(/\d+/g, ':id')} ${response.statusCode}`;
  outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
  return response;
}

async function apply(o: Operation): Promise<void> {
  if (o.op === 'create') {
    const response = await request('POST', '', body(o.draft));
    if (response.statusCode === 201) made.add(response.json<{ cost: { id: number } }>().cost.id);
    return;
  }
  if (o.op === 'contractor') {
    const last = extraContractors.at(-1);
    if (o.remove && last !== undefined) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/apps/contractors/${last}`,
        headers: admin,
      });
      if (response.statusCode < 300) extraContractors.pop();
      return;
    }
    const created = await createContractor(t, admin, {
      name: `Dostawca ${extraContractors.length + 1} ${o.country}`,
      country: o.country,
    });
    extraContractors.push(created.id);
    return;
  }
  const id = pick(o.pick);
  if (id === undefined) return;
  const [row] = await t.database.db.select().from(costs).where(eq(costs.id, id));
  if (!row) return;
  switch (o.op) {
    case 'edit':
      await request('PUT', `/${id}`, body(o.draft));
      return;
    case 'pay': {
      if (row.balance <= 0) return;
      const share = Math.max(1, Math.round(row.balance * o.share));
      // Cash: a transfer over 15 000 PLN would ask the white list first.
      await request('POST', `/${id}/payments`, {
        amount: (share / 100).toFixed(2),
        date: o.date,
        method: 'cash',
      });
      return;
    }
    case 'unpay': {
      const response = await request('GET', `/${id}`);
      const payment = response.json<{ cost: { payments: { id: number }[] } }>().cost.payments[0];
      if (payment) await request('DELETE', `/${id}/payments/${payment.id}`);
      return;
    }
    case 'bulkPaid':
      await request('POST', '/bulk-paid', { ids: [id], date: '2026-11-16', method: 'cash' });
      return;
    case 'import':
      // What a KSeF import writes: a draft, not booked until confirmed (arranged directly).
      if (row.paid === 0) await t.database.db.update(costs).set({ status: 'draft' }).where(eq(costs.id, id));
      return;
    case 'confirm':
      await request('POST', `/${id}/confirm`);
      return;
    case 'delete':
      if ((await request('DELETE', `/${id}`)).statusCode < 300) made.delete(id);
      return;
  }
}

function queries(): CostTotalsQuery[] {
  const [a = 0, b = 0] = suppliers;
  const statuses = ['draft', 'unpaid', 'partially_paid', 'paid', 'overdue'] as const;
  return [
    {},
    ...statuses.map((status) => ({ status })),
    { currency: 'EUR' },
    { currency: 'PLN', status: 'overdue' },
    { month: '2026-11' },
    { month: '2026-10', status: 'overdue' },
    { categoryId },
    { categoryId, month: '2026-11', status: 'unpaid' },
    { contractorId: a },
    { contractorId: b, status: 'overdue' },
    { contractorId: a, month: '2026-11' },
    { dateFrom: '2026-11-01', dateTo: '2026-11-10' },
    { dateFrom: '2026-10-25', status: 'partially_paid' },
    { dueFrom: '2026-11-05', dueTo: '2026-11-20', status: 'overdue' },
    { dueTo: '2026-11-13', currency: 'EUR' },
    { dateFrom: '2026-11-01', month: '2026-11' },
  ];
}

const byCurrency = (totals: CostTotals) => ({
  ...totals,
  sums: [...totals.sums].sort((x, y) => x.currency.localeCompare(y.currency)),
});

async function expectAggregatesEqualRecount() {
  const db = t.database.db;
  for (const today of ['2026-11-16', '2026-11-25', '2026-12-31']) {
    const bounds = listBounds(today);
    for (const query of queries()) {
      const fromAggregates = await costListTotals(db, organizationId, query, bounds, 1_000_000);
      const recounted = await recountCostTotals(db, organizationId, query, bounds);
      expect(byCurrency(fromAggregates), `${today} ${JSON.stringify(query)}`).toEqual(byCurrency(recounted));
    }
  }
  for (const filter of [{}, { country: 'de' }, { vatStatus: 'unknown' as const }, { country: 'PL' }]) {
    const query = { sortBy: 'name' as const, sortDesc: 'false' as const, ...filter };
    const conditions = [eq(contractors.organizationId, organizationId)];
    if (query.country) conditions.push(eq(contractors.country, query.country.toUpperCase()));
    const [recounted] = await db
      .select({ total: count() })
      .from(contractors)
      .where(and(...conditions));
    // Every contractor of the test is unchecked: 'unknown' is all of them.
    expect(await countContractorTotals(db, organizationId, query), JSON.stringify(filter)).toBe(
      recounted?.total,
    );
  }
}

describe('cost list and contractor aggregates (decision 0014)', () => {
  it('equal a recount after any sequence of creations, edits, payments, bulk payments, imports, confirmations, deletions and contractor changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.array(create, { minLength: 3, maxLength: 3 }),
          pay,
          fc.array(operation, { minLength: 7, maxLength: 22 }),
        ),
        async ([creations, payment, operations]) => {
          for (const o of [...creations, { ...payment, pick: made.size + 2 }, ...operations]) await apply(o);
          await expectAggregatesEqualRecount();
        },
      ),
      { numRuns: 5 },
    );
    expect(outcomes.get('POST  201')).toBeGreaterThanOrEqual(10);
    expect(outcomes.get('POST /:id/payments 200')).toBeGreaterThanOrEqual(3);
    const [list, totals] = await Promise.all([
      t.app.inject({ url: `${url}?status=overdue`, headers: admin }),
      t.app.inject({ url: `${url}/totals?status=overdue`, headers: admin }),
    ]);
    expect(list.statusCode).toBe(200);
    expect(list.json<CostTotals>()).toMatchObject(totals.json<CostTotals>());
  }, 180_000);
});
