import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeImapServer, type FakeImapServer } from '../../apps/server/test/fakes/fake-imap-server.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../apps/server/test/fakes/fake-smtp-server.ts';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/**
 * The e-mail app (issue 24) in the browser. With no mailbox connected the page says so and lists the
 * organization's outgoing mail read only; the mailbox settings test a connection and say where it
 * stopped. Then a real IMAP server (hoodiecrow, in this process) and an SMTP server hold the demo
 * admin's mailbox: it is connected through the settings form, a contractor's mail is read and
 * answered, and the flags set in the browser are checked on the IMAP server.
 */
describe('e-mail (issue 24)', () => {
  // The demo admin's own mailbox: INBOX holds a contractor's invoice mail with a PDF, and one more.
  const contractor = { name: 'Kowalski i Synowie sp.j.', email: 'biuro@kowalski-synowie.pl' };
  const invoiceMail = [
    `From: Biuro Kowalski <${contractor.email}>`,
    'To: Anna Kowalska <admin@demo.com>',
    'Subject: Invoice for October',
    'Message-ID: <invoice-october@kowalski-synowie.pl>',
    'Date: Mon, 2 Nov 2026 09:15:00 +0100',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Good morning, our invoice for October is attached.',
    '--b1',
    'Content-Type: application/pdf; name="FV-10-2026.pdf"',
    'Content-Disposition: attachment; filename="FV-10-2026.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
    '--b1--',
    '',
  ].join('\r\n');
  const otherMail = [
    'From: Newsletter <news@example.org>',
    'To: admin@demo.com',
    'Subject: Weekly news',
    'Message-ID: <weekly@example.org>',
    'Date: Sun, 1 Nov 2026 08:00:00 +0100',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Nothing new this week.',
  ].join('\r\n');
  // Started before the app (hooks registered first), so stopped after it: the app's IDLE connection
  // is gone by the time the IMAP server closes, which waits for its connections.
  let imap: FakeImapServer;
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    [imap, smtp] = await Promise.all([
      startFakeImapServer({
        user: 'admin@demo.com',
        password: 'imap-secret',
        inbox: [{ raw: otherMail, flags: ['\\Seen'] }, { raw: invoiceMail }],
      }),
      startFakeSmtpServer(),
    ]);
  });
  afterAll(async () => {
    await imap?.close();
    await smtp?.close();
  });

  const app = useApp();
  // A port that accepts a TCP connection and closes it at once: IMAP gets no greeting from it.
  let silent: Server;
  let silentPort = 0;
  beforeAll(async () => {
    silent = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    silentPort = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  async function logIn() {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
  }

  it('without a mailbox: says so, links to the settings, lists the outgoing mail read only', async () => {
    const { page } = app;
    await logIn();
    await page.goto('/apps/email');
    await page.getByText('No mailbox connected').waitFor();
    expect(await page.getByRole('button', { name: 'Compose' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Select all messages' }).count()).toBe(0);

    const rows = page.getByTestId('email-row');
    await page.getByTestId('email-list').or(page.getByText('No messages here')).first().waitFor();
    if ((await rows.count()) > 0) {
      await rows.first().getByRole('button').first().click();
      await page.getByTestId('email-reader').waitFor();
      await page.getByTestId('mail-body').waitFor();
      expect(await page.getByRole('button', { name: 'Reply' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Move to Trash' }).count()).toBe(0);
    }

    await page.getByRole('link', { name: 'Connect a mailbox' }).click();
    await page.waitForURL('**/pages/account-setting?tab=mailbox');
    await page.getByRole('form', { name: 'Mailbox' }).getByText('Not connected').waitFor();
  });

  // Two refused connections, each waited for by the server: room for a busy machine (120 s).
  it('the mailbox settings: refuses an incomplete form, then tests the connection and says where it stopped', async () => {
    const { page } = app;
    await logIn();
    await page.goto('/pages/account-setting?tab=mailbox');
    const form = page.getByRole('form', { name: 'Mailbox' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Connect mailbox' }).click();
    await form.getByText('Enter the password to connect').waitFor();

    await form.getByLabel('IMAP server').fill('127.0.0.1');
    await form.getByLabel('IMAP port').fill(String(silentPort));
    await form.getByLabel('IMAP user').fill('admin@demo.com');
    await form.getByLabel('IMAP password or app password').fill('sekret');
    await form.getByLabel('SMTP server').fill('127.0.0.1');
    await form.getByLabel('SMTP port').fill(String(silentPort));
    await form.getByLabel('SMTP user').fill('admin@demo.com');
    await form.getByRole('button', { name: 'Test connection' }).click();
    const result = page.getByTestId('mailbox-test-result');
    await result.getByText(/^IMAP failed: /).waitFor({ timeout: 30_000 });
    await result.getByText(/^SMTP failed: /).waitFor({ timeout: 30_000 });
    // Nothing was saved by a test.
    await page.reload();
    await page.getByRole('form', { name: 'Mailbox' }).getByText('Not connected').waitFor();
  }, 120_000);

  // Last in this file: it connects the mailbox, which the tests above expect not to be.
  it("reads a contractor's mail and replies to it; the reply goes out by SMTP and is kept in Sent", async () => {
    const { page } = app;
    const { accessToken } = (await (
      await fetch(`${app.baseUrl}/api/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(demo.admin),
      })
    ).json()) as { accessToken: string };
    // What the contractor still owes, as the invoice list says: the mail shows the same.
    const invoices = (await (
      await fetch(`${app.baseUrl}/api/apps/invoice/invoices?q=${contractor.email}&perPage=100`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { invoices: { number: string; balance: number; invoiceStatus: string }[] };
    const open = invoices.invoices.filter((i) => i.balance > 0 && i.invoiceStatus !== 'cancelled');

    // A long journey with a server-side sync behind most steps: room for a loaded machine.
    page.setDefaultTimeout(45_000);
    await logIn();
    await page.goto('/pages/account-setting?tab=mailbox');
    const form = page.getByRole('form', { name: 'Mailbox' });
    await form.waitFor();
    await form.getByLabel('IMAP server').fill('127.0.0.1');
    await form.getByLabel('IMAP port').fill(String(imap.port));
    await form.getByRole('switch', { name: 'IMAP over TLS' }).uncheck();
    await form.getByLabel('IMAP user').fill(imap.user);
    await form.getByLabel('IMAP password or app password').fill(imap.password);
    await form.getByLabel('SMTP server').fill('127.0.0.1');
    await form.getByLabel('SMTP port').fill(String(smtp.port));
    await form.getByRole('switch', { name: 'SMTP over TLS' }).uncheck();
    await form.getByLabel('SMTP user').fill('admin@demo.com');
    await form.getByRole('button', { name: 'Test connection' }).click();
    const result = page.getByTestId('mailbox-test-result');
    await result.getByText('IMAP: connected').waitFor();
    await result.getByText('SMTP: connected').waitFor();
    await form.getByRole('button', { name: 'Connect mailbox' }).click();
    await form.getByText('Connected', { exact: true }).waitFor();

    await page.goto('/apps/email');
    const open1 = page.getByRole('button', { name: 'Open “Invoice for October” from Biuro Kowalski' });
    await open1.waitFor();
    await page.getByRole('button', { name: 'Open “Weekly news” from Newsletter' }).waitFor();
    expect(await page.getByText('No mailbox connected').count()).toBe(0);
    await open1.click();

    const reader = page.getByRole('article', { name: 'Invoice for October' });
    await reader.getByText('Good morning, our invoice for October is attached.').waitFor();
    await reader.getByText('FV-10-2026.pdf').waitFor();
    const panel = reader.getByRole('region', { name: 'Contractor' });
    await panel.getByRole('link', { name: contractor.name }).waitFor();
    if (open.length === 0) await panel.getByText('No open invoices.').waitFor();
    else {
      await panel.getByText('Open invoices', { exact: true }).waitFor();
      for (const invoice of open.slice(0, 3))
        await panel.getByRole('link', { name: invoice.number, exact: true }).waitFor();
    }
    // Opening it read it, on the IMAP server too.
    const inboxFlags = () => [...imap.flags('INBOX').values()][1] ?? [];
    await expect.poll(inboxFlags, { timeout: 30_000 }).toContain('\\Seen');

    await reader.getByRole('button', { name: 'Reply', exact: true }).click();
    const compose = page.getByRole('dialog', { name: 'Reply' });
    await expect.poll(() => compose.getByLabel('Subject').inputValue()).toBe('Re: Invoice for October');
    await compose.getByText(`Biuro Kowalski <${contractor.email}>`).waitFor();
    const body = compose.getByRole('textbox', { name: 'Message' });
    await body.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Thank you, we will pay it on time.');
    await compose.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('The message was sent.').waitFor();
    await compose.waitFor({ state: 'detached' });

    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(1);
    const [sent] = smtp.received;
    expect(sent?.to).toEqual([contractor.email]);
    expect(sent?.from).toBe('admin@demo.com');
    expect(sent?.raw).toMatch(/^Subject: Re: Invoice for October\r?$/m);
    expect(sent?.raw).toMatch(/^In-Reply-To: <invoice-october@kowalski-synowie\.pl>\r?$/m);
    expect(sent?.raw).toContain('Thank you, we will pay it on time.');
    // Appended to the mailbox's Sent folder, and listed there by the app.
    expect(
      imap.raw('Sent').some((raw) => raw.includes('In-Reply-To: <invoice-october@kowalski-synowie.pl>')),
    ).toBe(true);
    await page.goto('/apps/email/sent');
    await page.getByRole('button', { name: `Open “Re: Invoice for October” from Biuro Kowalski` }).waitFor();

    // Back in the inbox: star the contractor's mail and mark it unread; the IMAP server has both.
    await page.goto('/apps/email');
    await open1.click();
    const star = reader.getByRole('button', { name: 'Star “Invoice for October”' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    await expect.poll(inboxFlags, { timeout: 30_000 }).toContain('\\Flagged');
    await reader.getByRole('button', { name: 'Mark as unread' }).click();
    await page.getByText('Marked unread: 1').waitFor();
    await expect.poll(inboxFlags, { timeout: 30_000 }).not.toContain('\\Seen');
    expect(inboxFlags()).toContain('\\Flagged');
    // The list says so too: the row is starred.
    await page
      .getByRole('listitem')
      .filter({ has: open1 })
      .getByRole('button', { name: 'Star “Invoice for October”', pressed: true })
      .waitFor();
  }, 400_000);
});
