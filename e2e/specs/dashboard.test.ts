import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

async function logIn(page: Page, who: { email: string; password: string }, landing: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(who.email, who.password);
  await page.waitForURL(landing);
}

const todayInPoland = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());

// The demo company's books: the seed's invoices, costs and bank statements; the demo client is linked
// to one of its contractors.
describe('dashboard', () => {
  const app = useApp({ env: () => ({ NBP_API_URL: 'off' }) });

  it('shows the admin the cards with figures from the books and follows a card to its screen', async () => {
    const { page } = app;
    await logIn(page, demo.admin, '**/dashboard/**');
    const receivables = page.getByTestId('card-receivables');
    await receivables.waitFor({ timeout: 30_000 });
    // Figures, not placeholders: an amount in złoty in the receivables and the revenue card.
    await expect.poll(() => page.getByTestId('receivables-total').textContent()).toMatch(/\d.*zł|PLN/);
    await expect.poll(() => page.getByTestId('revenue-this-month').textContent()).toMatch(/\d/);
    await page
      .getByTestId('card-deadlines')
      .getByText(/ZUS contributions for/)
      .waitFor();
    await page
      .getByTestId('card-deadlines')
      .getByText(/JPK_V7M and VAT for/)
      .waitFor();
    await page.getByTestId('cash-balance').first().waitFor();

    // Issue balance confirmations as of today to every contractor with an open balance.
    const confirmations = page.getByTestId('card-confirmations');
    await confirmations.getByLabel('As of').fill(todayInPoland());
    await confirmations.getByRole('button', { name: 'Issue to all with a balance' }).click();
    await expect
      .poll(() => confirmations.getByTestId('confirmations-pending').textContent())
      .not.toMatch(/: 0$/);

    await receivables.getByRole('link', { name: 'Open: Receivables' }).click();
    await page.waitForURL('**/apps/invoices/list/expired');
  });

  it('shows the client their balance, downloads the confirmation PDF and confirms it', async () => {
    const { page } = app;
    await logIn(page, demo.client, '**/access-control');
    await page.getByRole('heading', { name: 'Your account with us' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toMatch(/\d/);

    const confirmation = page.getByTestId('confirmation').first();
    await confirmation.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirmation.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^potwierdzenie-salda-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the balance' });
    await dialog.getByLabel('Comment').fill('Zgodne z naszymi księgami.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => confirmation.getByTestId('confirmation-status').textContent()).toBe('Confirmed');
  });
});
