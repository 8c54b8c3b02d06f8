import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, authResponseSchema } from '@saldo/contracts/auth';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { users } from './users.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const postLogin = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: payload as object, headers });

describe('POST /api/jwt/login', () => {
  it('logs the demo admin in with the full userData shape', async () => {
    const response = await postLogin(demo.admin);
    expect(response.statusCode).toBe(200);
    const body = authResponseSchema.parse(response.json());
    expect(body.userData).toMatchObject({
      fullName: 'Anna Kowalska',
      username: 'admin',
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      avatar: null,
      organization: { name: 'Demo sp. z o.o.' },
      extras: { eCommerceCartItemsCount: 0 },
    });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(43);
  });

  it("gives the demo client the client's abilities, in the same organization", async () => {
    const admin = await login(t.app, demo.admin);
    const client = await login(t.app, demo.client);
    expect(client.userData).toMatchObject({ fullName: 'Jan Nowak', username: 'client', role: 'client' });
    expect(client.userData.ability).toEqual(
      expect.arrayContaining([
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ]),
    );
    expect(client.userData.ability).not.toContainEqual({ action: 'manage', subject: 'all' });
    expect(client.userData.organization).toEqual(admin.userData.organization);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    expect((await postLogin({ email: '  Admin@Demo.COM ', password: 'admin' })).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'wrong' }],
    ['an unknown e-mail', { email: 'nobody@demo.com', password: 'admin' }],
    ['no password', { email: 'admin@demo.com' }],
    ['no e-mail', { password: 'admin' }],
    ['an empty body', {}],
    ['fields of the wrong type', { email: 42, password: ['admin'] }],
  ])('answers 400 "Email or Password is Invalid" for %s', async (_case, payload) => {
    const response = await postLogin(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Email or Password is Invalid' });
  });

  it('answers in the language of Accept-Language', async () => {
    const response = await postLogin(
      { email: 'admin@demo.com', password: 'wrong' },
      { 'accept-language': 'pl-PL,pl;q=0.9' },
    );
    expect(response.json()).toEqual({ message: 'Nieprawidłowy e-mail lub hasło' });
  });

  it('refuses a deactivated user with 403 once the password is right', async () => {
    await t.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.email, 'client@demo.com'));
    try {
      const response = await postLogin(demo.client);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Your account has been deactivated. Please contact your administrator.',
      );
      expect((await postLogin({ ...demo.client, password: 'wrong' })).statusCode).toBe(400);
    } finally {
      await t.database.db
        .update(users)
        .set({ deactivatedAt: null })
        .where(eq(users.email, 'client@demo.com'));
    }
  });
});

describe('GET /api/jwt/me and the access token', () => {
  it('answers the userData of the token holder', async () => {
    const { accessToken, userData } = await login(t.app, demo.client);
    const response = await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userData });
  });

  it('answers 401 "Unauthorized" without a token or with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/jwt/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthorized' });
    const { accessToken } = await login(t.app, demo.admin);
    const forged = `${accessToken.slice(0, -4)}AAAA`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(forged) })).statusCode,
    ).toBe(401);
  });

  it(`stops working after ${ACCESS_TOKEN_TTL_SECONDS / 60} minutes`, async () => {
    const { accessToken } = await login(t.app, demo.admin);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 5) * 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(accessToken) })).statusCode,
    ).toBe(200);
    vi.setSystemTime(Date.now() + 10 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(accessToken) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Unauthorized' });
  });

  it('takes a role change or a deactivation into account at once, without a new token', async () => {
    const { accessToken } = await login(t.app, demo.client);
    const settings = () =>
      t.app.inject({ method: 'GET', url: '/api/account-setting/data', headers: bearer(accessToken) });
    expect((await settings()).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.email, 'client@demo.com'));
    try {
      expect((await settings()).statusCode).toBe(401);
    } finally {
      await t.database.db
        .update(users)
        .set({ deactivatedAt: null })
        .where(eq(users.email, 'client@demo.com'));
    }
  });
});

describe('GET /api/jwt/demo-accounts (issue #15, item 5)', () => {
  it('says whether the demo accounts exist, so the login page shows their hint only then', async () => {
    const ask = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/jwt/demo-accounts' })).json<{ available: boolean }>();
    expect(await ask()).toEqual({ available: true });
    await t.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.email, 'client@demo.com'));
    expect(await ask()).toEqual({ available: false });
    await t.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.email, 'client@demo.com'));
  });
});
