import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

// The demo company's own books: the seed's invoices and costs of the last months.
async function logIn(page: Page) {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(demo.admin.email, demo.admin.password);
  await page.waitForURL('**/dashboard/**');
}

/** A SegmentedControl option is a hidden radio under its label: the label takes the click. */
const choose = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).locator('label', { hasText: option }).click();

describe('reports', () => {
  const app = useApp({ env: () => ({ NBP_API_URL: 'off' }) });

  it('opens the sales report, changes the period and drills down to an invoice', async () => {
    const { page } = app;
    await logIn(page);
    await page.goto('/reports/invoices?period=year');
    await page.getByRole('heading', { name: 'Sales report', level: 1 }).waitFor();
    const contractors = page.getByTestId('sales-contractors-table');
    await contractors.waitFor({ timeout: 30_000 });
    await page.getByRole('img', { name: /Chart: By contractor/ }).waitFor();

    const yearText = await page.getByTestId('report-period').textContent();
    await choose(page, 'Period', 'Quarter');
    await page.waitForURL(/period=quarter/);
    await expect.poll(() => page.getByTestId('report-period').textContent()).not.toBe(yearText);
    await choose(page, 'Compare with', 'Same period last year');
    await page.waitForURL(/compare=lastYear/);
    await choose(page, 'Period', 'Year');
    await page.waitForURL(/period=year/);

    // The quarter stays on screen while the year loads: wait for the year's links.
    const firstContractor = page
      .getByTestId('sales-contractors-table')
      .locator('a[href*="-01-01"][href*="contractorId="]')
      .first();
    await firstContractor.waitFor({ timeout: 30_000 });
    await firstContractor.click();
    await page.waitForURL(/\/apps\/invoice\/list\?.*contractorId=\d+/);
    expect(new URL(page.url()).searchParams.get('dateFrom')).toMatch(/^\d{4}-01-01$/);
    // The report stays on screen until the list's page has loaded: wait for an invoice's own link.
    const invoiceLink = page.locator('a[href^="/apps/invoice/preview/"]').first();
    await invoiceLink.waitFor({ timeout: 30_000 });
    await invoiceLink.click();
    await page.waitForURL('**/apps/invoice/preview/**');
  });

  it('opens the costs report and drills down from a month to the costs list', async () => {
    const { page } = app;
    await logIn(page);
    await page.goto('/reports/costs?period=year');
    await page.getByRole('heading', { name: 'Costs report', level: 1 }).waitFor();
    const months = page.getByTestId('costs-monthly-table');
    await months.waitFor({ timeout: 30_000 });
    await choose(page, 'Period', 'Custom');
    await page.waitForURL(/period=custom/);
    await page.getByLabel('From month').fill('2026-01');
    await page.waitForURL(/from=2026-01/);
    await months.getByRole('link').first().click();
    await page.waitForURL(/\/documents\/costs\?month=\d{4}-\d{2}/);
  });

  it('opens the income report with its estimate and changes the form of taxation', async () => {
    const { page } = app;
    await logIn(page);
    await page.goto('/reports/income?period=year');
    await page.getByRole('heading', { name: 'Income report', level: 1 }).waitFor();
    await page.getByTestId('income-estimate').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('income-estimate').textContent()).toContain('Tax scale');
    await page.getByTestId('income-vat-table').waitFor();
    await page.getByTestId('income-cash-table').waitFor();
    await choose(page, 'Period', 'Month');
    await page.waitForURL(/period=month/);

    await page.getByLabel('Form of taxation').first().click();
    await page.getByRole('option', { name: 'Flat tax 19 %' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The form of taxation is saved.').waitFor();
    await expect.poll(() => page.getByTestId('income-estimate').textContent()).toContain('Flat tax 19 %');
  });
});
