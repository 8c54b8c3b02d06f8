/**
 * Sessions under attack (issue #9). Where each item of the list is tested:
 *
 * - an expired access token ........ src/modules/auth/login.test.ts ('stops working after 10 minutes')
 * - a forged access token: a cut signature in login.test.ts; another secret, `alg: none`, another
 *   HMAC algorithm with our secret, a tampered payload under the original signature, a token for a
 *   user who does not exist, claims the server never writes ........................... here
 * - a refresh token used as an access token, and an access token used as a refresh token ... here
 * - an expired refresh token ....... src/modules/auth/session.test.ts ('refuses a token past …')
 * - a replayed (rotated) refresh token revokes its family: session.test.ts ('revokes the whole family …')
 * - a brute-forced login: 429 with the message and Retry-After in test/rate-limit.test.ts; the right
 *   password refused while limited, and the e-mail's case not resetting the count ......... here
 * - a deactivated user: password login refused in login.test.ts and organizations/org-users.test.ts;
 *   the access token refused on every protected route, the refresh token refused (revoked by the
 *   API, and when only the user row says so), a reset link mailed before the deactivation ... here
 * - a user moved to another organization or deleted: no route does either, so the rows are changed
 *   directly; the token follows the database at once ..................................... here
 *
 * Issue #15 (item 2): access tokens end with their session, at once, on every instance ... here
 * - logout, a password change (the other sessions), a password reset (all), a reused refresh token
 * - a signed token without `exp`
 * - an instance started after the revocation (restart, scale-out), and one already running
 *   (PostgreSQL LISTEN/NOTIFY; with DATABASE_URL)
 */
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS } from '@saldo/contracts/auth';
import { buildApp } from '../src/app.ts';
import { users } from '../src/modules/auth/users.table.ts';
import { testDatabaseServer } from './database-server.ts';
import { callerWith, otherOrganizationAdmin, type Caller } from './organization-helpers.ts';
import {
  bearer,
  createTestApp,
  demo,
  login,
  mailedToken,
  newRegistration,
  type TestApp,
} from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken } });

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JWT built by hand, so every part of it (header, claims, signature) can be wrong on purpose. */
function craftToken(
  claims: Record<string, unknown>,
  { alg = 'HS256', secret = t.config.jwtSecret }: { alg?: 'HS256' | 'HS512' | 'none'; secret?: string } = {},
): string {
  const head = `${base64url(JSON.stringify({ alg, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  if (alg === 'none') return `${head}.`;
  const hash = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${head}.${createHmac(hash, secret).update(head).digest('base64url')}`;
}

/** Claims as the server writes them, for `userId`, valid for the next ten minutes. */
function claimsFor(userId: number) {
  const iat = Math.floor(Date.now() / 1000);
  return { sub: String(userId), sid: randomUUID(), iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS };
}

async function idOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

let userCounter = 0;
/**
 * A user invited by `admin` who has set a password through the mailed link (so is active) and
 * logged in: the real way a second account of an organization comes to exist.
 */
