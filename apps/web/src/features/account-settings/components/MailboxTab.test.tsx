import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailboxSettingsResponse } from '@saldo/contracts/email';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MailboxTab } from './MailboxTab.tsx';

const status = { connected: true, state: 'watching', lastSyncAt: null, error: null, errorAt: null } as const;
const connected: MailboxSettingsResponse = {
  settings: {
    imap: { host: 'imap.firma.pl', port: 993, secure: true, user: 'admin@firma.pl' },
    smtp: { host: 'smtp.firma.pl', port: 465, secure: true, user: 'admin@firma.pl' },
    fromName: 'Admin',
    fromEmail: 'admin@firma.pl',
    hasImapPassword: true,
    hasSmtpPassword: true,
  },
  status,
};

afterEach(() => vi.unstubAllGlobals());

describe('the mailbox settings', () => {
  it('never shows the stored passwords, keeps them when left empty, and says where a test failed', async () => {
    loginAs('admin');
    const api = stubApi({
      'GET /api/apps/email/mailbox': () => json(200, connected),
      'POST /api/apps/email/mailbox/test-connection': () =>
        json(200, {
          imap: {
            ok: false,
            stage: 'auth',
            message: 'IMAP login refused: [AUTHENTICATIONFAILED] Invalid credentials',
          },
          smtp: { ok: true, stage: null, message: 'SMTP ready' },
        }),
      'PUT /api/apps/email/mailbox': () => json(200, connected),
    });
    await renderWithProviders(<MailboxTab />);
    const host = await screen.findByLabelText(/IMAP server/, undefined, { timeout: 8000 });
    expect(host).toHaveProperty('value', 'imap.firma.pl');
    const password = screen.getByLabelText('IMAP password or app password');
    expect(password).toHaveProperty('value', '');
    expect(screen.getAllByText('Stored and never shown. Leave empty to keep it.')).toHaveLength(2);

    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Test connection' }));
    const result = await screen.findByTestId('mailbox-test-result');
    expect(within(result).getByText('IMAP failed: the login was refused')).toBeTruthy();
    expect(
      within(result).getByText('IMAP login refused: [AUTHENTICATIONFAILED] Invalid credentials'),
    ).toBeTruthy();
    expect(within(result).getByText('SMTP: connected')).toBeTruthy();

    await actor.type(password, 'nowe-haslo');
    await actor.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT /api/apps/email/mailbox')).toHaveLength(1));
    const sent = api.callsTo('PUT /api/apps/email/mailbox')[0]?.body as { imap: object; smtp: object };
    expect(sent.imap).toEqual({
      host: 'imap.firma.pl',
      port: 993,
      secure: true,
      user: 'admin@firma.pl',
      password: 'nowe-haslo',
    });
    expect(sent.smtp).not.toHaveProperty('password');
  }, 60_000);

  it('a first connection needs the IMAP password and a valid port, in words', async () => {
    loginAs('admin');
    const api = stubApi({
      'GET /api/apps/email/mailbox': () =>
        json(200, { settings: null, status: { ...status, connected: false, state: 'stopped' } }),
    });
    await renderWithProviders(<MailboxTab />);
    const actor = userEvent.setup();
    await actor.type(
      await screen.findByLabelText(/IMAP server/, undefined, { timeout: 8000 }),
      'imap.firma.pl',
    );
    await actor.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    expect(await screen.findByText('Enter the password to connect')).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(api.callsTo('PUT /api/apps/email/mailbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  }, 60_000);
});
