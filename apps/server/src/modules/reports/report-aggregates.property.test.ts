import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostInputBody } from '@saldo/contracts/costs';
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import { addDays } from '@saldo/domain/dates/calendar';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { costs } from '../costs/costs.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { newBuyer, vatInvoice } from '../invoices/test-helpers.ts';
import { post } from './test-helpers.ts';

// Decision 0015: the reports' aggregates, kept by triggers on invoices, costs and their payments,
// must equal a full recount of the documents (the migration's report_*_recount views) after any
// sequence of the writes the app allows, across month, quarter and year boundaries. Runs on PGlite,
// and on PostgreSQL with DATABASE_URL.

let t: TestApp;
let admin: Headers;
let organizationId = 0;
let categoryId = 0;
const parties: number[] = [];
const invoiceUrl = '/api/apps/invoice/invoices';
const costUrl = '/api/documents/costs';
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  const all = { vat: true, vatMargin: true, proforma: true, advance: true, final: true, correction: true };
  await t.app.inject({ method: 'PUT', url: '/api/organization/invoice-types', headers: admin, payload: all });
  parties.push((await newBuyer(t, admin)).id);
  parties.push((await newBuyer(t, admin, { name: 'Nowak Handel', nip: '5260250274' })).id);
  const category = await post(t, admin, '/api/organization/categories', { name: 'Biuro', kind: 'cost' });
  categoryId =
    category.json<{ categories: { id: number; name: string }[] }>().categories.find((c) => c.name === 'Biuro')
      ?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** Days from the end of September to the held today: three months, two quarters. */
const day = fc.integer({ min: 0, max: 52 }).map((n) => addDays('2026-09-25', n));
const lines = fc.array(
  fc.record({
    quantity: fc.integer({ min: 1, max: 20 }).map(String),
    unitPrice: fc.integer({ min: 1, max: 500_000 }).map((grosze) => (grosze / 100).toFixed(2)),
    vatRate: fc.constantFrom('23', '8', '5', '0'),
  }),
  { minLength: 1, maxLength: 3 },
);
const invoiceDraft = fc.record({
  type: fc.constantFrom('vat', 'vat', 'proforma'),
  party: fc.nat(1),
  currency: fc.constantFrom('PLN', 'PLN', 'EUR'),
  issueDate: day,
  /** The sale a few days before the issue: another month (the VAT month) now and then. */
  saleBefore: fc.integer({ min: 0, max: 9 }),
  lines,
});
type InvoiceDraft = typeof invoiceDraft extends fc.Arbitrary<infer T> ? T : never;
const costDraft = fc.record({
  party: fc.nat(1),
  currency: fc.constantFrom('PLN', 'PLN', 'EUR'),
  issueDate: day,
  period: fc.constantFrom('2026-09', '2026-10', '2026-11'),
  vatPeriod: fc.constantFrom(null, null, '2026-11'),
  category: fc.boolean(),
  deduction: fc.constantFrom('full', 'full', 'none'),
  net: fc.integer({ min: 1, max: 2_000_000 }),
  number: fc.integer({ min: 1, max: 1_000_000 }),
});
type CostDraft = typeof costDraft extends fc.Arbitrary<infer T> ? T : never;

const createInvoice = fc.record({ op: fc.constant('createInvoice' as const), draft: invoiceDraft });
const createCost = fc.record({ op: fc.constant('createCost' as const), draft: costDraft });
const payment = { pick: fc.nat(), share: fc.constantFrom(0.3, 0.5, 1), date: day };
const picked = <T extends string>(op: T) => fc.record({ op: fc.constant(op), pick: fc.nat() });
const operation = fc.oneof(
  { weight: 3, arbitrary: createInvoice },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('editInvoice' as const), pick: fc.nat(), draft: invoiceDraft }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payInvoice' as const), ...payment }) },
  { weight: 1, arbitrary: picked('unpayInvoice') },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('correct' as const), pick: fc.nat(), lines }) },
  { weight: 1, arbitrary: picked('cancel') },
  { weight: 1, arbitrary: picked('deleteInvoice') },
  { weight: 1, arbitrary: picked('convert') },
  { weight: 3, arbitrary: createCost },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('editCost' as const), pick: fc.nat(), draft: costDraft }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payCost' as const), ...payment }) },
  { weight: 1, arbitrary: picked('unpayCost') },
  { weight: 1, arbitrary: picked('draftCost') },
  { weight: 1, arbitrary: picked('confirmCost') },
  { weight: 1, arbitrary: picked('deleteCost') },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** How each kind of request was answered: the operations must mostly succeed to prove anything. */
