import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateJpkV7m } from '../../apps/server/src/integrations/jpk/jpk-validate.ts';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/** Last month in Warsaw ('2026-10') and its English name ('October 2026'): the demo books fill it. */
function lastMonth(): { period: string; label: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const period = first.toISOString().slice(0, 7);
  const label = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    first,
  );
  return { period, label };
}

describe('tax returns: a month from the books to its filing', () => {
  const app = useApp();

  it('opens a month, fixes a marker, generates and downloads a valid file, and records the filing', async () => {
    const { page } = app;
    const month = lastMonth();
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    // The list of months, each with its status and figures.
    await page.goto('/documents/tax-returns');
    await page.getByRole('heading', { name: 'Tax returns (JPK_V7M)', level: 1 }).waitFor();
    await page.getByRole('link', { name: `Open ${month.label}` }).click();
    await page.waitForURL(`**/documents/tax-returns/${month.period}`);
    await page.getByRole('heading', { name: `JPK_V7M for ${month.label}`, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Prepare the month' }).click();
    await page.getByText('Draft', { exact: true }).first().waitFor();

    // The declaration and both registers.
    await page.getByRole('heading', { name: 'Declaration (VAT-7)' }).waitFor();
    await page.getByRole('tab', { name: /^Purchases \(\d+\)$/ }).click();
    await page
      .getByRole('button', { name: /^Change markers of / })
      .first()
      .waitFor();
    await page.getByRole('tab', { name: /^Sales \(\d+\)$/ }).click();
    const change = page.getByRole('button', { name: /^Change markers of / }).first();
    await change.waitFor();
    const number = ((await change.getAttribute('aria-label')) ?? '').replace('Change markers of ', '');
    expect(number).not.toBe('');

    // Fix a marker: the sale was to a related party (TP), with the reason kept in the history.
    await change.click();
    const dialog = page.getByRole('dialog', { name: `Markers of ${number}` });
    await dialog.getByLabel('Markers', { exact: true }).fill('TP');
    await page.getByRole('option', { name: /^TP – related parties/ }).click();
    await dialog.getByLabel('Reason').fill('Buyer is a related party (art. 32 ustawy o VAT)');
    await dialog.getByRole('button', { name: 'Save markers' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    const row = page.getByRole('row').filter({ hasText: number });
    await row.getByText('Changed: Buyer is a related party (art. 32 ustawy o VAT)').waitFor();
    await row.getByText('TP', { exact: true }).waitFor();

    // Generate: written and checked against the official schema before it can be downloaded.
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText(/^The file is valid: \d+ register rows/).waitFor({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xml$/);
    const xml = await readFile(await file.path(), 'utf8');
    expect(await validateJpkV7m(xml)).toEqual({ ok: true });
    expect(xml).toContain(`<Miesiac>${Number(month.period.slice(5))}</Miesiac>`);
    expect(xml).toContain('<TP>1</TP>');

    // Ready, then filed by hand with the gateway's reference number: the month is locked.
    await page.getByRole('button', { name: 'Mark ready' }).click();
    await page.getByRole('button', { name: 'Mark submitted' }).click();
    const filed = page.getByRole('dialog', { name: 'Return filed' });
    await filed.getByLabel('Reference number').fill('UPO-2026-E2E-0001');
    await filed.getByRole('button', { name: 'Mark submitted' }).click();
    await page
      .getByText('The return has been filed and is locked. Start a correction to change it.')
      .waitFor();

    await page.getByRole('link', { name: 'All months' }).click();
    await page.getByText('Reference no. UPO-2026-E2E-0001').waitFor();
  });
});
