import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { costs } from '../costs/costs.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { newestSection, type Stretches } from './newest-section.repository.ts';

let t: TestApp;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [first] = await t.database.db
    .select({ organizationId: invoices.organizationId, n: sql<number>`count(*)::int` })
    .from(invoices)
    .groupBy(invoices.organizationId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  organizationId = first?.organizationId ?? 0;
  expect(first?.n ?? 0).toBeGreaterThan(20);
});
afterAll(async () => {
  await t.close();
});

const invoiceMatch = (term: string) =>
  or(sql`${invoices.number} ilike ${`%${term}%`}`, sql`${invoices.buyerName} ilike ${`%${term}%`}`) as SQL;
const costMatch = (term: string) =>
  or(sql`${costs.number} ilike ${`%${term}%`}`, sql`${costs.supplierName} ilike ${`%${term}%`}`) as SQL;

/** What the section must answer: every match sorted, the first `limit`, the count up to `cap`. */
async function oracle(
  table: typeof invoices | typeof costs,
  scope: SQL,
  match: SQL,
  limit: number,
  cap: number,
) {
  const all = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(scope, match))
    .orderBy(desc(table.issueDate), desc(table.id));
  return { total: Math.min(all.length, cap), ids: all.slice(0, limit).map((row) => row.id) };
}

// Small stretches, so the demo data takes every path: the small scope, a rare term found through the
// bitmaps, a common one counted on by date, and a count that reaches the bitmaps after the walk.
const stretches: Stretches[] = [
  { window: 100_000, walk: 10 },
  { window: 5, walk: 5 },
  { window: 3, walk: 2 },
  { window: 20, walk: 1 },
];
const terms = ['fv', 'FV/1', '/0', 'sp', 'a', 'kowal', 'zzqxjw', '1'];

describe('the newest matches of a dated register', () => {
  it('answers what sorting every match answers, for every stretch, term, limit and cap', async () => {
    for (const table of [invoices, costs] as const) {
      const scope = eq(table.organizationId, organizationId);
      for (const term of terms) {
        const match = table === invoices ? invoiceMatch(term) : costMatch(term);
        for (const [limit, cap] of [
          [5, 1000],
          [5, 7],
          [2, 3],
        ] as const) {
          const expected = await oracle(table, scope, match, limit, cap);
          for (const sizes of stretches) {
            const fields = { id: sql`${table.id}`, title: sql`${table.number}`, subtitle: sql`''` };
            const found = await newestSection(
              t.database.db,
              { table, fields, scope, match, limit, cap },
              sizes,
            );
            const label = `${table === invoices ? 'invoices' : 'costs'} '${term}' limit ${limit} cap ${cap} ${JSON.stringify(sizes)}`;
            expect({ total: found.total, ids: found.rows.map((row) => Number(row.id)) }, label).toEqual(
              expected,
            );
          }
        }
      }
    }
  }, 120_000);
});
