import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestModeBanner } from '../app/TestModeBanner.tsx';
import { ApiError } from '../lib/api-client.ts';
import { clearSession } from '../lib/session.ts';
import { json, stubApi } from '../test/api-stub.ts';
import { loginAs } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import { MAIL_SETTINGS_PATH, MailSettingsLink } from './MailSettingsLink.tsx';

const notConfigured = new ApiError(503, {
  message: 'E-mail sending is not set up on this server, so nothing was sent.',
  code: 'mail_not_configured',
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('MailSettingsLink', () => {
  it('leads an administrator to the mail settings when no transport is configured', async () => {
    loginAs('admin');
    await renderWithProviders(<MailSettingsLink error={notConfigured} />, { lng: 'pl' });
    expect(screen.getByRole('link', { name: 'Otwórz ustawienia poczty' }).getAttribute('href')).toBe(
      MAIL_SETTINGS_PATH,
    );
  });

  it('shows a client nothing more, and nothing for other refusals', async () => {
    loginAs('client');
    const { unmount } = await renderWithProviders(<MailSettingsLink error={notConfigured} />);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    loginAs('admin');
    const other = new ApiError(403, { message: 'Confirm first', code: 'mail_unconfirmed_sender' });
    await renderWithProviders(<MailSettingsLink error={other} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('TestModeBanner', () => {
  it('says e-mails are not delivered while the server keeps mail in its outbox', async () => {
    stubApi({ 'GET /api/mail/status': () => json(200, { transport: 'outbox' }) });
    await renderWithProviders(<TestModeBanner />, { lng: 'de' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Testmodus: E-Mails werden nicht zugestellt',
    );
  });

  it('is absent with a real transport or none', async () => {
    for (const transport of ['smtp', 'none']) {
      const api = stubApi({ 'GET /api/mail/status': () => json(200, { transport }) });
      const { unmount } = await renderWithProviders(<TestModeBanner />);
      await vi.waitFor(() => expect(api.callsTo('GET /api/mail/status')).toHaveLength(1));
      expect(screen.queryByRole('status')).toBeNull();
      unmount();
    }
  });
});
