import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import ResetPasswordPage from '../pages/ResetPasswordPage.tsx';
import ResetPasswordV2Page from '../pages/ResetPasswordV2Page.tsx';
import { json, stubApi } from '../../../test/api-stub.ts';

afterEach(() => vi.unstubAllGlobals());

async function choose(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('blocks passwords that do not match', async () => {
    const api = stubApi({});
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    await choose('new-password-1', 'new-password-2');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the token and the password, then offers to sign in', async () => {
    const api = stubApi({ 'POST /api/jwt/reset-password': () => json(200, { message: 'OK' }) });
    await renderWithProviders(<ResetPasswordV2Page />, {
      route: '/pages/authentication/reset-password-v2?token=abc',
    });
    await choose('new-password-1', 'new-password-1');
    expect(
      await screen.findByText('Your password has been changed. You can now sign in with the new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('POST /api/jwt/reset-password')[0]?.body).toEqual({
      token: 'abc',
      password: 'new-password-1',
    });
  });

  it('shows the server refusal with a way to get a new link', async () => {
    stubApi({
      'POST /api/jwt/reset-password': () => json(400, { message: 'This link is invalid or has expired.' }),
    });
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=old' });
    await choose('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it('says at once that a link without a token cannot work', async () => {
    stubApi({});
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert').textContent).toContain('This link is invalid or has expired.');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
