import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenPairSchema } from '@saldo/contracts/auth';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REFRESH_TOKEN_TTL_DAYS: '14' });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const refresh = (refreshToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken } as object });
const logout = (refreshToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/logout', payload: { refreshToken } as object });

describe('POST /api/jwt/refresh-token', () => {
  it('trades a refresh token for a new pair whose access token works', async () => {
    const session = await login(t.app, demo.admin);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const pair = tokenPairSchema.parse(response.json());
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/jwt/me',
      headers: { authorization: `Bearer ${pair.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses the old token after rotation', async () => {
    const session = await login(t.app, demo.admin);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'Invalid refresh token' });
  });

  it('revokes the whole family when a rotated token comes back (the newest stops working too)', async () => {
    const session = await login(t.app, demo.client);
    const second = (await refresh(session.refreshToken)).json();
    const third = (await refresh(second.refreshToken)).json();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
  });

  it('leaves the other logins of the same user alone', async () => {
    const stolen = await login(t.app, demo.client);
    const other = await login(t.app, demo.client);
    await refresh(stolen.refreshToken);
    await refresh(stolen.refreshToken);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it.each([
    ['a made-up token', 'nope'],
    ['no token', undefined],
    ['a number', 12],
  ])('answers 401 for %s', async (_case, token) => {
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid refresh token' });
  });

  it('refuses a token past REFRESH_TOKEN_TTL_DAYS', async () => {
    const session = await login(t.app, demo.admin);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14 * 86_400_000 + 1000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/jwt/logout', () => {
  it('revokes the refresh token, and answers 200 again for a spent or unknown one', async () => {
    const session = await login(t.app, demo.admin);
    const out = await logout(session.refreshToken);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out.' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await logout(session.refreshToken)).statusCode).toBe(200);
    expect((await logout('unknown')).statusCode).toBe(200);
    expect((await logout(undefined)).statusCode).toBe(200);
  });

  it('ends the login even when it is given an earlier, rotated token of it', async () => {
    const session = await login(t.app, demo.admin);
    const next = (await refresh(session.refreshToken)).json();
    await logout(session.refreshToken);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });
});
