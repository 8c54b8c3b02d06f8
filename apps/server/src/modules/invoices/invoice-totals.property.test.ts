import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceInputBody, InvoiceTotals, InvoiceTotalsQuery } from '@saldo/contracts/invoices';
import { addDays } from '@saldo/domain/dates/calendar';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { queueSubmission } from '../ksef/ksef-submissions.repository.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { invoices } from './invoices.table.ts';
import { listBounds } from './invoices.service.ts';
import { listTotals, recountListTotals } from './invoice-totals.repository.ts';
import { newBuyer, vatInvoice } from './test-helpers.ts';
import { overdueTotals, recountOverdue } from '../debt/overdue-totals.repository.ts';
import { overdueFilter } from '../debt/overdue.service.ts';

// Decision 0014: the list's aggregates, kept by a trigger, must equal a recount of the invoices after
// any sequence of the writes the app allows. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

let t: TestApp;
let admin: Headers;
let organizationId = 0;
const buyers: number[] = [];
const url = '/api/apps/invoice/invoices';
holdClockAt('2026-11-16T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  const all = { vat: true, vatMargin: true, proforma: true, advance: true, final: true, correction: true };
  await t.app.inject({ method: 'PUT', url: '/api/organization/invoice-types', headers: admin, payload: all });
  buyers.push((await newBuyer(t, admin)).id);
  buyers.push((await newBuyer(t, admin, { name: 'Nowak Handel', nip: '5260250274' })).id);
});
afterAll(async () => {
  await t.close();
});

