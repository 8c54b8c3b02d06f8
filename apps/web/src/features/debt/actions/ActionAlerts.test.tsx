import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_SETTINGS_PATH } from '../../../components/MailSettingsLink.tsx';
import { clearSession } from '../../../lib/session.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import OverdueListPage from '../pages/OverdueListPage.tsx';
import { overdueList } from '../test-data.ts';

const notConfigured = () =>
  json(503, {
    message: 'E-mail sending is not set up on this server, so nothing was sent.',
    code: 'mail_not_configured',
  });

/** Opens invoice FV/1/03/2026's collection menu and picks `item`; answers its POST with `answer`. */
async function refusedStep(item: string, dialogName: string, post: string, answer: () => Response) {
  const api = stubApi({
    'GET /api/apps/invoice/overdue': () => json(200, overdueList()),
    [`POST /api/apps/invoice/invoices/11/debt/${post}`]: answer,
  });
  const user = userEvent.setup();
  await renderWithProviders(<OverdueListPage />, { route: '/apps/invoices/list/expired' });
  await user.click(await screen.findByRole('button', { name: 'Collection steps for invoice FV/1/03/2026' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { api, user, dialog };
}

beforeEach(() => loginAs('admin'));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('a debt step refused for want of a mail transport', () => {
  it('shows the refusal and, to an administrator, the link to the mail settings in the reminder dialog', async () => {
    const { user, dialog } = await refusedStep(
      'Send reminder e-mail',
      'Send a payment reminder e-mail',
      'reminder',
      notConfigured,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('E-mail sending is not set up on this server');
    expect(within(alert).getByRole('link', { name: 'Open the mail settings' }).getAttribute('href')).toBe(
      MAIL_SETTINGS_PATH,
    );
  });

  it('does the same in the demand-for-payment dialog when the letter is to be e-mailed', async () => {
    const { user, dialog } = await refusedStep(
      'Generate demand for payment',
      'Demand for payment',
      'demand',
      notConfigured,
    );
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Open the mail settings' })).toBeTruthy();
  });

  it('gives no link for the SMS gateway’s refusal', async () => {
    const { user, dialog } = await refusedStep('Send SMS reminder', 'Send an SMS reminder', 'reminder', () =>
      json(503, { message: 'No SMS provider is configured' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('No SMS provider is configured');
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});
