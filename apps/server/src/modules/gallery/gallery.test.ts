import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  autosuggestResultSchema,
  goodTableGroupsSchema,
  goodTableListSchema,
  type GoodTableRow,
} from '@saldo/contracts/gallery';
import { callerWith, otherOrganizationAdmin, type Caller } from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { invoices } from '../invoices/invoices.table.ts';

let t: TestApp;
let admin: Caller;
let accountant: Caller;
let client: Caller;
let other: Caller;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = callerWith(t, (await login(t.app, demo.admin)).accessToken);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  client = callerWith(t, (await login(t.app, demo.client)).accessToken);
  other = (await otherOrganizationAdmin(t)).call;
  const [row] = await t.database.db.select().from(users).where(eq(users.email, demo.admin.email));
  organizationId = row?.organizationId ?? 0;
});
afterAll(async () => {
  await t.close();
});

const get = async (call: Caller, url: string, query: Record<string, string> = {}) => {
  const response = await call({ method: 'GET', url, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};
const list = async (url: string, query: Record<string, string> = {}, call: Caller = admin) =>
  goodTableListSchema.parse(await get(call, url, query));

/** Every row is one of the demo organization's invoices. */
async function expectOwnInvoices(rows: GoodTableRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  const stored = await t.database.db
    .select({ id: invoices.id, organizationId: invoices.organizationId })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  expect(stored).toHaveLength(ids.length);
  for (const row of stored) expect(row.organizationId).toBe(organizationId);
}

const tableUrls = [
  '/api/good-table/basic',
  '/api/good-table/row-group',
  '/api/good-table/advanced-search',
  '/api/good-table/table_ssr',
];

describe('GET /api/good-table/*', () => {
  it('basic: the newest invoices with their contractors, newest first', async () => {
    const { rows, total } = await list('/api/good-table/basic');
    expect(rows.length).toBeGreaterThan(5);
    expect(total).toBeGreaterThanOrEqual(rows.length);
    expect(rows.length).toBeLessThanOrEqual(100);
    const dates = rows.map((row) => row.issueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]).toMatchObject({ contractorName: expect.any(String), gross: expect.any(Number) });
    await expectOwnInvoices(rows);
  });

  it('row-group: each group holds one contractor’s invoices and their PLN sum', async () => {
    const { groups } = goodTableGroupsSchema.parse(await get(admin, '/api/good-table/row-group'));
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      expect(group.rows.every((row) => row.contractorId === group.contractorId)).toBe(true);
      expect(group.grossPln).toBe(group.rows.reduce((sum, row) => sum + row.grossPln, 0));
      await expectOwnInvoices(group.rows);
    }
    expect(new Set(groups.map((group) => group.contractorId)).size).toBe(groups.length);
  });

  it('advanced-search: every column filter holds', async () => {
    const all = await list('/api/good-table/basic');
    const sample = all.rows[0];
    if (!sample) throw new Error('no demo invoices');
    const byContractor = await list('/api/good-table/advanced-search', {
      contractor: sample.contractorName.slice(0, 6).toUpperCase(),
    });
    expect(byContractor.rows.length).toBeGreaterThan(0);
    for (const row of byContractor.rows)
      expect(row.contractorName.toLowerCase()).toContain(sample.contractorName.slice(0, 6).toLowerCase());

    const combined = await list('/api/good-table/advanced-search', {
      status: sample.status,
      issueFrom: sample.issueDate,
      issueTo: sample.issueDate,
      grossMin: String(sample.gross),
      grossMax: String(sample.gross),
    });
    expect(combined.rows.map((row) => row.id)).toContain(sample.id);
    for (const row of combined.rows) {
      expect(row).toMatchObject({ status: sample.status, issueDate: sample.issueDate, gross: sample.gross });
    }
    const none = await list('/api/good-table/advanced-search', { number: 'no-such-number-%' });
    expect(none).toEqual({ rows: [], total: 0 });
    const bad = await admin({
      method: 'GET',
      url: '/api/good-table/advanced-search',
      query: { status: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('table_ssr: the server pages, sorts and searches', async () => {
    const first = await list('/api/good-table/table_ssr', {
      perPage: '5',
      page: '1',
      sortBy: 'gross',
      sortDesc: 'false',
    });
    const second = await list('/api/good-table/table_ssr', {
      perPage: '5',
      page: '2',
      sortBy: 'gross',
      sortDesc: 'false',
    });
    expect(first.rows).toHaveLength(5);
    expect(first.total).toBe(second.total);
    const grosses = [...first.rows, ...second.rows].map((row) => row.gross);
    expect(grosses).toEqual([...grosses].sort((a, b) => a - b));
    expect(second.rows.some((row) => first.rows.some((seen) => seen.id === row.id))).toBe(false);

    const searched = await list('/api/good-table/table_ssr', { q: 'kraków', perPage: '100' });
    expect(searched.rows.length).toBeGreaterThan(0);
    for (const row of searched.rows) expect(row.contractorCity).toBe('Kraków');
    await expectOwnInvoices(searched.rows);
  });

  it("another organization's admin never sees the demo organization's rows", async () => {
    for (const url of [
      '/api/good-table/basic',
      '/api/good-table/advanced-search',
      '/api/good-table/table_ssr',
    ]) {
      expect(await list(url, {}, other)).toEqual({ rows: [], total: 0 });
    }
    const grouped = goodTableGroupsSchema.parse(await get(other, '/api/good-table/row-group'));
    expect(grouped).toEqual({ groups: [], total: 0 });
  });

  it('a client and an accountant are refused (the gallery is for administrators)', async () => {
    for (const url of [...tableUrls, '/api/autosuggest/data?q=a']) {
      expect((await client({ method: 'GET', url })).statusCode, url).toBe(403);
      expect((await accountant({ method: 'GET', url })).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/autosuggest/data', () => {
  const suggest = async (q: string, call: Caller = admin, language = 'en') => {
    const response = await call({
      method: 'GET',
      url: '/api/autosuggest/data',
      query: { q },
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { groups } = autosuggestResultSchema.parse(response.json());
    return Object.fromEntries(groups.map((group) => [group.group, group.items]));
  };

  it('suggests contractors, products and screens from the server', async () => {
    const found = await suggest('kowal');
    expect(found.contractors?.map((item) => item.label)).toContain('Kowalski i Synowie sp.j.');
    expect(found.contractors?.[0]?.path).toMatch(/^\/apps\/contractors\/\d+$/);
    const products = await suggest('abonament');
    expect(products.products?.[0]).toMatchObject({ path: '/apps/e-commerce/abonament-serwisowy-it' });
    const pages = await suggest('invoice');
    expect(pages.pages?.map((item) => item.path)).toContain('/apps/invoice/list');
  });

  it("names screens in the reader's language, found without Polish letters", async () => {
    const pages = await suggest('ustawienia', admin, 'pl');
    expect(pages.pages?.map((item) => item.path)).toContain('/pages/account-setting');
  });

  it("another organization's admin gets none of the demo organization's contractors or products", async () => {
    const found = await suggest('kowal', other);
    expect(found.contractors).toEqual([]);
    expect(await suggest('abonament', other)).toMatchObject({ products: [] });
  });

  it('refuses an empty text', async () => {
    const response = await admin({ method: 'GET', url: '/api/autosuggest/data', query: { q: ' ' } });
    expect(response.statusCode).toBe(400);
  });
});
