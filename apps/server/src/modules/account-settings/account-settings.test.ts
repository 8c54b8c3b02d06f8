import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettingsSchema } from '@saldo/contracts/account-settings';
import {
  bearer,
  createTestApp,
  demo,
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

/** A confirmed user of its own, so tests can change it freely. */
async function freshUser() {
  const form = newRegistration();
  const session = (await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: form })).json();
  return { form, headers: bearer(session.accessToken), refreshToken: session.refreshToken as string };
}

const info = {
  bio: 'Księgowa',
  dob: '1990-05-17',
  country: 'Poland',
  website: 'https://example.pl',
  phone: '+48 600 100 200',
};

describe('account settings', () => {
  it('reads every section with defaults for a new user', async () => {
    const { form, headers } = await freshUser();
    const response = await t.app.inject({ method: 'GET', url: '/api/account-setting/data', headers });
    expect(response.statusCode).toBe(200);
    const settings = accountSettingsSchema.parse(response.json());
    expect(settings.general).toEqual({
      avatar: null,
      username: form.username,
      fullName: form.username,
      email: form.email,
      company: '',
    });
    expect(settings.info).toEqual({ bio: '', dob: '', country: '', website: '', phone: '' });
    expect(settings.notification.commentOnArticle).toBe(true);
  });

  it('lets the client role read and change its own settings', async () => {
    const { accessToken } = await login(t.app, demo.client);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account-setting/data',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().general.fullName).toBe('Jan Nowak');
  });

  it('saves info, social and notification sections', async () => {
    const { headers } = await freshUser();
    const put = (section: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/account-setting/${section}`, headers, payload });
    expect((await put('info', info)).json().info).toEqual(info);
    const social = {
      socialLinks: {
        twitter: 'https://x.com/anna',
        facebook: '',
        google: '',
        linkedIn: '',
        instagram: '',
        quora: '',
      },
      connections: { twitter: true, google: false, facebook: false, github: true },
    };
    expect((await put('social', social)).json().social).toEqual(social);
    const notification = {
      commentOnArticle: false,
      AnswerOnForm: false,
      followMe: true,
      newAnnouncements: true,
      productUpdates: false,
      blogDigest: true,
    };
    expect((await put('notification', notification)).json().notification).toEqual(notification);
    const read = (await t.app.inject({ method: 'GET', url: '/api/account-setting/data', headers })).json();
    expect(read).toMatchObject({ info, social, notification });
  });

  it('answers invalid section values with per-field messages', async () => {
    const { headers } = await freshUser();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account-setting/info',
      headers: { ...headers, 'accept-language': 'pl' },
      payload: { ...info, website: 'not a url', dob: '17.05.1990', phone: undefined },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Popraw zaznaczone pola.',
      errors: {
        website: 'Podaj prawidłowy adres URL.',
        dob: 'Podaj prawidłową datę.',
        phone: 'To pole jest wymagane.',
      },
    });
  });

  it('updates the general section and answers the refreshed userData', async () => {
    const { form, headers } = await freshUser();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account-setting/general',
      headers,
      payload: {
        username: `${form.username}_2`,
        fullName: 'Ewa Zielińska',
        email: form.email,
        company: 'Zielińska i Syn',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().userData).toMatchObject({
      username: `${form.username}_2`,
      fullName: 'Ewa Zielińska',
    });
  });

  it('applies the register rules to username and e-mail', async () => {
    const { form, headers } = await freshUser();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account-setting/general',
      headers,
      payload: { username: 'ADMIN', fullName: '', email: 'client@demo.com', company: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: 'This username is already in use.',
      email: 'This email is already in use.',
      fullName: 'Please enter your full name.',
    });
    // Keeping one's own username and e-mail is not "taken".
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/account-setting/general',
      headers,
      payload: { username: form.username.toUpperCase(), fullName: 'Same', email: form.email, company: '' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('asks to confirm a changed e-mail address', async () => {
    const { headers } = await freshUser();
    const email = newRegistration().email;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account-setting/general',
      headers,
      payload: { username: newRegistration().username, fullName: 'New Mail', email, company: '' },
    });
    expect(response.statusCode).toBe(200);
    expect((await latestMail(t.database, email))?.subject).toBe('Confirm your email address');
  });

  it('refuses every section without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/account-setting/data'],
      ['PUT', '/api/account-setting/info'],
      ['POST', '/api/account-setting/password'],
      ['POST', '/api/account-setting/avatar'],
      ['DELETE', '/api/account-setting/avatar'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/account-setting/password', () => {
  it('checks the current password and the new password rules', async () => {
    const { headers } = await freshUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-setting/password',
      headers,
      payload: { currentPassword: 'wrong-password', newPassword: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      currentPassword: 'The current password is not correct.',
      newPassword: 'Password must be at least 8 characters.',
    });
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { form } = await freshUser();
    const token = await mailedToken(t.database, form.email, 'confirm-email');
    await t.app.inject({ method: 'POST', url: '/api/jwt/confirm-email', payload: { token } });
    const here = await login(t.app, form);
    const elsewhere = await login(t.app, form);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account-setting/password',
      headers: bearer(here.accessToken),
      payload: { currentPassword: form.password, newPassword: 'the-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Your password has been changed.' });

    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken } });
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: form })).statusCode).toBe(
      400,
    );
    await login(t.app, { email: form.email, password: 'the-new-password' });
  });
});
