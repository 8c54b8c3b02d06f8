import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import LoginPage from '../pages/LoginPage.tsx';
import LoginV1Page from '../pages/LoginV1Page.tsx';
import { authAnswer, json, stubApi } from '../../../test/api-stub.ts';

afterEach(() => vi.unstubAllGlobals());

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  // Enter submits, as the brief asks; no click needed.
  await user.keyboard('{Enter}');
  return user;
}

describe('LoginPage', () => {
  it('shows translated validation messages and sends nothing', async () => {
    const api = stubApi({});
    await renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    // Only the demo-accounts question (DemoAccountsHint); no login was sent.
    expect(api.calls.filter((call) => call.route !== 'GET /api/jwt/demo-accounts')).toEqual([]);
  });

  it('shows the server message for wrong credentials and stores nothing', async () => {
    stubApi({ 'POST /api/jwt/login': () => json(400, { message: 'Email or Password is Invalid' }) });
    await renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn('admin@demo.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('Email or Password is Invalid');
    expect(getSession().accessToken).toBeNull();
  });

  it.each([
    ['admin', '/'],
    ['client', '/access-control'],
  ] as const)('stores the session of a %s and goes to %s', async (role, home) => {
    const api = stubApi({ 'POST /api/jwt/login': () => json(200, authAnswer(role)) });
    const { router } = await renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn(' someone@demo.com ', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(api.callsTo('POST /api/jwt/login')[0]?.body).toEqual({
      email: 'someone@demo.com',
      password: 'secret',
    });
    expect(getSession().accessToken).toBe('access-1');
    expect(getSession().refreshToken).toBe('refresh-1');
    expect(getSession().userData?.role).toBe(role);
  });

  it('honours a safe ?redirect= and ignores one to another site', async () => {
    stubApi({ 'POST /api/jwt/login': () => json(200, authAnswer()) });
    const first = await renderWithProviders(<LoginPage />, {
      route: '/login?redirect=%2Fapps%2Finvoice%2Flist',
    });
    await signIn('admin@demo.com', 'admin');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/apps/invoice/list'));
    first.unmount();

    const second = await renderWithProviders(<LoginPage />, { route: '/login?redirect=%2F%2Fevil.example' });
    await signIn('admin@demo.com', 'admin');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });

  it('offers to resend the confirmation of an unconfirmed e-mail', async () => {
    const message = 'Your email is not confirmed. Please check your inbox.';
    const api = stubApi({
      'POST /api/jwt/login': () => json(403, { message }),
      'POST /api/jwt/resend-confirmation': () => json(200, { message: 'Sent' }),
    });
    await renderWithProviders(<LoginPage />, { route: '/login' });
    const user = await signIn('new@demo.com', 'password1');
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(await screen.findByText('A new confirmation link is on its way to new@demo.com.')).toBeTruthy();
    expect(api.callsTo('POST /api/jwt/resend-confirmation')[0]?.body).toEqual({ email: 'new@demo.com' });
  });

  it('speaks Polish', async () => {
    stubApi({});
    await renderWithProviders(<LoginV1Page />, { route: '/pages/authentication/login-v1', lng: 'pl' });
    expect(screen.getByLabelText(/^Hasło/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toBeTruthy();
  });
});
