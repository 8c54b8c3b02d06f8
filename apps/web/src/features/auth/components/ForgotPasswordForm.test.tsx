import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import ForgotPasswordPage from '../pages/ForgotPasswordPage.tsx';
import { json, stubApi } from '../../../test/api-stub.ts';

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('sends the address and says the same whether or not it exists', async () => {
    const api = stubApi({ 'POST /api/jwt/forgot-password': () => json(200, { message: 'OK' }) });
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@demo.com{Enter}');
    expect(await screen.findByText(/If an account exists for anna@demo.com/)).toBeTruthy();
    expect(api.callsTo('POST /api/jwt/forgot-password')[0]?.body).toEqual({ email: 'anna@demo.com' });
  });
});
