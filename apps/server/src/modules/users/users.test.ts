import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  userActivityListSchema,
  userListSchema,
  userSchema,
  userSessionListSchema,
  type User,
} from '@saldo/contracts/users';
import {
  callerWith,
  demoAdmin,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { bearer, createTestApp, demo, latestMail, login, type TestApp } from '../../../test/test-app.ts';
import { translate } from '../../i18n/translate.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

let t: TestApp;
let admin: Caller;
let organizationId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, demo.admin.email));
  organizationId = row?.organizationId ?? 0;
});
afterAll(async () => {
  await t.close();
});

const list = async (query: Record<string, string> = {}, call: Caller = admin) => {
  const response = await call({ method: 'GET', url: '/api/apps/user/users', query });
  expect(response.statusCode, response.body).toBe(200);
  return userListSchema.parse(response.json());
};

const newUser = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Zofia Lewandowska',
  username: 'zofia.l',
  email: 'zofia@example.com',
  company: 'Demo sp. z o.o.',
  country: 'Polska',
  contact: '+48 600 100 200',
  role: 'accountant',
  password: 'Ksiegi-Rachunkowe-2026',
  ...overrides,
});

const create = (user: Record<string, unknown>, call: Caller = admin) =>
  call({ method: 'POST', url: '/api/apps/user/users', payload: { user } });

