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

// The analytics and e-commerce dashboards (issue 22) on the demo company's books.
describe('analytics and e-commerce dashboards', () => {
  const app = useApp({ env: () => ({ NBP_API_URL: 'off' }) });

  it('shows the admin both dashboards with figures from the books and follows a card through', async () => {
    const { page } = app;
    await logIn(page, demo.admin, '**/dashboard/**');

    await page.getByRole('link', { name: 'Analytics dashboard' }).first().click();
    await page.waitForURL('**/dashboard/analytics');
    await page.getByRole('heading', { name: 'Analytics dashboard' }).waitFor({ timeout: 30_000 });
    // Real figures: the demo books have sales, so the 12 months' sales are an amount above zero.
    const sales = page.getByTestId('stat-revenue-value');
    await sales.waitFor({ timeout: 30_000 });
    expect(await sales.textContent()).toMatch(/[1-9]/);
    expect(await page.getByTestId('stat-invoices-value').textContent()).toMatch(/^[1-9]/);
    await page.getByTestId('books-revenue-table').waitFor();
    expect(await page.getByTestId('books-clients-table').getByRole('link').count()).toBeGreaterThan(0);
    await page.getByTestId('tile-orders').getByTestId('card-value').waitFor({ timeout: 30_000 });

    await page.goto('/dashboard/ecommerce');
    await page.getByRole('heading', { name: 'E-commerce dashboard' }).waitFor({ timeout: 30_000 });
    const products = page.getByTestId('books-products-table');
    await products.waitFor({ timeout: 30_000 });
    expect(await products.getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('stat-sales-value').textContent()).toMatch(/[1-9]/);
    // The shop's orders (issue 25): the demo shop has orders in every status.
    await page.getByTestId('orders-month').waitFor();

    // A card leads to the screen behind it: the clients card to the contractors list.
    await page
      .getByTestId('card-stat-customers')
      .getByRole('link', { name: 'Open: Clients invoiced' })
      .click();
    await page.waitForURL('**/apps/contractors/list');
  });

  it('refuses a client the dashboards', async () => {
    const { page } = app;
    await logIn(page, demo.client, '**/access-control');
    await page.goto('/dashboard/analytics');
    await page.waitForURL('**/pages/miscellaneous/not-authorized');
  });
});