/** Issue dates from mid-October to the held today, a weekend or two included. */
const issueDay = fc.integer({ min: 0, max: 30 }).map((n) => addDays('2026-10-17', n));
const lines = fc.array(
  fc.record({
    quantity: fc.integer({ min: 1, max: 20 }).map(String),
    unitPrice: fc.integer({ min: 1, max: 500_000 }).map((grosze) => (grosze / 100).toFixed(2)),
    vatRate: fc.constantFrom('23', '8', '5', '0'),
  }),
  { minLength: 1, maxLength: 3 },
);
const draft = fc.record({
  type: fc.constantFrom('vat', 'vat', 'proforma'),
  buyer: fc.nat(1),
  currency: fc.constantFrom('PLN', 'PLN', 'EUR'),
  issueDate: issueDay,
  paymentTerm: fc.constantFrom('7_days', '14_days', '21_days'),
  lines,
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
  { weight: 1, arbitrary: fc.record({ op: fc.constant('correct' as const), pick: fc.nat(), lines }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('convert' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('ksefAccept' as const), pick: fc.nat() }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** How each kind of request was answered: the operations must mostly succeed to prove anything. */
const outcomes = new Map<string, number>();

/** The invoices made so far and what made them (an edit sends the whole body again). */
const made = new Map<number, InvoiceInputBody>();
const pick = (n: number): number | undefined => {
  const ids = [...made.keys()];
  return ids.length === 0 ? undefined : ids[n % ids.length];
};

function body(d: Draft): InvoiceInputBody {
  return vatInvoice(buyers[d.buyer] ?? buyers[0] ?? 0, {
    type: d.type,
    currency: d.currency,
    ...(d.currency === 'EUR' ? { exchangeRate: '4,2913', exchangeRateTable: '065/A/NBP/2026' } : {}),
    issueDate: d.issueDate,
    saleDate: d.issueDate,
    paymentTerm: d.paymentTerm,
    lines: d.lines.map((line, i) => ({ name: `Pozycja ${i + 1}`, unit: 'szt.', ...line })),
  });
}

async function request(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const response = await t.app.inject({ method, url: `${url}${path}`, headers: admin, payload });
  // A refusal (409, 422, 400) is an answer the app allows; a 500 is a bug.
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(500);
  const kind = `${method} ${path.replace(/\d+/g, ':id')} ${response.statusCode}`;
  outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
  return response;
}

async function apply(o: Operation): Promise<void> {
  if (o.op === 'create') {
    const sent = body(o.draft);
    const response = await request('POST', '', sent);
    if (response.statusCode === 201) made.set(response.json<{ invoice: { id: number } }>().invoice.id, sent);
    return;
  }
  const id = pick(o.pick);
  if (id === undefined) return;
  switch (o.op) {
    case 'edit': {
      const sent = { ...body(o.draft), type: made.get(id)?.type ?? 'vat' };
      if ((await request('PUT', `/${id}`, sent)).statusCode === 200) made.set(id, sent);
      return;
    }
    case 'pay': {
      const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
      if (!row || row.balance <= 0) return;
      const amount = Math.max(1, Math.round(row.balance * o.share));
      await request('POST', `/${id}/payments`, {
        amount: (amount / 100).toFixed(2),
        date: o.date,
        method: 'transfer',
      });
      return;
    }
    case 'unpay': {
      const response = await t.app.inject({ url: `${url}/${id}`, headers: admin });
      const payment = response.json<{ invoice: { payments?: { id: number }[] } }>().invoice.payments?.[0];
      if (payment) await request('DELETE', `/${id}/payments/${payment.id}`);
      return;
    }
    case 'correct': {
      const original = made.get(id);
      if (!original || original.type !== 'vat') return;
      const sent = {
        ...original,
        type: 'correction' as const,
        correctedInvoiceId: id,
        correctionReason: 'Zmiana ilości',
        lines: o.lines.map((line, i) => ({ name: `Pozycja ${i + 1}`, unit: 'szt.', ...line })),
      };
      const response = await request('POST', '', sent);
      if (response.statusCode === 201)
        made.set(response.json<{ invoice: { id: number } }>().invoice.id, sent);
      return;
    }
    case 'cancel':
      await request('POST', `/${id}/cancel`);
      return;
    case 'delete': {
      // Only the newest unsent invoice of a series may go: try the newest one as well.
      for (const target of new Set([id, Math.max(...made.keys())])) {
        if ((await request('DELETE', `/${target}`)).statusCode < 300) made.delete(target);
      }
      return;
    }
    case 'convert': {
      const response = await request('POST', `/${id}/convert`);
      const proforma = made.get(id);
      if (response.statusCode === 201 && proforma) {
        made.set(response.json<{ invoice: { id: number } }>().invoice.id, { ...proforma, type: 'vat' });
      }
      return;
    }
    case 'ksefAccept': {
      // What the send job writes when KSeF accepts: the submission row (the invoice is then final).
      const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
      if (!row || row.type === 'proforma') return;
      await queueSubmission(t.database.db, row);
      await t.database.db
        .update(ksefSubmissions)
        .set({ status: 'accepted', ksefNumber: `1234563218-20261116-${id}`, acceptedAt: new Date() })
        .where(eq(ksefSubmissions.invoiceId, id));
      return;
    }
  }
}

/** The everyday filters, alone and combined, each compared with a recount. */
function queries(): InvoiceTotalsQuery[] {
  const [a = 0, b = 0] = buyers;
  const statuses = ['issued', 'sent', 'paid', 'partially_paid', 'overdue', 'expired', 'cancelled'] as const;
  return [
    {},
    ...statuses.map((status) => ({ status })),
    { type: 'vat' },
    { type: 'proforma' },
    { type: 'correction' },
    { currency: 'EUR' },
    { currency: 'PLN', status: 'overdue' },
    { contractorId: a },
    { contractorId: b, status: 'overdue' },
    { contractorId: a, dateFrom: '2026-11-01' },
    { dateFrom: '2026-11-01', dateTo: '2026-11-10' },
    { dateFrom: '2026-10-25', status: 'issued' },
    { dueFrom: '2026-11-05', dueTo: '2026-11-20', status: 'overdue' },
    { dueTo: '2026-11-13', type: 'proforma', status: 'expired' },
  ];
}

const byCurrency = (totals: InvoiceTotals) => ({
  ...totals,
  sums: [...totals.sums].sort((x, y) => x.currency.localeCompare(y.currency)),
});

async function expectAggregatesEqualRecount() {
  if (organizationId === 0) {
    const [row] = await t.database.db.select({ org: invoices.organizationId }).from(invoices).limit(1);
    organizationId = row?.org ?? 0;
  }
  const db = t.database.db;
  // Overdue as of today and of days to come: the aggregates must answer any day's bound.
  for (const today of ['2026-11-16', '2026-11-25', '2026-12-31']) {
    const bounds = listBounds(today);
    for (const query of queries()) {
      for (const scope of [{ organizationId }, { organizationId, contractorId: buyers[1] ?? 0 }]) {
        const fromAggregates = await listTotals(db, scope, query, bounds, 1_000_000);
        const recounted = await recountListTotals(db, scope, query, bounds);
        expect(
          byCurrency(fromAggregates),
          `${today} ${JSON.stringify(query)} ${JSON.stringify(scope)}`,
        ).toEqual(byCurrency(recounted));
      }
    }
    // The overdue list's count and balances, from the same aggregates.
    for (const query of [
      {},
      { band: '1_30' as const },
      { band: '31_60' as const },
      { contractorId: buyers[0] },
    ]) {
      for (const scope of [{ organizationId }, { organizationId, contractorId: buyers[1] ?? 0 }]) {
        const filter = overdueFilter(query, today);
        expect(
          await overdueTotals(db, scope, filter, 1_000_000),
          `overdue ${today} ${JSON.stringify(query)} ${JSON.stringify(scope)}`,
        ).toEqual(await recountOverdue(db, scope, filter, undefined));
      }
    }
  }
}

describe('list aggregates (decision 0014)', () => {
  it('equal a recount after any sequence of creations, edits, payments, corrections, cancellations, deletions, conversions and KSeF acceptances', async () => {
    await fc.assert(
      // Every sequence opens with three VAT invoices and a payment of the newest one (pick is taken
      // modulo the invoices made), so each run compares figures that writes have moved.
      fc.asyncProperty(
        fc.tuple(
          fc.array(
            create.map((c) => ({ ...c, draft: { ...c.draft, type: 'vat' as const } })),
            { minLength: 3, maxLength: 3 },
          ),
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
    // Writes must have happened for the comparison to prove anything (each run opens with them).
    expect(outcomes.get('POST  201')).toBeGreaterThanOrEqual(15);
    expect(outcomes.get('POST /:id/payments 201')).toBeGreaterThanOrEqual(5);
    // The list route answers the same figures as its totals route.
    const [list, totals] = await Promise.all([
      t.app.inject({ url: `${url}?status=overdue`, headers: admin }),
      t.app.inject({ url: `${url}/totals?status=overdue`, headers: admin }),
    ]);
    expect(list.json<InvoiceTotals>()).toMatchObject(totals.json<InvoiceTotals>());
  }, 180_000);
});
