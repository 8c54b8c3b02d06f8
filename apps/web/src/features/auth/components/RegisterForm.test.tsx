import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import RegisterPage from '../pages/RegisterPage.tsx';
import { authAnswer, json, stubApi } from '../../../test/api-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/), 'anna');
  await user.type(screen.getByLabelText(/^E-mail/), 'anna@demo.com');
  await user.type(screen.getByLabelText(/^Password/), 'longenough');
  await user.click(screen.getByLabelText('I agree to the privacy policy and terms'));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('RegisterPage', () => {
  it('checks the rules before sending', async () => {
    const api = stubApi({});
    await renderWithProviders(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter your username.')).toBeTruthy();
    expect(screen.getByText('Please enter your email.')).toBeTruthy();
    // The rule is also the field's hint, so it shows twice: once as hint, once as the error.
    expect(screen.getAllByText('At least 8 characters')).toHaveLength(2);
    expect(screen.getByText('Please accept the privacy policy and terms.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('puts the server field errors under their fields', async () => {
    stubApi({
      'POST /api/jwt/register': () =>
        json(400, {
          message: 'Validation failed',
          errors: { email: 'This email is already in use.', username: 'This username is already in use.' },
        }),
    });
    await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit();

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(
      document.getElementById(describedBy.split(' ').find((id) => id.endsWith('error')) ?? '')?.textContent,
    ).toBe('This email is already in use.');
    expect(screen.getByText('This username is already in use.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getSession().accessToken).toBeNull();
  });

  it('signs the new admin in, tells them to confirm the e-mail and goes home', async () => {
    const api = stubApi({
      'POST /api/jwt/register': () => json(200, authAnswer('admin', { email: 'anna@demo.com' })),
    });
    const { router } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /api/jwt/register')[0]?.body).toEqual({
      username: 'anna',
      email: 'anna@demo.com',
      password: 'longenough',
    });
    expect(getSession().userData?.email).toBe('anna@demo.com');
    expect(
      await screen.findByText('Please confirm your e-mail address: we have sent a link to anna@demo.com.'),
    ).toBeTruthy();
  });
});
