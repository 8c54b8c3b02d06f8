import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/auth/users.table.ts';
import { bearer, createTestApp, demo, login, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Test-only routes, added before the app starts: one admin-only, one that forgot its guard.
  t.app.get('/api/test/admin-only', { config: { ability: ['manage', 'Organization'] } }, async () => ({
    ok: true,
  }));
  t.app.get('/api/test/unguarded', async () => ({ ok: true }));
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('route guards', () => {
  it('every /api route declares access: public or an ability (except the deliberately unguarded test route)', () => {
    const guards = t.app.routeGuards();
    const api = guards.filter((g) => g.url.startsWith('/api'));
    // Not vacuous: the real routes are there, with the guards they should have.
    expect(api).toContainEqual({ method: 'POST', url: '/api/jwt/login', access: 'public' });
    expect(api).toContainEqual({
      method: 'GET',
      url: '/api/account-setting/data',
      access: ['read', 'AccountSetting'],
    });
    expect(api).toContainEqual({ method: 'GET', url: '/api/docs/json', access: 'public' });
    const unguarded = api.filter((g) => g.access === null).map((g) => `${g.method} ${g.url}`);
    expect(unguarded.sort()).toEqual(['GET /api/test/unguarded', 'HEAD /api/test/unguarded']);
  });

  it('refuses a route without a guard to everybody, even an admin', async () => {
    const { accessToken } = await login(t.app, demo.admin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/unguarded',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a valid token and 403 (translated) when the role lacks the ability', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
    const client = await login(t.app, demo.client);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: { ...bearer(client.accessToken), 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Accès refusé' });
    const admin = await login(t.app, demo.admin);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: bearer(admin.accessToken),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('takes the ability from the role in the database, not from the token', async () => {
    const client = await login(t.app, demo.client);
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/test/admin-only', headers: bearer(client.accessToken) });
    expect((await call()).statusCode).toBe(403);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, demo.client.email));
    try {
      expect((await call()).statusCode).toBe(200);
    } finally {
      await t.database.db.update(users).set({ role: 'client' }).where(eq(users.email, demo.client.email));
    }
    expect((await call()).statusCode).toBe(403);
  });
});