async function invitedUser(admin: Caller, role: 'admin' | 'client' = 'client') {
  userCounter += 1;
  const email = `session-user-${userCounter}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'session-password-1';
  const invited = await admin({
    method: 'POST',
    url: '/api/organization/users',
    payload: { email, fullName: `Session User ${userCounter}`, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const token = await mailedToken(t.database, email, 'reset-password');
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/jwt/reset-password',
    payload: { token, password },
  });
  if (set.statusCode !== 200) throw new Error(`password not set: ${set.body}`);
  const session = await login(t.app, { email, password });
  return { email, password, id: session.userData.id, session };
}

const setActive = (admin: Caller, id: number, active: boolean) =>
  admin({ method: 'PATCH', url: `/api/organization/users/${id}`, payload: { active } });

/** Every route that needs a logged-in user, with its path parameters filled in (the guard runs first). */
function protectedRoutes(): { method: string; url: string }[] {
  return t.app
    .routeGuards()
    .filter((route) => route.url.startsWith('/api') && Array.isArray(route.access) && route.method !== 'HEAD')
    .map((route) => ({ method: route.method, url: route.url.replace(/:\w+/g, '1') }));
}

describe('forged access tokens', () => {
  it('refuses tokens signed with another secret, with alg none, or with another algorithm', async () => {
    const adminId = await idOf(demo.admin.email);
    // The crafted claims themselves are fine: signed properly they are accepted.
    expect((await me(craftToken(claimsFor(adminId)))).statusCode).toBe(200);
    const forged = {
      'another secret': craftToken(claimsFor(adminId), {
        secret: 'an-attacker-secret-long-enough-for-hs256',
      }),
      'alg none': craftToken(claimsFor(adminId), { alg: 'none' }),
      'alg none with our signature': `${craftToken(claimsFor(adminId), { alg: 'none' })}${
        craftToken(claimsFor(adminId)).split('.')[2]
      }`,
      'HS512 with our secret': craftToken(claimsFor(adminId), { alg: 'HS512' }),
    };
    for (const [name, token] of Object.entries(forged)) {
      const response = await me(token);
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({ message: 'Unauthorized' });
    }
  });

  it('refuses a real token whose payload was changed to another user, under the original signature', async () => {
    const client = await login(t.app, demo.client);
    const adminId = await idOf(demo.admin.email);
    const [header = '', payload = '', signature = ''] = client.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const promoted = base64url(JSON.stringify({ ...claims, sub: String(adminId) }));
    const tampered = `${header}.${promoted}.${signature}`;
    expect((await me(tampered)).statusCode).toBe(401);
    // A later expiry under the original signature is refused just the same.
    const prolonged = base64url(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 }));
    expect((await me(`${header}.${prolonged}.${signature}`)).statusCode).toBe(401);
    expect((await me(client.accessToken)).statusCode).toBe(200);
  });

  it('refuses a validly signed token for a user that does not exist', async () => {
    const response = await me(t.app.signAccessToken(2_000_000_000, randomUUID()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it.each([
    ['a subject that is not a number', { sub: 'admin' }],
    ['a subject past 32 bits', { sub: '99999999999' }],
    ['a negative subject', { sub: '-1' }],
    ['no subject', { sub: undefined }],
    ['a subject of the wrong type', { sub: { id: 1 } }],
    ['no session id', { sid: undefined }],
  ])('answers 401, not 500, for %s even under our signature', async (_case, override) => {
    const response = await me(craftToken({ ...claimsFor(1), ...override }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a token that is already expired or not a JWT at all', async () => {
    const adminId = await idOf(demo.admin.email);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = craftToken({ ...claimsFor(adminId), iat: past - 60, exp: past });
    expect((await me(expired)).statusCode).toBe(401);
    for (const garbage of ['abc', 'a.b.c', '..', `${'x'.repeat(10_000)}`]) {
      expect((await me(garbage)).statusCode, garbage.slice(0, 10)).toBe(401);
    }
  });
});

describe('access and refresh tokens are not interchangeable', () => {
  it('refuses a refresh token as a Bearer token, and an access token as a refresh token', async () => {
    const session = await login(t.app, demo.admin);
    // They differ in form: a signed JWT against an opaque random string.
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken).not.toContain('.');
    const asBearer = await me(session.refreshToken);
    expect(asBearer.statusCode).toBe(401);
    expect(asBearer.json()).toEqual({ message: 'Unauthorized' });
    const asRefresh = await refresh(session.accessToken);
    expect(asRefresh.statusCode).toBe(401);
    expect(asRefresh.json()).toEqual({ message: 'Invalid refresh token' });
    // Neither attempt harmed the real session.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});

describe('a deactivated user', () => {
  it('is refused at once on every protected route, cannot refresh, and cannot log in', async () => {
    const { call: admin } = await otherOrganizationAdmin(t);
    const user = await invitedUser(admin, 'admin');
    const second = await login(t.app, { email: user.email, password: user.password });
    expect((await me(user.session.accessToken)).statusCode).toBe(200);

    expect((await setActive(admin, user.id, false)).statusCode).toBe(200);

    const routes = protectedRoutes();
    // Not vacuous: the walk covers the application, not a handful of routes.
    expect(routes.length).toBeGreaterThan(80);
    const answered: string[] = [];
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: bearer(user.session.accessToken),
      });
      if (response.statusCode !== 401) answered.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(answered).toEqual([]);

    // Every login of the user ends, not only the one that made the request.
    for (const refreshToken of [user.session.refreshToken, second.refreshToken]) {
      const refused = await refresh(refreshToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Invalid refresh token' });
    }
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: { email: user.email, password: user.password },
    });
    expect(password.statusCode).toBe(403);

    // Reactivated, the user logs in anew; the sessions that were ended stay ended.
    expect((await setActive(admin, user.id, true)).statusCode).toBe(200);
    expect((await login(t.app, { email: user.email, password: user.password })).userData.id).toBe(user.id);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('cannot refresh even when only the user row says so (tokens not revoked), and the family ends', async () => {
    const { call: admin } = await otherOrganizationAdmin(t);
    const user = await invitedUser(admin);
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    expect((await refresh(user.session.refreshToken)).statusCode).toBe(401);
    await t.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, user.id));
    // The refused attempt revoked the family: reactivation does not bring that login back.
    expect((await refresh(user.session.refreshToken)).statusCode).toBe(401);
  });

  it('cannot use a password-reset link mailed before the deactivation', async () => {
    const { call: admin } = await otherOrganizationAdmin(t);
    const user = await invitedUser(admin);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = await mailedToken(t.database, user.email, 'reset-password');
    await setActive(admin, user.id, false);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/reset-password',
      payload: { token, password: 'a-new-password-1' },
    });
    expect(reset.statusCode).toBe(400);
    await setActive(admin, user.id, true);
    // The old password still stands: the refused reset changed nothing.
    expect((await login(t.app, { email: user.email, password: user.password })).userData.id).toBe(user.id);
  });
});

describe('a user moved to another organization or deleted (database changes; no route does this)', () => {
  it("follows a move at once: the same token sees the new organization's data, not the old one's", async () => {
    const from = await otherOrganizationAdmin(t);
    const to = await otherOrganizationAdmin(t);
    const user = await invitedUser(from.call, 'admin');
    const call = callerWith(t, user.session.accessToken);
    const created = await from.call({
      method: 'POST',
      url: '/api/apps/contractors',
      payload: { name: 'Old Organization Customer' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const contractorUrl = `/api/apps/contractors/${created.json<{ contractor: { id: number } }>().contractor.id}`;
    expect((await call({ method: 'GET', url: contractorUrl })).statusCode).toBe(200);

    const [target] = await t.database.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, to.userId));
    await t.database.db
      .update(users)
      .set({ organizationId: target?.organizationId ?? 0 })
      .where(eq(users.id, user.id));

    expect((await call({ method: 'GET', url: contractorUrl })).statusCode).toBe(404);
    const profile = await call({ method: 'GET', url: '/api/jwt/me' });
    expect(profile.json<{ userData: { organization: { name: string } } }>().userData.organization.name).toBe(
      to.form.username,
    );
    const list = await call({ method: 'GET', url: '/api/organization/users' });
    expect(list.json<{ users: { id: number }[] }>().users.map((u) => u.id)).toContain(to.userId);
    expect(list.json<{ users: { id: number }[] }>().users.map((u) => u.id)).not.toContain(from.userId);
  });

  it('refuses a deleted user: access token, refresh token and password', async () => {
    const { call: admin } = await otherOrganizationAdmin(t);
    const user = await invitedUser(admin);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await me(user.session.accessToken)).statusCode).toBe(401);
    expect((await refresh(user.session.refreshToken)).statusCode).toBe(401);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: { email: user.email, password: user.password },
    });
    expect(password.statusCode).toBe(400);
  });
});

describe('a brute-forced login', () => {
  // Its own app: the limits are low here, and the other tests log in often.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  const attempt = (email: string, password: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: { email, password },
      remoteAddress,
    });

  it('refuses the right password too while the e-mail is limited, however the e-mail is written', async () => {
    const variants = ['client@demo.com', 'CLIENT@demo.com', ' Client@Demo.Com '];
    for (const [i, email] of variants.entries()) {
      expect((await attempt(email, 'guess', `10.9.0.${i}`)).statusCode).toBe(400);
    }
    for (const email of [demo.client.email, ' Client@DEMO.com']) {
      const right = await attempt(email, demo.client.password, '10.9.1.1');
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ message: 'Too many attempts. Please try again in a minute.' });
      // No tokens, and nothing that tells the password was right.
      expect(right.body).not.toContain('accessToken');
    }
  });

  it('refuses the right password of any account from an address that is limited', async () => {
    const ip = '10.9.2.1';
    for (let i = 0; i < 5; i++)
      expect((await attempt(`nobody${i}@demo.com`, 'guess', ip)).statusCode).toBe(400);
    const right = await attempt(demo.admin.email, demo.admin.password, ip);
    expect(right.statusCode).toBe(429);
    expect(right.body).not.toContain('accessToken');
    // The account itself is not locked for everyone else.
    expect((await attempt(demo.admin.email, demo.admin.password, '10.9.2.2')).statusCode).toBe(200);
  });

  it('lets the right password through from a device that signed in before (issue #15, item 8)', async () => {
    const form = newRegistration();
    const registered = await limited.app.inject({ method: 'POST', url: '/api/jwt/register', payload: form });
    expect(registered.statusCode).toBe(200);
    await limited.database.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(users.email, form.email));
    const first = await attempt(form.email, form.password, '10.9.3.1');
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^saldo_device=[\w-]+\.[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/jwt');
    const deviceCookie = setCookie.split(';')[0] ?? '';

    // Someone elsewhere fails the password until the account's allowance (3, the first sign-in
    // included) is used up.
    for (let i = 0; i < 2; i++)
      expect((await attempt(form.email, 'guess', `10.9.4.${i}`)).statusCode).toBe(400);
    expect((await attempt(form.email, form.password, '10.9.5.1')).statusCode).toBe(429);

    const fromDevice = (cookie: string, email = form.email) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/jwt/login',
        payload: { email, password: form.password },
        headers: { cookie },
        remoteAddress: '10.9.3.1',
      });
    // The owner's browser still signs in…
    expect((await fromDevice(deviceCookie)).statusCode).toBe(200);
    // …but not with a forged or altered cookie, nor with the cookie of another account.
    expect((await fromDevice(`saldo_device=${'a'.repeat(22)}.${'b'.repeat(43)}`)).statusCode).toBe(429);
    expect((await fromDevice(`${deviceCookie.slice(0, -2)}xx`)).statusCode).toBe(429);
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: { email: 'nobody-else@example.com', password: 'guess' },
      headers: { cookie: deviceCookie },
      remoteAddress: '10.9.6.1',
    });
    expect(other.statusCode).toBe(400);
    // The device has an allowance of its own: wrong passwords from it are limited too.
    const guesses = [];
    for (let i = 0; i < 3; i++)
      guesses.push(
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/jwt/login',
            payload: { email: form.email, password: 'guess' },
            headers: { cookie: deviceCookie },
            remoteAddress: '10.9.3.2',
          })
        ).statusCode,
      );
    expect(guesses).toContain(429);
  });
});

describe('access tokens end with their session (issue #15, item 2)', () => {
  const createContractor = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers: bearer(token),
      payload: { name: 'After Logout Customer' },
    });
  const logout = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/jwt/logout', payload: { refreshToken } });

  it('logout ends the access token of that session at once, and only of that session', async () => {
    const { call: admin } = await otherOrganizationAdmin(t);
    const user = await invitedUser(admin, 'admin');
    const other = await login(t.app, { email: user.email, password: user.password });
    expect((await me(user.session.accessToken)).statusCode).toBe(200);
    expect((await logout(user.session.refreshToken)).statusCode).toBe(200);
    expect((await me(user.session.accessToken)).statusCode).toBe(401);
    expect((await createContractor(user.session.accessToken)).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it("a password change ends the user's other sessions' access tokens and keeps the asking one", async () => {
    const { call: admin } = await otherOrganizationAdmin(t);
    const user = await invitedUser(admin, 'admin');
    const other = await login(t.app, { email: user.email, password: user.password });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account-setting/password',
      headers: bearer(user.session.accessToken),
      payload: { currentPassword: user.password, newPassword: 'a-changed-password-9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await createContractor(other.accessToken)).statusCode).toBe(401);
    expect((await me(user.session.accessToken)).statusCode).toBe(200);
  });

  it('a password reset ends every access token of the user', async () => {
    const { call: admin } = await otherOrganizationAdmin(t);
    const user = await invitedUser(admin, 'admin');
    const other = await login(t.app, { email: user.email, password: user.password });
    await t.app.inject({ method: 'POST', url: '/api/jwt/forgot-password', payload: { email: user.email } });
    const token = await mailedToken(t.database, user.email, 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/reset-password',
      payload: { token, password: 'a-reset-password-7' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const accessToken of [user.session.accessToken, other.accessToken])
      expect((await me(accessToken)).statusCode).toBe(401);
  });

  it('a reused refresh token ends the access tokens of its family, the stolen pair included', async () => {
    const { call: admin } = await otherOrganizationAdmin(t);
    const user = await invitedUser(admin, 'admin');
    const rotated = await refresh(user.session.refreshToken);
    const pair = rotated.json<{ accessToken: string; refreshToken: string }>();
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    // The old refresh token again: copied by someone, so the whole login ends.
    expect((await refresh(user.session.refreshToken)).statusCode).toBe(401);
    expect((await me(pair.accessToken)).statusCode).toBe(401);
    expect((await me(user.session.accessToken)).statusCode).toBe(401);
  });

  it('refuses a token signed with our secret but without exp', async () => {
    const adminId = await idOf(demo.admin.email);
    const { exp: _exp, ...withoutExp } = claimsFor(adminId);
    expect((await me(craftToken(withoutExp))).statusCode).toBe(401);
    expect((await me(craftToken(claimsFor(adminId)))).statusCode).toBe(200);
  });

  it('an instance started after the logout (a restart, a new instance) refuses the token too', async () => {
    const session = await login(t.app, demo.admin);
    expect((await logout(session.refreshToken)).statusCode).toBe(200);
    const second = await buildApp({ config: t.config, db: t.database, logger: false });
    try {
      const response = await second.inject({
        method: 'GET',
        url: '/api/jwt/me',
        headers: bearer(session.accessToken),
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it.runIf(testDatabaseServer)(
    'an instance already running hears of a logout elsewhere (PostgreSQL LISTEN/NOTIFY)',
    async () => {
      const second = await buildApp({ config: t.config, db: t.database, logger: false });
      try {
        await second.ready();
        const session = await login(t.app, demo.admin);
        const meThere = () =>
          second.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(session.accessToken) });
        expect((await meThere()).statusCode).toBe(200);
        expect((await logout(session.refreshToken)).statusCode).toBe(200);
        await expect.poll(async () => (await meThere()).statusCode, { timeout: 2000 }).toBe(401);
      } finally {
        await second.close();
      }
    },
  );
});
