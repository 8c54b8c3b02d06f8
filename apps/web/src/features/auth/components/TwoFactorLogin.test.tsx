import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { authAnswer, json, stubApi } from '../../../test/api-stub.ts';
import LoginPage from '../pages/LoginPage.tsx';
import { isTwoFactorEnrolmentRequired } from '../two-factor-enrolment.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), 'anna@demo.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret');
  await user.keyboard('{Enter}');
  return user;
}

describe('demo accounts hint', () => {
  it('is shown while the demo accounts exist', async () => {
    stubApi({ 'GET /api/jwt/demo-accounts': () => json(200, { available: true }) });
    await renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await screen.findByText('Demo accounts')).toBeTruthy();
    expect(screen.getByText('admin@demo.com')).toBeTruthy();
  });

  it.each([
    ['gone', () => json(200, { available: false })],
    ['unknown (the question failed)', () => json(500, { message: 'Internal Server Error' })],
  ])('is not shown when they are %s', async (_, answer) => {
    const api = stubApi({ 'GET /api/jwt/demo-accounts': answer });
    await renderWithProviders(<LoginPage />, { route: '/login' });
    await waitFor(() => expect(api.callsTo('GET /api/jwt/demo-accounts').length).toBeGreaterThan(0));
    // Let the answer land: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Demo accounts')).toBeNull();
  });

  it('is not shown while the question is pending', async () => {
    stubApi({ 'GET /api/jwt/demo-accounts': () => new Promise<Response>(() => {}) });
    await renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Demo accounts')).toBeNull();
  });
});

describe('two-factor sign-in step', () => {
  it('asks for the code after the password, stores nothing until it passes, then signs in', async () => {
    const api = stubApi({
      'POST /api/jwt/login': () => json(200, { mfaRequired: true, mfaToken: 'ticket-1' }),
      'POST /api/jwt/login/mfa': (body) =>
        (body as { code?: string }).code === '123456'
          ? json(200, authAnswer('admin'))
          : json(400, { message: 'The code is not valid.' }),
    });
    const { router } = await renderWithProviders(<LoginPage />, { route: '/login' });
    const user = await signIn();
    const code = await screen.findByLabelText('Code');
    expect(getSession().accessToken).toBeNull();

    await user.type(code, '000000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The code is not valid.');
    expect(getSession().accessToken).toBeNull();

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().accessToken).toBe('access-1');
    expect(api.callsTo('POST /api/jwt/login/mfa').map((call) => call.body)).toEqual([
      { mfaToken: 'ticket-1', code: '000000' },
      { mfaToken: 'ticket-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead', async () => {
    const api = stubApi({
      'POST /api/jwt/login': () => json(200, { mfaRequired: true, mfaToken: 'ticket-2' }),
      'POST /api/jwt/login/mfa': () => json(200, authAnswer('client')),
    });
    const { router } = await renderWithProviders(<LoginPage />, { route: '/login' });
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jkmn-pqrs{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-control'));
    expect(api.callsTo('POST /api/jwt/login/mfa')[0]?.body).toEqual({
      mfaToken: 'ticket-2',
      recoveryCode: 'abcd-efgh-jkmn-pqrs',
    });
  });

  it('sends an administrator who must enrol to the set-up page', async () => {
    stubApi({
      'POST /api/jwt/login': () => json(200, { ...authAnswer('admin'), mfaEnrolmentRequired: true }),
    });
    const { router } = await renderWithProviders(<LoginPage />, {
      route: '/login?redirect=%2Fapps%2Finvoice%2Flist',
    });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-factor-setup'));
    expect(isTwoFactorEnrolmentRequired()).toBe(true);
  });
});
