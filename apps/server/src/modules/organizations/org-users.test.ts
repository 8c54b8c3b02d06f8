import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizationUserListSchema } from '@saldo/contracts/organization-settings';
import { demoAdmin, otherOrganizationAdmin, type Caller } from '../../../test/organization-helpers.ts';
import { createTestApp, demo, latestMail, login, mailedToken, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';

let t: TestApp;
let admin: Caller;
let demoOrganizationId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, demo.admin.email));
  demoOrganizationId = row?.organizationId ?? 0;
});
afterAll(async () => {
  await t.close();
});

const PL_DEACTIVATED = 'Twoje konto zostało dezaktywowane. Skontaktuj się z administratorem.';

async function newContractor(organizationId: number, name: string) {
  const [row] = await t.database.db
    .insert(contractors)
    .values({ organizationId, name })
    .returning({ id: contractors.id });
  return row?.id ?? 0;
}

const invite = (call: Caller, payload: object, language = 'en') =>
  call({ method: 'POST', url: '/api/organization/users', payload, headers: { 'accept-language': language } });

async function setPassword(email: string, password: string) {
  const token = await mailedToken(t.database, email, 'reset-password');
  return t.app.inject({ method: 'POST', url: '/api/jwt/reset-password', payload: { token, password } });
}

describe('organization users', () => {
  it('lists the organization users with role and status', async () => {
    const response = await admin({ method: 'GET', url: '/api/organization/users' });
    expect(response.statusCode).toBe(200);
    const { users: list } = organizationUserListSchema.parse(response.json());
    expect(list.map((u) => [u.email, u.role, u.status])).toEqual([
      ['admin@demo.com', 'admin', 'active'],
      ['client@demo.com', 'client', 'active'],
      ['accountant@demo.com', 'accountant', 'active'],
      // The seed's invited user, who has not set a password yet.
      ['marek.wisniewski@demo.com', 'accountant', 'pending'],
    ]);
  });

  it('invites a client linked to a contractor: pending, mailed, then logs in with its own password', async () => {
    const contractorId = await newContractor(demoOrganizationId, 'Klient Sp. z o.o.');
    const email = 'Ksiegowa@Klient.pl';
    const response = await invite(
      admin,
      { email, fullName: ' Ewa Klient ', role: 'client', contractorId },
      'pl',
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().users.find((u: { email: string }) => u.email === 'ksiegowa@klient.pl');
    expect(created).toMatchObject({
      fullName: 'Ewa Klient',
      role: 'client',
      status: 'pending',
      contractorId,
    });

    const mail = await latestMail(t.database, 'ksiegowa@klient.pl');
    expect(mail?.subject).toBe('Zaproszenie do Demo sp. z o.o. w Saldo');
    expect(mail?.textBody).toContain('Anna Kowalska zaprasza Cię do Demo sp. z o.o. w Saldo.');
    // Pending: no password anyone knows, so no login yet.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: { email: 'ksiegowa@klient.pl', password: 'anything-at-all' },
    });
    expect(early.statusCode).toBe(400);

    expect((await setPassword('ksiegowa@klient.pl', 'client-password-1')).statusCode).toBe(200);
    const session = await login(t.app, { email: 'ksiegowa@klient.pl', password: 'client-password-1' });
    expect(session.userData.role).toBe('client');
    expect(session.userData.organization.name).toBe('Demo sp. z o.o.');
    const list = (await admin({ method: 'GET', url: '/api/organization/users' })).json().users;
    expect(list.find((u: { email: string }) => u.email === 'ksiegowa@klient.pl').status).toBe('active');
  });

  it('checks the invitation: e-mail format and uniqueness, name, contractor of this organization', async () => {
    const { call: other } = await otherOrganizationAdmin(t);
    const foreignContractor = await newContractor(demoOrganizationId, 'Not yours');
    const refused = await invite(other, {
      email: demo.client.email,
      fullName: '',
      role: 'client',
      contractorId: foreignContractor,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      email: 'This email is already in use.',
      fullName: 'Please enter your full name.',
      contractorId: 'This contractor does not exist.',
    });
    const adminLinked = await invite(other, {
      email: 'nowy@example.com',
      fullName: 'Nowy',
      role: 'admin',
      contractorId: foreignContractor,
    });
    expect(adminLinked.json().errors).toEqual({
      contractorId: 'Only a client user can be linked to a contractor.',
    });
    const badEmail = await invite(other, { email: 'nope', fullName: 'X', role: 'client' }, 'pl');
    expect(badEmail.json().errors.email).toBe('Podaj prawidłowy adres e-mail.');
  });

  it('resends an invitation to a pending user only', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const list = (await invite(call, { email: 'pending@example.com', fullName: 'P', role: 'client' })).json()
      .users;
    const pending = list.find((u: { email: string }) => u.email === 'pending@example.com').id as number;
    const resent = await call({ method: 'POST', url: `/api/organization/users/${pending}/invitation` });
    expect(resent.json()).toEqual({ message: 'We have sent the invitation again.' });
    const demoUsers = (await admin({ method: 'GET', url: '/api/organization/users' })).json().users;
    const client = demoUsers.find((u: { email: string }) => u.email === demo.client.email).id as number;
    const active = await admin({ method: 'POST', url: `/api/organization/users/${client}/invitation` });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(
      'Only an invited user who has not set a password yet can get the invitation again.',
    );
  });

  it('never leaves the organization without an active administrator (en + pl)', async () => {
    const me = (await admin({ method: 'GET', url: '/api/organization/users' })).json().users[0];
    const patch = (payload: object, language = 'en') =>
      admin({
        method: 'PATCH',
        url: `/api/organization/users/${me.id}`,
        payload,
        headers: { 'accept-language': language },
      });
    const demote = await patch({ role: 'client' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The organization must keep at least one active administrator.');
    const deactivate = await patch({ active: false }, 'pl');
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toBe(
      'Organizacja musi mieć co najmniej jednego aktywnego administratora.',
    );
  });

  it('does not let an administrator demote or deactivate themself, even with another admin', async () => {
    const { call, userId } = await otherOrganizationAdmin(t);
    await invite(call, { email: 'second-admin@example.com', fullName: 'Second', role: 'admin' });
    const response = await call({
      method: 'PATCH',
      url: `/api/organization/users/${userId}`,
      payload: { role: 'client' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot change your own role or deactivate yourself. Ask another administrator.',
    );
  });

  it('deactivates a user, who can then not log in, and reactivates them', async () => {
    const { call } = await otherOrganizationAdmin(t);
    await invite(call, { email: 'temp@example.com', fullName: 'Temp', role: 'client' });
    await setPassword('temp@example.com', 'temp-password-1');
    const session = await login(t.app, { email: 'temp@example.com', password: 'temp-password-1' });
    const id = session.userData.id;

    const off = await call({
      method: 'PATCH',
      url: `/api/organization/users/${id}`,
      payload: { active: false },
    });
    expect(off.json().users.find((u: { id: number }) => u.id === id).status).toBe('inactive');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: { email: 'temp@example.com', password: 'temp-password-1' },
      headers: { 'accept-language': 'pl' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PL_DEACTIVATED);
    // The running session ends too: its refresh token was revoked and its access token is refused.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/jwt/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(401);

    const on = await call({
      method: 'PATCH',
      url: `/api/organization/users/${id}`,
      payload: { active: true },
    });
    expect(on.json().users.find((u: { id: number }) => u.id === id).status).toBe('active');
    expect((await login(t.app, { email: 'temp@example.com', password: 'temp-password-1' })).userData.id).toBe(
      id,
    );
  });

  it('promotes a client to admin (dropping its contractor link), and the new role applies at once', async () => {
    const { call } = await otherOrganizationAdmin(t);
    await invite(call, { email: 'promote@example.com', fullName: 'Promote', role: 'client' });
    await setPassword('promote@example.com', 'promote-password-1');
    const session = await login(t.app, { email: 'promote@example.com', password: 'promote-password-1' });
    const headers = { authorization: `Bearer ${session.accessToken}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/organization/company', headers })).statusCode,
    ).toBe(403);
    await call({
      method: 'PATCH',
      url: `/api/organization/users/${session.userData.id}`,
      payload: { role: 'admin' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/organization/company', headers })).statusCode,
    ).toBe(200);
  });

  it("keeps other organizations' users invisible and unchangeable", async () => {
    const { call } = await otherOrganizationAdmin(t);
    const list = (await call({ method: 'GET', url: '/api/organization/users' })).json().users;
    expect(list).toHaveLength(1);
    const [demoClientRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demo.client.email));
    const id = demoClientRow?.id ?? 0;
    const patch = await call({
      method: 'PATCH',
      url: `/api/organization/users/${id}`,
      payload: { active: false },
    });
    expect(patch.statusCode).toBe(404);
    const resend = await call({ method: 'POST', url: `/api/organization/users/${id}/invitation` });
    expect(resend.statusCode).toBe(404);
    expect((await login(t.app, demo.client)).userData.email).toBe(demo.client.email);
  });
});
