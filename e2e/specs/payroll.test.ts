import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

// The demo's Piotr Kamiński (employment contract since before the demo's payroll months); his payslip
// is encrypted with his PESEL, the default password rule.
const WORKER = 'Piotr Kamiński';
const PESEL = '84090215735';
const WORK = 'Projekt logo firmy';

/** Today in Warsaw and the last day of its month, as the app's date inputs take them. */
function thisMonth(): { today: string; lastDay: string; label: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastDay = `${today.slice(0, 8)}${String(last).padStart(2, '0')}`;
  const label = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return { today, lastDay, label };
}

describe('payroll: a contract, a month, a payslip', () => {
  const app = useApp();

  it('adds a contract, runs and approves the month, and downloads a payslip', async () => {
    const { page } = app;
    const month = thisMonth();
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    // A contract for a specific work for a worker already employed: it joins this month's list.
    await page.goto('/apps/contracts/add');
    await page.getByRole('heading', { name: 'Add a contract', level: 1 }).waitFor();
    // The worker picker lists "last name first name" and filters as typed.
    const picker = page.getByPlaceholder('Choose a worker');
    await picker.click();
    await picker.fill('Kamiń');
    await page.getByRole('option', { name: 'Kamiński Piotr' }).click();
    await page.getByText('Contract for a specific work', { exact: true }).click();
    await page.getByLabel('Signed on').fill(month.today);
    await page.getByLabel('Start date').fill(month.today);
    await page.getByLabel('Delivery date').fill(month.lastDay);
    await page.getByLabel('Gross fee').fill('2000');
    await page.getByLabel('The work to deliver').fill(WORK);
    await page.getByRole('button', { name: 'Add contract' }).click();
    await page.waitForURL('**/apps/contracts/add?id=*');

    // This month's list: every contract active in it, the new one included.
    await page.goto('/documents/payroll');
    await page.getByRole('heading', { name: 'Payroll', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Start payroll list' }).click();
    await page.getByRole('heading', { name: `Payroll list – ${month.label}`, level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: WORK });
    await row.getByText(WORKER).waitFor();
    expect(await row.getByRole('textbox').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Approve' }).click();
    // Approved: the list is locked and offers the bank transfers instead of approval.
    await page.getByRole('button', { name: 'Bank transfers (CSV)' }).waitFor({ timeout: 40_000 });
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download the payslip of ${WORKER}` }).click(),
    ]);
    const path = await download.path();
    const pdf = await readFile(path);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Encrypted: it opens with the worker's PESEL only.
    await expect(getDocumentProxy(new Uint8Array(pdf))).rejects.toThrow();
    const proxy = await getDocumentProxy(new Uint8Array(pdf), { password: PESEL });
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain(WORKER);
    expect(text).toContain('Umowa o dzieło');
  });
});
