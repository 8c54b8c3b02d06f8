import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { contractorListSchema, type ContractorFilterQuery } from '@saldo/contracts/contractors';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contractorPageQuery } from './contractors.repository.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from './test-helpers.ts';

// Decision 0014: a page in the second half of the list is read from the end. These tests prove that
// every page equals what a plain OFFSET query answers, for every sort both ways, and (EXPLAIN ANALYZE)
// that the first and the last pages are both index walks that read about one page of entries.

let t: TestApp;
let admin: Headers;
let organizationId = 0;
/** The template contractor plus the generated ones. */
const COUNT = 2_001;
const PER_PAGE = 10;
const LAST_PAGE = Math.ceil(COUNT / PER_PAGE);

const sorts = ['name', 'nip', 'city', 'createdAt'] as const;
const orders = sorts.flatMap((sortBy) =>
  (['false', 'true'] as const).map((sortDesc) => ({ sortBy, sortDesc }) satisfies ContractorFilterQuery),
);

/** The rows of a raw query (the driver's result type is not generic over both databases). */
const rowsOf = async <Row>(query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  const template = await createContractor(t, admin, kowalski);
  const db = t.database.db;
  const owner = await rowsOf<{ organization_id: number }>(
    sql`select organization_id from contractors where id = ${template.id}`,
  );
  organizationId = Number(owner[0]?.organization_id);
  // Copies of the template in one statement: the same created_at for all (ties broken by the id),
  // 500 names and 5 cities repeated, every 7th without a NIP.
  const columns = await rowsOf<{ column_name: string }>(
    sql`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'contractors'
          and column_name not in ('id', 'name', 'nip', 'city', 'created_at', 'updated_at')`,
  );
  const rest = sql.raw(columns.map((row) => `"${row.column_name}"`).join(', '));
  await db.execute(sql`
    insert into contractors (name, nip, city, ${rest})
    select 'Firma ' || (g % 500), case when g % 7 = 0 then null else lpad(g::text, 10, '0') end,
           (array['Kraków', 'Warszawa', 'gdańsk', 'Łódź', ''])[1 + g % 5], ${rest}
    from contractors, generate_series(1, ${COUNT - 1}) as g
    where id = ${template.id}`);
  await db.execute(sql`analyze contractors`);
});
afterAll(async () => {
  await t.close();
});

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

async function apiPage(order: ContractorFilterQuery, page: number) {
  const query = `sortBy=${order.sortBy}&sortDesc=${order.sortDesc}&perPage=${PER_PAGE}&page=${page}`;
  const response = await t.app.inject({ url: `/api/apps/contractors?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return contractorListSchema.parse(response.json());
}

/** The same page by a plain OFFSET from the start (no exact count given: never read from the end). */
const plainPage = async (order: ContractorFilterQuery, page: number) =>
  ids(
    await contractorPageQuery(
      t.database.db,
      organizationId,
      order,
      { limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
      undefined,
    ).query,
  );

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** EXPLAIN ANALYZE of the page the list reads: its node types and the rows its scans returned. */
async function explainPage(order: ContractorFilterQuery, page: number) {
  const { query } = contractorPageQuery(
    t.database.db,
    organizationId,
    order,
    { limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
    COUNT,
  );
  const result = await rowsOf<{ 'QUERY PLAN': unknown }>(
    sql`explain (analyze, format json) ${query.getSQL()}`,
  );
  const raw = result[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const all = nodes(plan[0].Plan);
  const scans = all.filter((node) => node['Node Type'].endsWith('Scan'));
  return {
    types: all.map((node) => node['Node Type']),
    scanned: scans.reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0),
  };
}

describe('contractor list paging (decision 0014)', () => {
  it('answers every page of the second half as a plain OFFSET would, for every sort both ways', async () => {
    for (const order of orders) {
      for (const page of [1, 2, Math.ceil(LAST_PAGE / 2) + 1, LAST_PAGE - 7, LAST_PAGE - 1, LAST_PAGE]) {
        const answer = await apiPage(order, page);
        expect(answer.total).toBe(COUNT);
        expect(ids(answer.contractors), `${order.sortBy} ${order.sortDesc} page ${page}`).toEqual(
          await plainPage(order, page),
        );
      }
      expect((await apiPage(order, LAST_PAGE)).contractors).toHaveLength(COUNT % PER_PAGE || PER_PAGE);
      expect((await apiPage(order, LAST_PAGE + 1)).contractors).toEqual([]);
    }
  });

  it('reads the first and the last page by an index walk of about one page, for every sort', async () => {
    for (const order of orders) {
      for (const page of [1, LAST_PAGE]) {
        const plan = await explainPage(order, page);
        const where = `${order.sortBy} ${order.sortDesc} page ${page}: ${plan.types.join(' > ')}`;
        expect(plan.types, where).toContain('Index Scan');
        expect(
          plan.types.some((type) => type === 'Sort' || type === 'Seq Scan'),
          where,
        ).toBe(false);
        // A whole scan would return all 2,001; a page from the nearer end returns at most one page.
        expect(plan.scanned, where).toBeLessThanOrEqual(PER_PAGE);
      }
      // A page in the second half walks at most half the set, never the offset from the start.
      const late = await explainPage(order, LAST_PAGE - 20);
      expect(late.scanned).toBeLessThanOrEqual(21 * PER_PAGE);
    }
  });
});
