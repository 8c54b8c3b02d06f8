import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demo, LoginPage, logInAsAdmin } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';
import { galleryFindings, watchProblems, type GalleryRoute } from '../support/page-checks.ts';

/** The gallery's routes of this spec, each with what shows that its data has arrived. */
const routes: GalleryRoute[] = [
  { path: '/card/card-basic', title: 'Basic cards', ready: '[data-testid="card-value"]' },
  { path: '/card/card-advance', title: 'Advanced cards', ready: '[data-testid="card-goal-overview"] a' },
  { path: '/card/statistic', title: 'Statistics cards', ready: '[data-testid="card-value"]' },
  { path: '/card/analytic', title: 'Analytics cards', ready: '[data-testid="card-revenue-report"] a' },
  { path: '/card/action', title: 'Cards with actions', ready: '[data-testid="card-value"]' },
  { path: '/table/bs-table', title: 'Data table', ready: '[role="grid"] td[data-cell="0:0"]' },
  {
    path: '/table/vue-good-table',
    title: 'Data grid with filters',
    ready: '[role="grid"] td[data-cell="0:0"]',
  },
  { path: '/forms/form-element/auto-suggest', title: 'Auto-suggest', ready: '[role="combobox"]' },
];

describe('component gallery: cards, tables, auto-suggest (issue 27)', () => {
  const app = useApp({ env: () => ({ DEBT_SCHEDULE_INTERVAL_MS: '0' }) });

  it('every gallery page opens for an admin without errors and with no serious axe finding in either skin', async () => {
    const { page } = app;
    const problems = watchProblems(page);
    await logInAsAdmin(page);
    const findings = await galleryFindings(page, routes);
    expect(findings).toEqual([]);
    expect(problems).toEqual([]);
    // Eight pages, axe twice on each: more than the default minute on a busy machine.
  }, 300_000);

  it('the data grid moves with the arrow keys, exports CSV, hides a column, and Enter opens the invoice', async () => {
    const { page } = app;
    await logInAsAdmin(page);
    await page.goto('/table/bs-table');
    const grid = page.getByRole('grid', { name: 'The newest invoices' });
    const first = grid.locator('td[data-cell="0:0"]');
    await first.waitFor();
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell')))
      .toBe('1:1');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).first().click();
    const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Number,Contractor,NIP,City');

    await page.getByRole('button', { name: 'Columns' }).first().click();
    await page.getByRole('checkbox', { name: 'NIP' }).uncheck();
    await expect.poll(() => grid.getByRole('columnheader', { name: 'NIP' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await grid.locator('td[data-cell="1:1"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/apps/invoice/preview/*');
  });

  it('the server-side grid pages and searches; the auto-suggest opens a contractor', async () => {
    const { page } = app;
    await logInAsAdmin(page);
    await page.goto('/table/vue-good-table');
    const grid = page.getByRole('grid', { name: 'Paged by the server' });
    await grid.locator('td[data-cell="0:0"]').waitFor();
    await page.getByLabel('Search invoices').fill('Kraków');
    await expect
      .poll(async () => {
        const cities = await grid.locator('tbody tr td:nth-child(4)').allTextContents();
        return cities.length > 0 && cities.every((city) => city === 'Kraków');
      })
      .toBe(true);

    await page.goto('/forms/form-element/auto-suggest');
    const field = page.getByRole('combobox', { name: 'Find a contractor, product or screen' }).first();
    await field.fill('kowal');
    const option = page.getByRole('option', { name: /Kowalski i Synowie/ });
    await option.waitFor();
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.waitForURL(/\/apps\/contractors\/\d+$/);
  });

  it("the template's card paths lead to the spec's, and the card pages list each other", async () => {
    const { page } = app;
    await logInAsAdmin(page);
    await page.goto('/card/card-statistic');
    await page.waitForURL('**/card/statistic');
    await page.getByRole('heading', { name: 'Statistics cards' }).waitFor();
    const cards = page.getByRole('navigation', { name: 'Cards' });
    expect(await cards.getByRole('link', { name: 'Statistics cards' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await cards.getByRole('link', { name: 'Cards with actions' }).click();
    await page.waitForURL('**/card/action');
    await page.locator('[data-testid="card-value"]').first().waitFor();
    expect(await page.getByText('This module is being built').count()).toBe(0);
  });

  it('a client sees no UI kit in the menu and is refused the gallery', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.client.email, demo.client.password);
    await page.waitForURL('**/access-control');
    expect(await page.getByText('UI kit', { exact: true }).count()).toBe(0);
    await page.goto('/table/bs-table');
    await page.waitForURL('**/pages/miscellaneous/not-authorized');
  });
});