const outcomes = new Map<string, number>();
const madeInvoices = new Map<number, InvoiceInputBody>();
const madeCosts = new Set<number>();
const pickOf = <T>(ids: T[], n: number): T | undefined =>
  ids.length === 0 ? undefined : ids[n % ids.length];

function invoiceBody(d: InvoiceDraft): InvoiceInputBody {
  return vatInvoice(parties[d.party] ?? parties[0] ?? 0, {
    type: d.type,
    currency: d.currency,
    ...(d.currency === 'EUR' ? { exchangeRate: '4,2913', exchangeRateTable: '065/A/NBP/2026' } : {}),
    issueDate: d.issueDate,
    saleDate: addDays(d.issueDate, -d.saleBefore),
    paymentTerm: '14_days',
    lines: d.lines.map((line, i) => ({ name: `Pozycja ${i + 1}`, unit: 'szt.', ...line })),
  });
}

function costBody(d: CostDraft): CostInputBody {
  const net = d.net / 100;
  return {
    contractorId: parties[d.party] ?? parties[0] ?? 0,
    number: `FZ/${d.number}`,
    issueDate: d.issueDate,
    receiptDate: d.issueDate,
    dueDate: addDays(d.issueDate, 14),
    bookingPeriod: d.period,
    vatPeriod: d.vatPeriod,
    categoryId: d.category ? categoryId : null,
    currency: d.currency,
    ...(d.currency === 'EUR' ? { exchangeRate: '4,2913' } : {}),
    vatDeduction: d.deduction,
    entryMode: 'summary',
    rates: [{ vatRate: '23', net: net.toFixed(2), vat: (Math.round(d.net * 0.23) / 100).toFixed(2) }],
  };
}

async function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: admin, payload });
  // A refusal (409, 422, 400) is an answer the app allows; a 500 is a bug.
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
  const kind = `${method} ${url.replace(/\d+/g, ':id')} ${response.statusCode}`;
  outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
  return response;
}

async function applyToInvoice(o: Operation, id: number): Promise<void> {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) return;
  switch (o.op) {
    case 'editInvoice': {
      const sent = { ...invoiceBody(o.draft), type: madeInvoices.get(id)?.type ?? 'vat' };
      if ((await request('PUT', `${invoiceUrl}/${id}`, sent)).statusCode === 200) madeInvoices.set(id, sent);
      return;
    }
    case 'payInvoice': {
      if (row.balance <= 0) return;
      const amount = Math.max(1, Math.round(row.balance * o.share));
      await request('POST', `${invoiceUrl}/${id}/payments`, {
        amount: (amount / 100).toFixed(2),
        date: o.date,
        method: 'transfer',
      });
      return;
    }
    case 'unpayInvoice': {
      const response = await request('GET', `${invoiceUrl}/${id}`);
      const paid = response.json<{ invoice: { payments?: { id: number }[] } }>().invoice.payments?.[0];
      if (paid) await request('DELETE', `${invoiceUrl}/${id}/payments/${paid.id}`);
      return;
    }
    case 'correct': {
      const original = madeInvoices.get(id);
      if (!original || original.type !== 'vat') return;
      const sent = {
        ...original,
        type: 'correction' as const,
        correctedInvoiceId: id,
        correctionReason: 'Zmiana ilości',
        issueDate: '2026-11-16',
        lines: o.lines.map((line, i) => ({ name: `Pozycja ${i + 1}`, unit: 'szt.', ...line })),
      };
      const response = await request('POST', invoiceUrl, sent);
      if (response.statusCode === 201)
        madeInvoices.set(response.json<{ invoice: { id: number } }>().invoice.id, sent);
      return;
    }
    case 'cancel':
      await request('POST', `${invoiceUrl}/${id}/cancel`);
      return;
    case 'deleteInvoice':
      // Only the newest unsent invoice of a series may go: try the newest one as well.
      for (const target of new Set([id, Math.max(...madeInvoices.keys())])) {
        if ((await request('DELETE', `${invoiceUrl}/${target}`)).statusCode < 300)
          madeInvoices.delete(target);
      }
      return;
    case 'convert': {
      const response = await request('POST', `${invoiceUrl}/${id}/convert`);
      const proforma = madeInvoices.get(id);
      if (response.statusCode === 201 && proforma) {
        madeInvoices.set(response.json<{ invoice: { id: number } }>().invoice.id, {
          ...proforma,
          type: 'vat',
        });
      }
      return;
    }
    default:
      return;
  }
}

