import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkListSchema, type BookmarkList } from '@saldo/contracts/bookmarks';
import { demoAdmin, demoClient, type Caller } from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: Caller;
let client: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
});
afterAll(async () => {
  await t.close();
});

const parse = (response: { statusCode: number; body: string; json(): unknown }): BookmarkList => {
  expect(response.statusCode, response.body).toBe(200);
  return bookmarkListSchema.parse(response.json());
};
const list = async (call: Caller) => parse(await call({ method: 'GET', url: '/api/bookmarks' }));
const star = (call: Caller, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/bookmarks', payload });

describe('/api/bookmarks', () => {
  it('starts a new user with invoices, add invoice and contractors', async () => {
    const { bookmarks } = await list(admin);
    expect(bookmarks.map((b) => b.path)).toEqual([
      '/apps/invoice/list',
      '/apps/invoice/add/',
      '/apps/contractors/list',
    ]);
    expect(bookmarks.map((b) => b.labelKey)).toEqual([
      'nav.invoiceList',
      'nav.addInvoice',
      'nav.contractors',
    ]);
  });

  it('stars a page at the end, once', async () => {
    parse(await star(admin, { path: '/documents/costs', title: 'Costs', labelKey: 'nav.costs' }));
    const again = parse(await star(admin, { path: '/documents/costs', title: 'Costs again' }));
    expect(again.bookmarks.map((b) => b.path)).toEqual([
      '/apps/invoice/list',
      '/apps/invoice/add/',
      '/apps/contractors/list',
      '/documents/costs',
    ]);
    expect(again.bookmarks[3]?.title).toBe('Costs');
  });

  it('refuses what is not a page of the app', async () => {
    for (const path of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)', 'relative'])
      expect((await star(admin, { path, title: 'x' })).statusCode, path).toBe(400);
    expect((await star(admin, { path: '/x', title: 'x', labelKey: '<b>' })).statusCode).toBe(400);
  });

  it('reorders, refusing a stale or partial order', async () => {
    const { bookmarks } = await list(admin);
    const ids = bookmarks.map((b) => b.id);
    const reversed = parse(
      await admin({ method: 'PUT', url: '/api/bookmarks/order', payload: { ids: [...ids].reverse() } }),
    );
    expect(reversed.bookmarks.map((b) => b.id)).toEqual([...ids].reverse());
    const partial = await admin({
      method: 'PUT',
      url: '/api/bookmarks/order',
      payload: { ids: ids.slice(1) },
    });
    expect(partial.statusCode).toBe(409);
    const twice = await admin({
      method: 'PUT',
      url: '/api/bookmarks/order',
      payload: { ids: [ids[0], ...ids.slice(1, -1), ids[0]] },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("keeps each user's own: another's bookmark can be neither removed nor reordered", async () => {
    const mine = await list(admin);
    const theirs = await list(client);
    expect(theirs.bookmarks).toHaveLength(3);
    const target = mine.bookmarks[0]?.id ?? 0;
    expect((await client({ method: 'DELETE', url: `/api/bookmarks/${target}` })).statusCode).toBe(404);
    const order = await client({
      method: 'PUT',
      url: '/api/bookmarks/order',
      payload: { ids: [target, ...theirs.bookmarks.slice(1).map((b) => b.id)] },
    });
    expect(order.statusCode).toBe(409);
    expect((await list(admin)).bookmarks).toEqual(mine.bookmarks);
  });

  it('removes one, and an emptied list stays empty', async () => {
    for (const bookmark of (await list(client)).bookmarks)
      parse(await client({ method: 'DELETE', url: `/api/bookmarks/${bookmark.id}` }));
    expect((await list(client)).bookmarks).toEqual([]);
  });
});
