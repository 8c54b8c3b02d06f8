import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { searchRecentListSchema, searchResultSchema, type SearchResult } from '@saldo/contracts/search';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { shopProducts } from '../shop/shop.table.ts';

let t: TestApp;
let admin: Caller;
let client: Caller;
let stranger: Caller;
let own: { id: number; name: string; nip: string };
let other: { id: number; nip: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
  stranger = (await otherOrganizationAdmin(t)).call;
  const [link] = await t.database.db
    .select({ contractorId: users.contractorId, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, 'client@demo.com'));
  const [mine] = await t.database.db
    .select({ id: contractors.id, name: contractors.name, nip: contractors.nip })
    .from(contractors)
    .where(eq(contractors.id, link?.contractorId ?? 0));
  const [theirs] = await t.database.db
    .select({ id: contractors.id, nip: contractors.nip })
    .from(contractors)
    .where(and(eq(contractors.organizationId, link?.organizationId ?? 0), ne(contractors.id, mine?.id ?? 0)))
    .limit(1);
  own = { id: mine?.id ?? 0, name: mine?.name ?? '', nip: mine?.nip ?? '' };
  other = { id: theirs?.id ?? 0, nip: theirs?.nip ?? '' };
  expect(own.nip).toMatch(/^\d{10}$/);
  expect(other.nip).toMatch(/^\d{10}$/);
});
afterAll(async () => {
  await t.close();
});

const search = async (call: Caller, query: Record<string, string>): Promise<SearchResult> => {
  const response = await call({ method: 'GET', url: '/api/search', query });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultSchema.parse(response.json());
};
const sectionOf = (result: SearchResult, name: string) => result.sections.find((s) => s.section === name);

