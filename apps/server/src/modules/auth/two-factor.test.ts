import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { authResponseSchema } from '@saldo/contracts/auth';
import {
  loginResponseSchema,
  mfaChallengeSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@saldo/contracts/two-factor';
import {
  bearer,
  confirmEmail,
  createTestApp,
  demo,
  login,
  newRegistration,
  type TestApp,
} from '../../../test/test-app.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import { hashPassword } from './passwords.ts';
import { twoFactor } from './two-factor.table.ts';
import { insertUser } from './users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app shows `offsetSteps` time steps from now. */
function codeFor(secret: string, offsetSteps = 0) {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A confirmed, freshly registered admin of a new organization, signed in. */
async function newUser() {
  const form = newRegistration();
  const registered = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: form });
  const userId = registered.json<{ userData: { id: number } }>().userData.id;
  await confirmEmail(t.database, userId);
  const credentials = { email: form.email, password: form.password };
  return { userId, credentials, accessToken: (await login(t.app, credentials)).accessToken };
}

/** Enrols the signed-in user; the enabling code used the current time step. */
async function enrol(accessToken: string) {
  const setup = twoFactorSetupSchema.parse(
    (await call('POST', '/api/account-setting/two-factor/setup', accessToken)).json(),
  );
  const enabled = await call('POST', '/api/account-setting/two-factor/enable', accessToken, {
    code: codeFor(setup.secret),
  });
  expect(enabled.statusCode).toBe(200);
  return { secret: setup.secret, ...recoveryCodesSchema.parse(enabled.json()) };
}

async function passwordStep(credentials: { email: string; password: string }) {
  const response = await call('POST', '/api/jwt/login', undefined, credentials);
  expect(response.statusCode).toBe(200);
  return mfaChallengeSchema.parse(response.json()).mfaToken;
}

const secondStep = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/jwt/login/mfa', payload, remoteAddress });

