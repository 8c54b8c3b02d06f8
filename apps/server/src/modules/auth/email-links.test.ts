import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailOutbox } from '../../integrations/mail/outbox.table.ts';
import {
  createTestApp,
  latestMail,
  login,
  mailedToken,
  newRegistration,
  type TestApp,
} from '../../../test/test-app.ts';

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

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/jwt/${url}`, payload });
const mailCount = async (to: string) =>
  (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]?.n ??
  0;

async function registered() {
  const form = newRegistration();
  expect((await post('register', form)).statusCode).toBe(200);
  return form;
}

describe('e-mail confirmation', () => {
  it('confirms with the mailed link, once; then the user can log in', async () => {
    const form = await registered();
    const token = await mailedToken(t.database, form.email, 'confirm-email');
    const confirmed = await post('confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your email has been confirmed. You can log in now.' });
    expect((await post('login', { email: form.email, password: form.password })).statusCode).toBe(200);
    const again = await post('confirm-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This link is invalid or has expired.' });
  });

  it('refuses a made-up or missing token and a link older than 48 hours', async () => {
    expect((await post('confirm-email', { token: 'made-up' })).statusCode).toBe(400);
    expect((await post('confirm-email', {})).statusCode).toBe(400);
    const form = await registered();
    const token = await mailedToken(t.database, form.email, 'confirm-email');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 48 * 3600_000 + 1000);
    expect((await post('confirm-email', { token })).statusCode).toBe(400);
  });

  it('resends a link only to an unconfirmed account, with the same answer for any address', async () => {
    const form = await registered();
    const expected = { message: 'If this email is waiting for confirmation, we have sent a new link.' };
    const resent = await post('resend-confirmation', { email: form.email });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(expected);
    expect(await mailCount(form.email)).toBe(2);
    const unknown = await post('resend-confirmation', { email: 'nobody@example.com' });
    expect(unknown.json()).toEqual(expected);
    expect(await mailCount('nobody@example.com')).toBe(0);
    await post('resend-confirmation', { email: 'admin@demo.com' });
    expect(await mailCount('admin@demo.com')).toBe(0);
    // The newest link works.
    expect(
      (await post('confirm-email', { token: await mailedToken(t.database, form.email, 'confirm-email') }))
        .statusCode,
    ).toBe(200);
  });
});

describe('forgot and reset password', () => {
  const sameAnswer = {
    message: 'If an account exists for this email, we have sent a link to reset the password.',
  };

  it('mails a reset link for a known address and says the same for an unknown one', async () => {
    const known = await post('forgot-password', { email: 'client@demo.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(sameAnswer);
    const mail = await latestMail(t.database, 'client@demo.com');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.textBody).toContain('http://saldo.test/reset-password?token=');
    const unknown = await post('forgot-password', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(sameAnswer);
    expect(await mailCount('ghost@example.com')).toBe(0);
  });

  it('asks for a valid e-mail', async () => {
    expect((await post('forgot-password', {})).json().errors).toEqual({ email: 'Please enter your email.' });
    expect((await post('forgot-password', { email: 'x' })).json().errors).toEqual({
      email: 'Please enter a valid email.',
    });
  });

  it('sets the new password once and confirms the address', async () => {
    const form = await registered();
    await post('forgot-password', { email: form.email });
    const token = await mailedToken(t.database, form.email, 'reset-password');

    const weak = await post('reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: 'Password must be at least 8 characters.' });

    const done = await post('reset-password', { token, password: 'a-brand-new-password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been changed. You can log in now.' });
    // The unconfirmed account is confirmed by the reset link, and only the new password works.
    expect((await post('login', { email: form.email, password: form.password })).statusCode).toBe(400);
    expect((await post('login', { email: form.email, password: 'a-brand-new-password' })).statusCode).toBe(
      200,
    );

    const reused = await post('reset-password', { token, password: 'another-new-password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'This link is invalid or has expired.' });
  });

  it("revokes the user's refresh tokens", async () => {
    const form = await registered();
    await post('confirm-email', { token: await mailedToken(t.database, form.email, 'confirm-email') });
    const { refreshToken } = await login(t.app, { email: form.email, password: form.password });
    await post('forgot-password', { email: form.email });
    await post('reset-password', {
      token: await mailedToken(t.database, form.email, 'reset-password'),
      password: 'reset-and-revoked',
    });
    const refresh = await post('refresh-token', { refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses a link older than one hour, and an earlier link once a newer one was used', async () => {
    await post('forgot-password', { email: 'admin@demo.com' });
    const old = await mailedToken(t.database, 'admin@demo.com', 'reset-password');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3600_000 + 1000);
    expect((await post('reset-password', { token: old, password: 'too-late-password' })).statusCode).toBe(
      400,
    );
    vi.useRealTimers();

    await post('forgot-password', { email: 'admin@demo.com' });
    const first = await mailedToken(t.database, 'admin@demo.com', 'reset-password');
    await post('forgot-password', { email: 'admin@demo.com' });
    const second = await mailedToken(t.database, 'admin@demo.com', 'reset-password');
    expect((await post('reset-password', { token: second, password: 'admin-new-password' })).statusCode).toBe(
      200,
    );
    expect(
      (await post('reset-password', { token: first, password: 'admin-other-password' })).statusCode,
    ).toBe(400);
  });
});