async function applyToCost(o: Operation, id: number): Promise<void> {
  const [row] = await t.database.db.select().from(costs).where(eq(costs.id, id));
  if (!row) return;
  switch (o.op) {
    case 'editCost':
      await request('PUT', `${costUrl}/${id}`, costBody(o.draft));
      return;
    case 'payCost': {
      if (row.balance <= 0) return;
      const amount = Math.max(1, Math.round(row.balance * o.share));
      // Cash: a transfer over 15 000 PLN would ask the white list first.
      await request('POST', `${costUrl}/${id}/payments`, {
        amount: (amount / 100).toFixed(2),
        date: o.date,
        method: 'cash',
      });
      return;
    }
    case 'unpayCost': {
      const response = await request('GET', `${costUrl}/${id}`);
      const paid = response.json<{ cost: { payments: { id: number }[] } }>().cost.payments[0];
      if (paid) await request('DELETE', `${costUrl}/${id}/payments/${paid.id}`);
      return;
    }
    case 'draftCost':
      // What a KSeF import writes: a draft, not booked until confirmed (arranged directly).
      if (row.paid === 0) await t.database.db.update(costs).set({ status: 'draft' }).where(eq(costs.id, id));
      return;
    case 'confirmCost':
      await request('POST', `${costUrl}/${id}/confirm`);
      return;
    case 'deleteCost':
      if ((await request('DELETE', `${costUrl}/${id}`)).statusCode < 300) madeCosts.delete(id);
      return;
    default:
      return;
  }
}

async function apply(o: Operation): Promise<void> {
  if (o.op === 'createInvoice') {
    const sent = invoiceBody(o.draft);
    const response = await request('POST', invoiceUrl, sent);
    if (response.statusCode === 201)
      madeInvoices.set(response.json<{ invoice: { id: number } }>().invoice.id, sent);
    return;
  }
  if (o.op === 'createCost') {
    const response = await request('POST', costUrl, costBody(o.draft));
    if (response.statusCode === 201) madeCosts.add(response.json<{ cost: { id: number } }>().cost.id);
    return;
  }
  const costOps: Operation['op'][] = [
    'editCost',
    'payCost',
    'unpayCost',
    'draftCost',
    'confirmCost',
    'deleteCost',
  ];
  if (costOps.includes(o.op)) {
    const id = pickOf([...madeCosts], o.pick);
    if (id !== undefined) await applyToCost(o, id);
    return;
  }
  const id = pickOf([...madeInvoices.keys()], o.pick);
  if (id !== undefined) await applyToInvoice(o, id);
}