describe('GET /api/apps/user/users', () => {
  it("lists the demo organization's users in the seed's shape, with the organization's plan", async () => {
    const answer = await list({ perPage: '100' });
    const emails = answer.users.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'admin@demo.com',
        'client@demo.com',
        'accountant@demo.com',
        'marek.wisniewski@demo.com',
      ]),
    );
    expect(answer.total).toBe(answer.users.length);
    const accountant = answer.users.find((u) => u.email === 'accountant@demo.com');
    expect(accountant).toMatchObject({ role: 'accountant', status: 'active', currentPlan: 'basic' });
    expect(answer.users.find((u) => u.email === 'marek.wisniewski@demo.com')?.status).toBe('pending');
  });

  it('searches the name, username and e-mail, case-insensitively, with % taken literally', async () => {
    expect((await list({ q: 'ZIELIŃSKA' })).users.map((u) => u.email)).toEqual(['accountant@demo.com']);
    expect((await list({ q: 'client@' })).users.map((u) => u.username)).toEqual(['client']);
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('filters by role, status and plan', async () => {
    expect((await list({ role: 'client' })).users.every((u) => u.role === 'client')).toBe(true);
    const pending = await list({ status: 'pending' });
    expect(pending.users.map((u) => u.email)).toContain('marek.wisniewski@demo.com');
    expect(pending.users.every((u) => u.status === 'pending')).toBe(true);
    expect((await list({ status: 'active' })).users.every((u) => u.status === 'active')).toBe(true);
    expect((await list({ plan: 'enterprise' })).total).toBe(0);
    await t.database.db
      .update(organizations)
      .set({ plan: 'enterprise' })
      .where(eq(organizations.id, organizationId));
    const enterprise = await list({ plan: 'enterprise' });
    expect(enterprise.total).toBeGreaterThanOrEqual(4);
    expect(enterprise.users.every((u) => u.currentPlan === 'enterprise')).toBe(true);
    await t.database.db
      .update(organizations)
      .set({ plan: 'basic' })
      .where(eq(organizations.id, organizationId));
  });

  it('sorts and pages', async () => {
    const all = await list({ perPage: '100', sortBy: 'fullName' });
    const names = all.users.map((u) => u.fullName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const desc = await list({ perPage: '100', sortBy: 'fullName', sortDesc: 'true' });
    expect(desc.users.map((u) => u.id)).toEqual(all.users.map((u) => u.id).reverse());
    const first = await list({ perPage: '2', page: '1', sortBy: 'email' });
    const second = await list({ perPage: '2', page: '2', sortBy: 'email' });
    expect(first.users).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect(second.users[0]?.email.localeCompare(first.users[1]?.email ?? '')).toBeGreaterThan(0);
    const byStatus = await list({ perPage: '100', sortBy: 'status' });
    expect(byStatus.users.map((u) => u.status)).toEqual([...byStatus.users.map((u) => u.status)].sort());
  });

  it('refuses an unknown filter value with a translated message', async () => {
    const response = await admin({
      method: 'GET',
      url: '/api/apps/user/users',
      query: { status: 'banned' },
      headers: { 'accept-language': 'pl' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('status');
  });
});

describe('POST /api/apps/user/users', () => {
  let created: User;

  it('creates a user with a password: active, who can log in at once', async () => {
    const response = await create(newUser());
    expect(response.statusCode, response.body).toBe(201);
    created = userSchema.parse(response.json());
    expect(created).toMatchObject({
      fullName: 'Zofia Lewandowska',
      username: 'zofia.l',
      email: 'zofia@example.com',
      role: 'accountant',
      country: 'Polska',
      contact: '+48 600 100 200',
      status: 'active',
      currentPlan: 'basic',
    });
    const session = await login(t.app, { email: 'zofia@example.com', password: 'Ksiegi-Rachunkowe-2026' });
    expect(session.userData.role).toBe('accountant');
    const read = await admin({ method: 'GET', url: `/api/apps/user/users/${created.id}` });
    expect(read.json()).toEqual(response.json());
  });

  it('invites a user given no password: pending, mailed a link', async () => {
    const response = await create(
      newUser({ email: 'invitee@example.com', username: 'invitee', password: undefined, role: 'admin' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(userSchema.parse(response.json())).toMatchObject({ status: 'pending', username: 'invitee' });
    expect((await latestMail(t.database, 'invitee@example.com'))?.textBody).toContain(
      '/reset-password?token=',
    );
  });

  it('refuses bad input with every problem at once, translated', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/apps/user/users',
      payload: {
        user: newUser({
          email: 'zofia@example.com',
          username: 'x',
          fullName: ' ',
          contact: 'call me',
          password: '123',
        }),
      },
      headers: { 'accept-language': 'pl' },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: Record<string, string> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['contact', 'email', 'fullName', 'password', 'username']);
    expect(errors.email).toBe(translate('pl', 'validation.emailTaken'));
    const taken = await create(newUser({ username: 'other.name' }));
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json<{ errors: object }>().errors)).toEqual(['email']);
  });

  it("refuses a client linked to another organization's contractor", async () => {
    const other = await otherOrganizationAdmin(t);
    const [row] = await t.database.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, other.userId));
    const [foreign] = await t.database.db
      .insert(contractors)
      .values({ organizationId: row?.organizationId ?? 0, name: 'Obca firma' })
      .returning({ id: contractors.id });
    const response = await create(
      newUser({ email: 'c@example.com', username: 'client2', role: 'client', contractorId: foreign?.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: object }>().errors).toHaveProperty('contractorId');
  });

  it('edits the profile, the role and the activity', async () => {
    const body = { ...newUser(), fullName: 'Zofia Lewandowska-Nowak', role: 'client', active: false };
    delete (body as { password?: string }).password;
    const response = await admin({ method: 'PUT', url: `/api/apps/user/users/${created.id}`, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Zofia Lewandowska-Nowak',
      role: 'client',
      status: 'inactive',
    });
    const again = await admin({
      method: 'PUT',
      url: `/api/apps/user/users/${created.id}`,
      payload: { ...body, role: 'accountant', active: true },
    });
    expect(again.json()).toMatchObject({ role: 'accountant', status: 'active' });
  });

  it('keeps the administrator from demoting or deactivating themselves', async () => {
    const me = (await list({ q: 'admin@demo.com' })).users[0];
    const response = await admin({
      method: 'PUT',
      url: `/api/apps/user/users/${me?.id}`,
      payload: { ...newUser(me), email: me?.email, username: me?.username, role: 'accountant', active: true },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('sessions and activity', () => {
  it("lists a user's sessions and ends one: its access token stops working at once", async () => {
    const accountant = (await list({ q: 'accountant@demo.com' })).users[0];
    const first = await login(t.app, demo.accountant);
    const second = await login(t.app, demo.accountant);
    const url = `/api/apps/user/users/${accountant?.id}/sessions`;
    const sessions = userSessionListSchema.parse((await admin({ method: 'GET', url })).json()).sessions;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((s) => !s.current)).toBe(true);
    const target = sessions[0]?.id ?? '';
    const tokenOf = async (accessToken: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(accessToken) })).statusCode;
    const ended = await admin({ method: 'DELETE', url: `${url}/${target}` });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(userSessionListSchema.parse(ended.json()).sessions.map((s) => s.id)).not.toContain(target);
    const statuses = [await tokenOf(first.accessToken), await tokenOf(second.accessToken)];
    expect(statuses.sort()).toEqual([200, 401]);
    // Ended already, and a session of somebody else: both are not found.
    expect((await admin({ method: 'DELETE', url: `${url}/${target}` })).statusCode).toBe(404);
    const mine = userSessionListSchema.parse(
      (
        await admin({
          method: 'GET',
          url: `/api/apps/user/users/${(await list({ q: 'admin@demo.com' })).users[0]?.id}/sessions`,
        })
      ).json(),
    ).sessions;
    expect(mine.some((s) => s.current)).toBe(true);
    const someoneElses = mine[0]?.id ?? '';
    expect((await admin({ method: 'DELETE', url: `${url}/${someoneElses}` })).statusCode).toBe(404);
  });

  it("shows the user's recent activity from the audit trails", async () => {
    const me = (await list({ q: 'admin@demo.com' })).users[0];
    const response = await admin({ method: 'GET', url: `/api/apps/user/users/${me?.id}/activity` });
    expect(response.statusCode).toBe(200);
    const activity = userActivityListSchema.parse(response.json()).activity;
    expect(activity.length).toBeLessThanOrEqual(10);
    const times = activity.map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('who may', () => {
  it('refuses the accountant and the client every users call (403)', async () => {
    const someone = (await list({ q: 'client@demo.com' })).users[0]?.id ?? 1;
    for (const credentials of [demo.accountant, demo.client]) {
      const call = callerWith(t, (await login(t.app, credentials)).accessToken);
      const calls = [
        { method: 'GET', url: '/api/apps/user/users' },
        { method: 'GET', url: `/api/apps/user/users/${someone}` },
        { method: 'GET', url: `/api/apps/user/users/${someone}/sessions` },
        { method: 'GET', url: `/api/apps/user/users/${someone}/activity` },
        {
          method: 'POST',
          url: '/api/apps/user/users',
          payload: { user: newUser({ email: 'n@example.com' }) },
        },
        { method: 'PUT', url: `/api/apps/user/users/${someone}`, payload: { ...newUser(), active: true } },
        {
          method: 'DELETE',
          url: `/api/apps/user/users/${someone}/sessions/00000000-0000-4000-8000-000000000000`,
        },
      ] as const;
      for (const options of calls) {
        expect(
          (await call(options)).statusCode,
          `${credentials.email} ${options.method} ${options.url}`,
        ).toBe(403);
      }
    }
  });

  it("answers another organization's admin with its own users only, and 404 for ours", async () => {
    const other = await otherOrganizationAdmin(t);
    const theirs = await list({}, other.call);
    expect(theirs.users.map((u) => u.id)).toEqual([other.userId]);
    const ours = (await list({ q: 'accountant@demo.com' })).users[0]?.id;
    for (const path of ['', '/sessions', '/activity']) {
      const response = await other.call({ method: 'GET', url: `/api/apps/user/users/${ours}${path}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('lets the accountant keep the books and read reports, but not settings, KSeF or users', async () => {
    const call = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
    const allowed = ['/api/apps/invoice/invoices', '/api/documents/costs', '/api/bank-statements'];
    for (const url of allowed) expect((await call({ method: 'GET', url })).statusCode, url).toBe(200);
    const refused = [
      { method: 'PUT', url: '/api/organization/ksef', payload: {} },
      { method: 'PUT', url: '/api/organization/security', payload: {} },
      { method: 'GET', url: '/api/organization/users' },
    ] as const;
    for (const options of refused) expect((await call(options)).statusCode, options.url).toBe(403);
  });
});