describe('GET /api/search', () => {
  it('finds a contractor by its NIP first, written with dashes too, and its invoices', async () => {
    const dashed = `${own.nip.slice(0, 3)}-${own.nip.slice(3, 6)}-${own.nip.slice(6, 8)}-${own.nip.slice(8)}`;
    for (const q of [own.nip, dashed]) {
      const result = await search(admin, { q });
      expect(result.sections.map((s) => s.section)).toEqual([
        'contractors',
        'invoices',
        'costs',
        'workers',
        'products',
        'help',
      ]);
      expect(sectionOf(result, 'contractors')?.hits[0]).toMatchObject({
        id: own.id,
        title: own.name,
        path: `/apps/contractors/${own.id}`,
      });
      const found = sectionOf(result, 'invoices');
      expect(found?.total).toBeGreaterThan(0);
      expect(found?.hits.every((hit) => hit.path === `/apps/invoice/preview/${hit.id}`)).toBe(true);
    }
  });

  it('cuts each section and still counts all matches', async () => {
    const all = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.contractorId, own.id));
    const result = await search(admin, { q: own.nip, perSection: '2' });
    const found = sectionOf(result, 'invoices');
    expect(found?.hits).toHaveLength(Math.min(2, all.length));
    expect(found?.total).toBe(all.length);
  });

  it('finds an invoice by its number, the exact number first', async () => {
    const [invoice] = await t.database.db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.contractorId, other.id))
      .limit(1);
    const result = await search(admin, { q: invoice?.number ?? '' });
    expect(sectionOf(result, 'invoices')?.hits[0]?.id).toBe(invoice?.id);
  });

  it("gives a client only its own contractor's invoices, the shop and the help centre", async () => {
    const mine = await search(client, { q: own.nip });
    expect(mine.sections.map((s) => s.section)).toEqual(['invoices', 'products', 'help']);
    expect(mine.sections[0]?.total).toBeGreaterThan(0);
    const ids = new Set(
      (
        await t.database.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(eq(invoices.contractorId, own.id))
      ).map((r) => r.id),
    );
    expect(mine.sections[0]?.hits.every((hit) => ids.has(hit.id))).toBe(true);
    const theirs = await search(client, { q: other.nip });
    expect(theirs.sections[0]).toMatchObject({ total: 0, hits: [] });
  });

  it("never finds another organization's documents", async () => {
    const result = await search(stranger, { q: own.nip });
    expect(result.sections.every((s) => s.total === 0 && s.hits.length === 0)).toBe(true);
  });

  it('finds products on sale by name, opening them by slug, and never an archived one', async () => {
    const [product] = await t.database.db
      .select({ id: shopProducts.id, name: shopProducts.name, slug: shopProducts.slug })
      .from(shopProducts)
      .where(isNull(shopProducts.archivedAt))
      .orderBy(shopProducts.id)
      .limit(1);
    expect(product).toBeDefined();
    const found = sectionOf(await search(client, { q: product?.name ?? '' }), 'products');
    expect(found?.hits[0]).toMatchObject({ id: product?.id, path: `/apps/e-commerce/${product?.slug}` });
    await t.database.db
      .update(shopProducts)
      .set({ archivedAt: new Date() })
      .where(eq(shopProducts.id, product?.id ?? 0));
    const after = sectionOf(await search(client, { q: product?.name ?? '' }), 'products');
    expect(after?.hits.some((hit) => hit.id === product?.id)).toBe(false);
    await t.database.db
      .update(shopProducts)
      .set({ archivedAt: null })
      .where(eq(shopProducts.id, product?.id ?? 0));
    expect(sectionOf(await search(stranger, { q: product?.name ?? '' }), 'products')?.total).toBe(0);
  });

  it("finds help articles in any language and titles them in the reader's", async () => {
    const call = (language: string) =>
      client({
        method: 'GET',
        url: '/api/search',
        query: { q: 'Wystawianie faktury VAT' },
        headers: { 'accept-language': language },
      });
    const inPolish = searchResultSchema.parse((await call('pl')).json());
    const hit = sectionOf(inPolish, 'help')?.hits[0];
    expect(hit).toMatchObject({ title: 'Wystawianie faktury VAT' });
    expect(hit?.path).toMatch(/^\/pages\/knowledge-base\/[\w-]+\/issue-vat-invoice$/);
    const inEnglish = searchResultSchema.parse((await call('en')).json());
    expect(sectionOf(inEnglish, 'help')?.hits[0]).toMatchObject({
      id: hit?.id,
      title: 'Issuing a VAT invoice',
    });
  });

  it('refuses an empty or too long text, and a caller without a token', async () => {
    expect((await admin({ method: 'GET', url: '/api/search', query: { q: ' ' } })).statusCode).toBe(400);
    expect(
      (await admin({ method: 'GET', url: '/api/search', query: { q: 'x'.repeat(101) } })).statusCode,
    ).toBe(400);
    expect(
      (await admin({ method: 'GET', url: '/api/search', query: { q: 'a', perSection: '50' } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=a' })).statusCode).toBe(401);
  });

  it('takes % and _ literally', async () => {
    const result = await search(admin, { q: '%' });
    expect(result.sections.every((s) => s.total === 0)).toBe(true);
  });
});

describe('/api/search/recent', () => {
  const remember = (call: Caller, payload: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/search/recent', payload });

  it('remembers searches and visited items per user, newest first, ten at most', async () => {
    for (let i = 0; i < 12; i += 1) {
      const response = await remember(admin, { kind: 'query', key: `query ${i}`, label: `query ${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    await remember(admin, {
      kind: 'item',
      key: `/apps/contractors/${own.id}`,
      label: own.name,
      section: 'contractors',
    });
    // The same query again moves to the top instead of repeating.
    await remember(admin, { kind: 'query', key: 'query 11', label: 'query 11' });
    const list = searchRecentListSchema.parse(
      (await admin({ method: 'GET', url: '/api/search/recent' })).json(),
    );
    expect(list.recents).toHaveLength(10);
    expect(list.recents[0]).toMatchObject({ kind: 'query', key: 'query 11' });
    expect(list.recents[1]).toMatchObject({
      kind: 'item',
      key: `/apps/contractors/${own.id}`,
      section: 'contractors',
    });
    expect(list.recents.filter((r) => r.key === 'query 11')).toHaveLength(1);
    const theirs = searchRecentListSchema.parse(
      (await client({ method: 'GET', url: '/api/search/recent' })).json(),
    );
    expect(theirs.recents).toEqual([]);
  });

  it('refuses a visited item that is not a path of the app', async () => {
    for (const key of ['https://evil.example', '//evil.example', 'javascript:alert(1)'])
      expect((await remember(admin, { kind: 'item', key, label: 'x' })).statusCode).toBe(400);
  });
});