/** Each aggregate, its key and its sums; the recount view of the same name answers the same columns. */
const AGGREGATES = [
  {
    table: 'report_sales',
    keys: ['month', 'vat_month', 'type', 'currency'],
    sums: ['count', 'net', 'vat', 'gross', 'net_pln', 'vat_pln', 'gross_pln'],
  },
  { table: 'report_sales_by_rate', keys: ['month', 'vat_rate'], sums: ['count', 'net', 'vat', 'gross'] },
  {
    table: 'report_sales_by_party',
    keys: ['period', 'contractor_id'],
    sums: ['count', 'net', 'vat', 'gross'],
  },
  {
    table: 'report_cost_months',
    keys: ['month', 'vat_month', 'category_id'],
    sums: ['count', 'net', 'vat', 'gross', 'deductible_vat'],
  },
  {
    table: 'report_costs_by_party',
    keys: ['period', 'contractor_id'],
    sums: ['count', 'net', 'vat', 'gross'],
  },
  { table: 'report_cash', keys: ['month', 'direction'], sums: ['amount'] },
];

type Row = Record<string, unknown>;
async function select(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: Row[] };
  // Sums come back as strings on PostgreSQL and numbers on PGlite.
  return result.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
    ),
  );
}

async function expectAggregatesEqualRecount() {
  if (organizationId === 0) {
    const [row] = await t.database.db.select({ org: invoices.organizationId }).from(invoices).limit(1);
    organizationId = row?.org ?? 0;
  }
  for (const { table, keys, sums } of AGGREGATES) {
    const keyList = sql.raw(keys.join(', '));
    // Zero rows stay behind when a key's documents go: a key counts while any of its sums is not zero.
    const nonZero = (of: (column: string) => string) =>
      sql.raw(sums.map((s) => `${of(s)} <> 0`).join(' or '));
    const kept = await select(
      sql`select ${keyList}, ${sql.raw(sums.map((s) => `sum(${s})::bigint as ${s}`).join(', '))}
        from ${sql.raw(table)} where organization_id = ${organizationId}
        group by ${keyList} having ${nonZero((s) => `sum(${s})`)} order by ${keyList}`,
    );
    const recounted = await select(
      sql`select ${keyList}, ${sql.raw(sums.join(', '))} from ${sql.raw(`${table}_recount`)}
        where organization_id = ${organizationId} and (${nonZero((s) => s)}) order by ${keyList}`,
    );
    expect(kept, table).toEqual(recounted);
  }
}

describe('report aggregates (decision 0015)', () => {
  it('equal a recount after any sequence of invoice and cost creations, edits, payments, corrections, cancellations, conversions, drafts, confirmations and deletions', async () => {
    await fc.assert(
      // Every sequence opens with two invoices, two costs and a payment of each, so each run compares
      // figures that writes have moved.
      fc.asyncProperty(
        fc.tuple(
          fc.array(
            createInvoice.map((c) => ({ ...c, draft: { ...c.draft, type: 'vat' as const } })),
            {
              minLength: 2,
              maxLength: 2,
            },
          ),
          fc.array(createCost, { minLength: 2, maxLength: 2 }),
          fc.array(operation, { minLength: 8, maxLength: 24 }),
        ),
        async ([invoicesFirst, costsFirst, operations]) => {
          const opening: Operation[] = [
            ...invoicesFirst,
            ...costsFirst,
            { op: 'payInvoice', pick: madeInvoices.size + 1, share: 0.5, date: '2026-11-02' },
            { op: 'payCost', pick: madeCosts.size + 1, share: 1, date: '2026-10-30' },
          ];
          for (const o of [...opening, ...operations]) await apply(o);
          await expectAggregatesEqualRecount();
        },
      ),
      { numRuns: 5 },
    );
    expect(outcomes.get(`POST ${invoiceUrl} 201`)).toBeGreaterThanOrEqual(10);
    expect(outcomes.get(`POST ${costUrl} 201`)).toBeGreaterThanOrEqual(10);
    expect(outcomes.get(`POST ${invoiceUrl}/:id/payments 201`)).toBeGreaterThanOrEqual(3);
    expect(outcomes.get(`POST ${costUrl}/:id/payments 200`)).toBeGreaterThanOrEqual(3);
  }, 300_000);
});
