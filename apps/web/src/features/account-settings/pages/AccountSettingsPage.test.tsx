import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSettings } from '@saldo/contracts/account-settings';
import { getSession } from '../../../lib/session.ts';
import { loginAs, userFor } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
// The fetch stub lives in the auth feature for now; it belongs in src/test (see the hand-over note).
import { json, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import AccountSettingsPage from '../../../app/pages/AccountSettingsRoute.tsx';

const settings: AccountSettings = {
  general: {
    avatar: null,
    username: 'anna',
    fullName: 'Anna Nowak',
    email: 'admin@demo.com',
    company: 'Demo',
  },
  info: { bio: '', dob: '1990-05-01', country: 'PL', website: '', phone: '' },
  social: {
    socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
    connections: { twitter: false, google: false, facebook: false, github: false },
  },
  notification: {
    commentOnArticle: true,
    AnswerOnForm: true,
    followMe: false,
    newAnnouncements: true,
    productUpdates: false,
    blogDigest: false,
  },
};

function renderPage(routes: Record<string, StubHandler> = {}, route = '/pages/account-setting') {
  const api = stubApi({ 'GET /api/account-setting/data': () => json(200, settings), ...routes });
  return { api, ...renderWithProviders(<AccountSettingsPage />, { route }) };
}

beforeEach(() => loginAs('admin', { email: 'admin@demo.com' }));
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Replaces a field's text in one step; typing key by key re-renders the form for every letter. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('AccountSettingsPage', () => {
  it('loads the settings into the forms', async () => {
    const { api } = renderPage();
    // The first render loads the page's tabs (a cold import takes a while on a busy machine).
    expect(await screen.findByDisplayValue('Anna Nowak', undefined, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('anna');
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Demo');
    expect(api.callsTo('GET /api/account-setting/data')).toHaveLength(1);
  });

  it('shows a failed load with a retry that works', async () => {
    let attempts = 0;
    renderPage({
      'GET /api/account-setting/data': () =>
        ++attempts === 1 ? json(404, { message: 'Not here' }) : json(200, settings),
    });
    expect(
      await screen.findByText('Your settings could not be loaded', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Not here')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Anna Nowak')).toBeTruthy();
  });

  it('saves the general section and updates the stored user', async () => {
    const { api } = renderPage({
      'PUT /api/account-setting/general': () =>
        json(200, { userData: userFor('admin', { fullName: 'Anna Kowalska' }) }),
    });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Full name'), 'Anna Kowalska');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(getSession().userData?.fullName).toBe('Anna Kowalska'));
    expect(api.callsTo('PUT /api/account-setting/general')[0]?.body).toEqual({
      username: 'anna',
      fullName: 'Anna Kowalska',
      email: 'admin@demo.com',
      company: 'Demo',
    });
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
  });

  it('keeps what was typed and marks the field when the server refuses', async () => {
    renderPage({
      'PUT /api/account-setting/general': () =>
        json(400, { message: 'Validation failed', errors: { email: 'This email is already in use.' } }),
    });
    const user = userEvent.setup();
    // Anchored at both ends: the notification switches start with 'E-mail me…'.
    const email = await screen.findByLabelText(/^E-mail\s*\*?$/);
    await fill(user, email, 'taken@demo.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is already in use.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('taken@demo.com');
    expect(getSession().userData?.email).toBe('admin@demo.com');
  });

  it('rejects a too large avatar before uploading it', async () => {
    const { api } = renderPage();
    const input = await screen.findByLabelText('Upload new photo', { selector: 'input' });
    const big = new File([new Uint8Array(801 * 1024)], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(screen.getByText('This file is too large: the limit is 800 kB.').getAttribute('role')).toBe(
      'alert',
    );
    expect(api.callsTo('POST /api/account-setting/avatar')).toEqual([]);
  });

  it('rejects a file that is not JPG, GIF or PNG', async () => {
    renderPage();
    const input = await screen.findByLabelText('Upload new photo', { selector: 'input' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('Please choose a JPG, GIF or PNG image.').getAttribute('role')).toBe('alert');
  });

  it('uploads a chosen avatar after a preview and stores the new user', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    const { api } = renderPage({
      'POST /api/account-setting/avatar': () =>
        json(200, { userData: userFor('admin', { avatar: '/api/avatars/1.png' }) }),
    });
    const input = await screen.findByLabelText('Upload new photo', { selector: 'input' });
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe('blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(getSession().userData?.avatar).toBe('/api/avatars/1.png'));
    expect(api.callsTo('POST /api/account-setting/avatar')[0]?.body).toBeInstanceOf(FormData);
  });

  it('shows the server field error of a password change', async () => {
    const { api } = renderPage(
      {
        'POST /api/account-setting/password': () =>
          json(400, {
            message: 'Validation failed',
            errors: { currentPassword: 'The current password is wrong.' },
          }),
      },
      '/pages/account-setting?tab=password',
    );
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Current password/), 'old-password');
    await fill(user, screen.getByLabelText(/^New password/), 'new-password-1');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect(api.callsTo('POST /api/account-setting/password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
  });

  it('checks the information tab with the contract rules', async () => {
    const { api } = renderPage({}, '/pages/account-setting?tab=info');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Website'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a full web address, starting with https://')).toBeTruthy();
    expect(api.callsTo('PUT /api/account-setting/info')).toEqual([]);
  });

  it('saves the information tab and keeps the answer as the new baseline', async () => {
    const { api } = renderPage(
      {
        'PUT /api/account-setting/info': (body) =>
          json(200, { ...settings, info: body as AccountSettings['info'] }),
      },
      '/pages/account-setting?tab=info',
    );
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Website'), 'https://nowak.pl');
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    expect(discard.hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(api.callsTo('PUT /api/account-setting/info')[0]?.body).toEqual({
      ...settings.info,
      website: 'https://nowak.pl',
    });
    await waitFor(() => expect(discard.hasAttribute('disabled')).toBe(true));
  });

  it('says that a changed e-mail must be confirmed', async () => {
    renderPage({
      'PUT /api/account-setting/general': () =>
        json(200, { userData: userFor('admin', { email: 'new@demo.com' }) }),
    });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^E-mail\s*\*?$/), 'new@demo.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Saved. Please confirm your new e-mail address: we have sent a link to new@demo.com.',
      ),
    ).toBeTruthy();
  });
});
