import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { json, stubApi } from '../../../test/api-stub.ts';
import { TwoFactorTab } from './TwoFactorTab.tsx';

afterEach(() => vi.unstubAllGlobals());

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code-${i}aaa-bbbb-cccc`);

describe('TwoFactorTab', () => {
  it('enrols: QR code and key, a wrong code refused, the right one shows the recovery codes once', async () => {
    let enabled = false;
    const api = stubApi({
      'GET /api/account-setting/two-factor': () =>
        json(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0, required: false }),
      'POST /api/account-setting/two-factor/setup': () =>
        json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Saldo:anna?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCodeDataUrl: 'data:image/png;base64,AAAA',
        }),
      'POST /api/account-setting/two-factor/enable': (body) => {
        if ((body as { code: string }).code !== '123456')
          return json(400, { message: 'The code is not valid.' });
        enabled = true;
        return json(200, { recoveryCodes });
      },
    });
    await renderWithProviders(<TwoFactorTab />, { route: '/' });
    const user = userEvent.setup();
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

    expect((await screen.findByAltText('QR code for your authenticator app')).getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();

    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not valid.')).toBeTruthy();

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('[role="listitem"]')).toHaveLength(10);
    expect(api.callsTo('POST /api/account-setting/two-factor/enable').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Two-factor sign-in is on. Recovery codes left: 10./)).toBeTruthy();
    expect(screen.queryByText(recoveryCodes[0] ?? '')).toBeNull();
  });

  it('switches off with the password', async () => {
    const api = stubApi({
      'GET /api/account-setting/two-factor': () =>
        json(200, { enabled: true, recoveryCodesLeft: 7, required: false }),
      'POST /api/account-setting/two-factor/disable': () =>
        json(200, { enabled: false, recoveryCodesLeft: 0, required: false }),
    });
    await renderWithProviders(<TwoFactorTab />, { route: '/' });
    const user = userEvent.setup();
    expect(await screen.findByText(/Recovery codes left: 7/)).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/account-setting/two-factor/disable')[0]?.body).toEqual({
        password: 'my-password',
      }),
    );
  });
});
