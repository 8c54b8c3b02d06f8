import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '@saldo/contracts/auth';
import { bearer, createTestApp, latestMail, newRegistration, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: payload as object, headers });

describe('POST /api/jwt/register', () => {
  it('creates an organization with this user as its admin and logs in', async () => {
    const form = newRegistration();
    const response = await register(form);
    expect(response.statusCode).toBe(200);
    const { userData, accessToken } = authResponseSchema.parse(response.json());
    expect(userData).toMatchObject({
      username: form.username,
      email: form.email,
      fullName: form.username,
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      organization: { name: form.username },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(accessToken) });
    expect(me.json().userData.organization.id).not.toBe(1);
  });

  it('mails a confirmation link valid for 48 hours, in the request language', async () => {
    const form = newRegistration();
    await register(form, { 'accept-language': 'pl' });
    const mail = await latestMail(t.database, form.email);
    expect(mail?.subject).toBe('Potwierdź swój adres e-mail');
    expect(mail?.textBody).toMatch(/http:\/\/saldo\.test\/confirm-email\?token=[\w-]{43}/);
    expect(mail?.htmlBody).toContain('<a href="http://saldo.test/confirm-email?token=');
  });

  it('refuses a later login until the e-mail is confirmed', async () => {
    const form = newRegistration();
    await register(form);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: { email: form.email, password: form.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Your email is not confirmed. Please check your inbox.' });
  });

  it('reports every missing field at once with the spec messages', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        email: 'Please enter your email.',
        username: 'Please enter your username.',
        password: 'Please enter a password.',
      },
    });
  });

  it('treats a missing body like empty fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/jwt/register' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'username']);
  });

  it('checks the e-mail format, the username pattern and the password length', async () => {
    const response = await register({ email: 'not-an-email', username: 'a b', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Please enter a valid email.',
      username: 'A username has 3 to 32 characters: letters, digits, dots, hyphens or underscores.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('refuses an e-mail or username already in use, whatever the case', async () => {
    const response = await register({
      email: 'ADMIN@demo.com',
      username: 'Client',
      password: 'long-enough-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'This email is already in use.',
      username: 'This username is already in use.',
    });
  });

  it('translates field messages too', async () => {
    const response = await register({ email: 'admin@demo.com' }, { 'accept-language': 'de' });
    expect(response.json()).toEqual({
      message: 'Bitte korrigieren Sie die markierten Felder.',
      errors: {
        email: 'Diese E-Mail-Adresse wird bereits verwendet.',
        username: 'Bitte geben Sie Ihren Benutzernamen ein.',
        password: 'Bitte geben Sie ein Passwort ein.',
      },
    });
  });

  it('lets only one of two simultaneous registrations of one address through', async () => {
    const form = newRegistration();
    const [a, b] = await Promise.all([register(form), register({ ...form, username: `${form.username}x` })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().errors).toEqual({ email: 'This email is already in use.' });
  });
});

describe('weak passwords (issue #15, item 5)', () => {
  it.each(['12345678', 'password', 'aaaaaaaa', '        '])(
    'refuses %j, in the user’s language',
    async (password) => {
      const response = await register({ ...newRegistration(), password }, { 'accept-language': 'pl' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: {
          password: 'To hasło jest zbyt popularne: występuje na listach wykradzionych haseł. Wybierz inne.',
        },
      });
    },
  );

  it('refuses a password made of the e-mail address or username', async () => {
    const form = newRegistration();
    const response = await register({ ...form, password: `${form.username}1` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { password: 'The password must not be built from your e-mail address or name.' },
    });
  });
});
