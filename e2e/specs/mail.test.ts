import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

interface InvoiceRow {
  id: number;
  number: string;
  status: string;
}

// No SMTP_URL, as `npm start` runs by default: every send to others is refused, nothing pretends.
describe('mail', () => {
  const app = useApp();

  async function api<T>(path: string, token?: string, body?: unknown): Promise<T> {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  }

  it('send without mail configured: refused, status unchanged', async () => {
    const { accessToken } = await api<{ accessToken: string }>('/jwt/login', undefined, demo.admin);
    const list = await api<{ invoices: InvoiceRow[] }>(
      '/apps/invoice/invoices?status=issued&perPage=1',
      accessToken,
    );
    const invoice = list.invoices[0];
    if (!invoice) throw new Error('the demo data has no issued invoice');

    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');
    await page.goto(`/apps/invoice/preview/${invoice.id}`);
    await page.getByRole('button', { name: 'Send', exact: true }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Send invoice' });
    await drawer.getByLabel('To').fill('biuro@kowalski.pl');
    await drawer.getByRole('button', { name: 'Send', exact: true }).click();

    const alert = drawer.getByRole('alert');
    await alert.getByText('E-mail sending is not set up on this server, so nothing was sent.').waitFor();
    await alert.getByRole('link', { name: 'Open the mail settings' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Test mode' }).count()).toBe(0);

    const after = await api<{ invoice: { status: string; audit: { action: string }[] } }>(
      `/apps/invoice/invoices/${invoice.id}`,
      accessToken,
    );
    expect(after.invoice.status).toBe('issued');
    expect(after.invoice.audit.map((entry) => entry.action)).not.toContain('sent');

    await alert.getByRole('link', { name: 'Open the mail settings' }).click();
    await page.waitForURL('**/pages/account-setting?tab=connections');
  });
});

describe('mail in test mode', () => {
  const app = useApp({ env: () => ({ SMTP_URL: 'outbox:' }) });

  it('shows the test-mode banner, on the login page too', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await app.page.getByRole('status').filter({ hasText: 'Test mode: e-mails are not delivered' }).waitFor();
  });
});
