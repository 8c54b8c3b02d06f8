import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserData } from '@saldo/contracts/auth';
import { api, ApiError, configureApiClient } from './api-client.ts';
import { getSession, isLoggedIn, saveLogin } from './session.ts';

const userData: UserData = {
  id: 1,
  fullName: 'Anna Nowak',
  username: 'anna',
  email: 'anna@example.pl',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  avatar: null,
  organization: { id: 1, name: 'Nowak Sp. z o.o.' },
  extras: { eCommerceCartItemsCount: 0 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch double: answers by URL, records every call, and lets a test hold the refresh answer. */
function fakeServer(refresh: () => Promise<Response>) {
  const calls: { url: string; auth: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, auth: headers.get('Authorization') });
    if (url.endsWith('/jwt/refresh-token')) return refresh();
    // Only the new token is accepted.
    if (headers.get('Authorization') !== 'Bearer fresh-access') return json(401, { message: 'Unauthorized' });
    return json(200, { url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

describe('api client: one refresh on 401, then replay', () => {
  const onSessionExpired = vi.fn();

  beforeEach(() => {
    saveLogin({ userData, accessToken: 'stale-access', refreshToken: 'refresh-1' });
    configureApiClient({ getLanguage: () => 'pl', onSessionExpired });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    onSessionExpired.mockReset();
  });

  it('refreshes exactly once for several concurrent 401s and replays them all with the new token', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = fakeServer(async () => {
      await gate;
      return json(200, { accessToken: 'fresh-access', refreshToken: 'refresh-2' });
    });

    const requests = Promise.all([api.get('/a'), api.get('/b'), api.post('/c', { x: 1 }), api.delete('/d')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/jwt/refresh-token'))).toHaveLength(1));
    release();
    const answers = await requests;

    expect(answers).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }, { url: '/api/d' }]);
    expect(calls.filter((c) => c.url.endsWith('/jwt/refresh-token'))).toHaveLength(1);
    const replays = calls.filter((c) => c.auth === 'Bearer fresh-access');
    expect(replays.map((c) => c.url).sort()).toEqual(['/api/a', '/api/b', '/api/c', '/api/d']);
    expect(getSession()).toMatchObject({ accessToken: 'fresh-access', refreshToken: 'refresh-2' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the refresh token and the UI language to the refresh endpoint', async () => {
    const { fetchMock } = fakeServer(async () =>
      json(200, { accessToken: 'fresh-access', refreshToken: 'r' }),
    );
    await api.get('/a');
    const refreshCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/jwt/refresh-token'));
    expect(JSON.parse(String(refreshCall?.[1]?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(new Headers(refreshCall?.[1]?.headers).get('Accept-Language')).toBe('pl');
  });

  it('a failed refresh clears the session, calls onSessionExpired once and rejects every waiting request', async () => {
    const { calls } = fakeServer(async () => json(401, { message: 'Invalid refresh token' }));

    const results = await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((result as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    }
    expect(calls.filter((c) => c.url.endsWith('/jwt/refresh-token'))).toHaveLength(1);
    expect(isLoggedIn()).toBe(false);
    expect(getSession()).toEqual({ userData: null, accessToken: null, refreshToken: null, loggedOut: false });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a refresh that cannot reach the server behaves like a refused one', async () => {
    fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(isLoggedIn()).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('passes other errors on unchanged, with their message and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { message: 'Invalid', errors: { email: 'Please enter your email.' } })),
    );
    const error = await api.post('/jwt/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid',
      errors: { email: 'Please enter your email.' },
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh for calls made without a token (auth: false)', async () => {
    const fetchMock = vi.fn(async () => json(401, { message: 'Email or Password is Invalid' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/jwt/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isLoggedIn()).toBe(true);
  });
});
