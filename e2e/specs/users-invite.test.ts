import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../apps/server/test/fakes/fake-smtp-server.ts';
import { demo, LoginPage } from '../pages/login-page.ts';
import { newPage } from '../support/browser.ts';
import { useApp } from '../support/fixture.ts';

// The invitation goes to an SMTP server in this process, where the test reads the link.
let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

/** The invitation link in a received mail (quoted-printable undone). */
function mailedLink(to: string): string | undefined {
  const mail = smtp.received.find((m) => m.to.includes(to));
  const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"<]+\/reset-password\?token=[\w%-]+/.exec(text ?? '')?.[0];
}

describe('users: an invitation (issue 23)', () => {
  const app = useApp({ env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'saldo@demo.test' }) });

  it('the admin invites a user, who sets a password from the e-mail, signs in and shows as active', async () => {
    const email = 'zofia.zaproszona@example.com';
    const password = 'Ksiegi-Rachunkowe-2026';
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/apps/user/list');
    await page.getByRole('button', { name: 'Add user' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Add user' });
    await drawer.getByLabel(/^Full name/).fill('Zofia Zaproszona');
    await drawer.getByLabel(/^Username/).fill('zofia.zaproszona');
    await drawer.getByLabel(/^E-mail/).fill(email);
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Zofia Zaproszona has been invited by e-mail.').waitFor();
    const invited = page.getByRole('row').filter({ hasText: 'Zofia Zaproszona' });
    await invited.getByText('Pending').waitFor();

    await expect.poll(() => mailedLink(email), { timeout: 15_000 }).toBeTruthy();
    const link = new URL(mailedLink(email) ?? '');

    // The invitee's own browser: a context of its own, with no session.
    const browser = app.context.browser();
    if (!browser) throw new Error('the test context has no browser');
    const invitee = await newPage(browser, app.baseUrl);
    try {
      const own = invitee.page;
      await own.goto(`${link.pathname}${link.search}`);
      await own.getByLabel(/^New password/).fill(password);
      await own.getByLabel(/^Confirm password/).fill(password);
      await own.getByRole('button', { name: 'Set new password' }).click();
      await own.getByText('Your password has been changed.').waitFor();
      await own.getByRole('link', { name: 'Sign in', exact: true }).click();
      await own.waitForURL('**/login**');
      await new LoginPage(own).logIn(email, password);
      await own.waitForURL('**/dashboard/**');
    } finally {
      await invitee.context.close();
    }

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).fill('zaproszona');
    await page.waitForURL('**q=**');
    await page.getByRole('row').filter({ hasText: 'Zofia Zaproszona' }).getByText('Active').waitFor();
  });
});
