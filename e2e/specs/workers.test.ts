import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../apps/server/test/fakes/fake-smtp-server.ts';
import { demo, LoginPage } from '../pages/login-page.ts';
import { newPage } from '../support/browser.ts';
import { useApp } from '../support/fixture.ts';

// The questionnaire goes to an SMTP server in this process, where the test reads the link.
let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

/** The questionnaire link in a received mail (quoted-printable undone). */
function mailedLink(to: string): string | undefined {
  const mail = smtp.received.find((m) => m.to.includes(to));
  const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"<]+\/worker-form\?token=[\w-]+/.exec(text ?? '')?.[0];
}

describe('workers: the onboarding questionnaire', () => {
  const app = useApp({ env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'saldo@demo.test' }) });

  it('is sent, filled in logged out, and accepted into a new worker record', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/apps/workers/send-form');
    await page.getByRole('heading', { name: 'Personal questionnaire' }).waitFor();
    await page.getByLabel('E-mail address').fill('nowy.pracownik@example.com');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('The questionnaire was sent to nowy.pracownik@example.com.').waitFor();
    await expect.poll(() => mailedLink('nowy.pracownik@example.com'), { timeout: 15_000 }).toBeTruthy();
    const link = new URL(mailedLink('nowy.pracownik@example.com') ?? '');

    // Logged out: a browser context of its own, with no session.
    const browser = app.context.browser();
    if (!browser) throw new Error('the test context has no browser');
    const stranger = await newPage(browser, app.baseUrl);
    try {
      const form = stranger.page;
      await form.goto(`${link.pathname}${link.search}`);
      await form.getByRole('heading', { name: 'Kwestionariusz osobowy' }).waitFor();
      await form.getByLabel('Imię').fill('Zofia');
      await form.getByLabel('Nazwisko').fill('Ankietowa');
      await form.getByLabel('Data urodzenia').fill('1990-05-05');
      await form.getByLabel('E-mail').fill('zofia@example.com');
      await form.getByLabel('Ulica').fill('Kwiatowa');
      await form.getByLabel('Nr domu').fill('7');
      await form.getByLabel('Miejscowość').fill('Lublin');
      // Checked as typed: a wrong postal code is named before anything is sent.
      await form.getByLabel('Kod pocztowy').fill('20-00');
      await form.getByLabel('Kod pocztowy').blur();
      await form.getByText('Podaj kod pocztowy w formacie NN-NNN.').waitFor();
      await form.getByLabel('Kod pocztowy').fill('20-001');
      await form.getByLabel('PESEL').fill('90050512341');
      await form.getByText('Prawidłowy PESEL (data urodzenia 1990-05-05).').waitFor();
      await form.getByLabel('Rachunek bankowy (IBAN)').fill('PL61 1090 1014 0000 0712 1981 2874');
      await form.getByRole('button', { name: 'Wyślij odpowiedzi' }).click();
      await form.getByText('Dziękujemy').waitFor();

      // The link works once.
      await form.goto(`${link.pathname}${link.search}`);
      await form.getByText('the link works only once').waitFor();
    } finally {
      await stranger.context.close();
    }

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Zofia Ankietowa' });
    await row.getByText('Waiting for review').waitFor();
    await row.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review the answers' });
    await dialog.getByText('PL61 1090 1014 0000 0712 1981 2874').waitFor();
    await dialog.getByRole('button', { name: /Take into the record/ }).click();

    await page.waitForURL('**/apps/workers/preview/**');
    await page.getByRole('heading', { name: 'Zofia Ankietowa' }).waitFor();
    await page.getByText('1990-05-05').first().waitFor();
    await page.getByText('Questionnaire answers taken into the record').waitFor();
  });
});
