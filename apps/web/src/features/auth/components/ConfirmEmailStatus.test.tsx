import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import ConfirmEmailPage from '../pages/ConfirmEmailPage.tsx';
import { json, stubApi } from '../../../test/api-stub.ts';

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmEmailPage', () => {
  it('confirms the token once on load', async () => {
    const api = stubApi({ 'POST /api/jwt/confirm-email': () => json(200, { message: 'OK' }) });
    await renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email?token=t1' });
    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeTruthy();
    expect(api.callsTo('POST /api/jwt/confirm-email')).toEqual([
      { route: 'POST /api/jwt/confirm-email', body: { token: 't1' } },
    ]);
  });

  it('shows the failure and lets the user ask for a new link', async () => {
    const api = stubApi({
      'POST /api/jwt/confirm-email': () => json(400, { message: 'This link is invalid or has expired.' }),
      'POST /api/jwt/resend-confirmation': () => json(200, { message: 'OK' }),
    });
    await renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email?token=used' });
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@demo.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(await screen.findByText('A new confirmation link is on its way to anna@demo.com.')).toBeTruthy();
    expect(api.callsTo('POST /api/jwt/resend-confirmation')[0]?.body).toEqual({ email: 'anna@demo.com' });
  });
});