describe('two-factor enrolment', () => {
  it('shows a secret and QR code, refuses a wrong code, enables on a right one with 10 recovery codes', async () => {
    const user = await newUser();
    const before = twoFactorStatusSchema.parse(
      (await call('GET', '/api/account-setting/two-factor', user.accessToken)).json(),
    );
    expect(before).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const setup = twoFactorSetupSchema.parse(
      (await call('POST', '/api/account-setting/two-factor/setup', user.accessToken)).json(),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toContain('issuer=Saldo');
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Sealed at rest: the database row does not contain the secret.
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, user.userId));
    expect(row?.secretSealed).not.toContain(setup.secret);
    expect(row?.enabledAt).toBeNull();

    const wrong = await call('POST', '/api/account-setting/two-factor/enable', user.accessToken, {
      code: codeFor(setup.secret, 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBeTruthy();
    // Not yet enabled: the password alone still signs in.
    authResponseSchema.parse((await call('POST', '/api/jwt/login', undefined, user.credentials)).json());

    const right = await call('POST', '/api/account-setting/two-factor/enable', user.accessToken, {
      code: codeFor(setup.secret),
    });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = recoveryCodesSchema.parse(right.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const after = (await call('GET', '/api/account-setting/two-factor', user.accessToken)).json();
    expect(after).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // A second enrolment cannot replace the enabled secret.
    expect((await call('POST', '/api/account-setting/two-factor/setup', user.accessToken)).statusCode).toBe(
      409,
    );
  });
});

describe('two-factor sign-in', () => {
  it('answers the password step with a ticket only, and the code step with the session', async () => {
    const user = await newUser();
    const { secret } = await enrol(user.accessToken);
    const answer = loginResponseSchema.parse(
      (await call('POST', '/api/jwt/login', undefined, user.credentials)).json(),
    );
    expect(answer).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(answer).not.toHaveProperty('accessToken');
    const mfaToken = 'mfaToken' in answer ? answer.mfaToken : '';

    // The ticket is no access token, on any route.
    expect((await call('GET', '/api/jwt/me', mfaToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/account-setting/two-factor', mfaToken)).statusCode).toBe(401);

    // The enabling code took the current step: the next step's code is the one that signs in.
    const signedIn = await secondStep({ mfaToken, code: codeFor(secret, 1) });
    expect(signedIn.statusCode).toBe(200);
    const session = authResponseSchema.parse(signedIn.json());
    expect(signedIn.json()).not.toHaveProperty('mfaEnrolmentRequired');
    expect((await call('GET', '/api/jwt/me', session.accessToken)).statusCode).toBe(200);
  });

  it('refuses a code used again within its time step, and a wrong code', async () => {
    const user = await newUser();
    const { secret } = await enrol(user.accessToken);
    const code = codeFor(secret, 1);
    expect((await secondStep({ mfaToken: await passwordStep(user.credentials), code })).statusCode).toBe(200);
    const replay = await secondStep({ mfaToken: await passwordStep(user.credentials), code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toContain('The code is not valid');
    const mfaToken = await passwordStep(user.credentials);
    expect((await secondStep({ mfaToken, code: codeFor(secret, 4) })).statusCode).toBe(400);
    expect((await secondStep({ mfaToken, code: 'abcdef' })).statusCode).toBe(400);
    expect((await secondStep({ mfaToken })).statusCode).toBe(400);
  });

  it('accepts a recovery code once', async () => {
    const user = await newUser();
    const { recoveryCodes } = await enrol(user.accessToken);
    const recoveryCode = recoveryCodes[3] ?? '';
    // Typed in capitals without dashes still counts.
    const first = await secondStep({
      mfaToken: await passwordStep(user.credentials),
      recoveryCode: recoveryCode.replace(/-/g, '').toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const { accessToken } = authResponseSchema.parse(first.json());
    const again = await secondStep({ mfaToken: await passwordStep(user.credentials), recoveryCode });
    expect(again.statusCode).toBe(400);
    expect((await call('GET', '/api/account-setting/two-factor', accessToken)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it('refuses a forged, foreign or missing ticket with 401', async () => {
    const user = await newUser();
    const { secret } = await enrol(user.accessToken);
    for (const mfaToken of [user.accessToken, 'not-a-token', undefined]) {
      const response = await secondStep({ mfaToken, code: codeFor(secret, 1) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('mfa_token_invalid');
    }
  });

  it('switches off only with the password or a current code, and regenerates recovery codes', async () => {
    const user = await newUser();
    const { secret, recoveryCodes } = await enrol(user.accessToken);
    const wrong = await call('POST', '/api/account-setting/two-factor/disable', user.accessToken, {
      password: 'wrong',
    });
    expect(wrong.statusCode).toBe(400);

    const renewed = await call('POST', '/api/account-setting/two-factor/recovery-codes', user.accessToken, {
      code: codeFor(secret, 1),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = recoveryCodesSchema.parse(renewed.json()).recoveryCodes;
    expect(fresh).toHaveLength(10);
    // The old codes stopped working.
    const old = await secondStep({
      mfaToken: await passwordStep(user.credentials),
      recoveryCode: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(400);

    const off = await call('POST', '/api/account-setting/two-factor/disable', user.accessToken, {
      password: user.credentials.password,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    authResponseSchema.parse((await call('POST', '/api/jwt/login', undefined, user.credentials)).json());
  });
});

describe('second-step rate limit', () => {
  it('caps guesses per account, whatever address they come from', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
    try {
      const form = newRegistration();
      const registered = await limited.app.inject({
        method: 'POST',
        url: '/api/jwt/register',
        payload: form,
      });
      const { accessToken, userData } = registered.json<{ accessToken: string; userData: { id: number } }>();
      await confirmEmail(limited.database, userData.id);
      const setup = twoFactorSetupSchema.parse(
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/account-setting/two-factor/setup',
            headers: bearer(accessToken),
          })
        ).json(),
      );
      await limited.app.inject({
        method: 'POST',
        url: '/api/account-setting/two-factor/enable',
        headers: bearer(accessToken),
        payload: { code: codeFor(setup.secret) },
      });
      const ticket = await limited.app.inject({
        method: 'POST',
        url: '/api/jwt/login',
        payload: { email: form.email, password: form.password },
      });
      const { mfaToken } = mfaChallengeSchema.parse(ticket.json());
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/jwt/login/mfa',
          payload: { mfaToken, code: '000000' },
          remoteAddress: `10.0.0.${i + 1}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('two-factor required for administrators', () => {
  it('is switched on only by an admin who has it, is audited, and holds other admins to enrolment on the server', async () => {
    const admin = await login(t.app, demo.admin);
    const client = await login(t.app, demo.client);
    expect(
      (await call('PUT', '/api/organization/security', client.accessToken, { requireAdminTwoFactor: true }))
        .statusCode,
    ).toBe(403);
    const tooEarly = await call('PUT', '/api/organization/security', admin.accessToken, {
      requireAdminTwoFactor: true,
    });
    expect(tooEarly.statusCode).toBe(409);

    const { secret } = await enrol(admin.accessToken);
    const on = await call('PUT', '/api/organization/security', admin.accessToken, {
      requireAdminTwoFactor: true,
    });
    expect(on.statusCode).toBe(200);
    expect((await call('GET', '/api/organization/security', admin.accessToken)).json()).toEqual({
      requireAdminTwoFactor: true,
    });
    const audit = await t.database.db
      .select()
      .from(organizationAudit)
      .where(eq(organizationAudit.organizationId, admin.userData.organization.id));
    expect(audit).toMatchObject([
      { userId: admin.userData.id, action: 'requireAdminTwoFactor', details: { from: false, to: true } },
    ]);
    // An enrolled admin cannot switch their own off while it is required.
    const disable = await call('POST', '/api/account-setting/two-factor/disable', admin.accessToken, {
      code: codeFor(secret, 1),
    });
    expect(disable.statusCode).toBe(409);

    // A second admin of the organization, without two-factor.
    const second = { email: 'second.admin@demo.com', password: 'second-admin-password' };
    await insertUser(t.database.db, {
      organizationId: admin.userData.organization.id,
      email: second.email,
      username: 'second_admin',
      fullName: 'Second Admin',
      passwordHash: await hashPassword(second.password),
      role: 'admin',
      emailConfirmedAt: new Date(),
    });
    const signedIn = await call('POST', '/api/jwt/login', undefined, second);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ mfaEnrolmentRequired: true });
    const { accessToken } = authResponseSchema.parse(signedIn.json());

    const refused = await call('GET', '/api/organization/company', accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('mfa_enrolment_required');
    expect((await call('GET', '/api/apps/invoice/invoices', accessToken)).statusCode).toBe(403);
    // Enrolment, the profile and logout stay open.
    expect((await call('GET', '/api/jwt/me', accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/account-setting/data', accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/account-setting/two-factor', accessToken)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    await enrol(accessToken);
    // The same session, once enrolled, reaches everything again.
    expect((await call('GET', '/api/organization/company', accessToken)).statusCode).toBe(200);

    // A client of the organization is not held.
    expect((await call('GET', '/api/apps/invoice/invoices', client.accessToken)).statusCode).toBe(200);

    const off = await call('PUT', '/api/organization/security', admin.accessToken, {
      requireAdminTwoFactor: false,
    });
    expect(off.statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(organizationAudit)
        .where(eq(organizationAudit.organizationId, admin.userData.organization.id)),
    ).toHaveLength(2);
  });
});
