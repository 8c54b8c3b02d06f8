import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

// Issue 18 (decision 0014): the list's rows come before its totals, and a text search with more
// matches than the server counts says "more than …" without sums. The cap is set low here.
describe('invoice list totals', () => {
  const app = useApp({ env: () => ({ LIST_SEARCH_COUNT_CAP: '3' }) });

  it('paints the rows before the totals, and says "more than" a broad search', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    // The totals are held back until the rows are on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/apps/invoice/invoices/totals**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/apps/invoice/list');
    await page.getByRole('link', { name: /^FV\// }).first().waitFor();
    expect(await page.getByTestId('sums-PLN').count()).toBe(0);
    release();
    await page.getByTestId('sums-PLN').waitFor();
    await page.unroute('**/api/apps/invoice/invoices/totals**');

    // Every demo invoice number has 'FV': more matches than the cap of 3.
    await page.goto('/apps/invoice/list?q=FV');
    await page.getByText(/of more than 3 entries: narrow the search/).waitFor();
    await page.getByRole('link', { name: /^FV\// }).first().waitFor();
    expect(await page.getByTestId('sums-PLN').count()).toBe(0);
  });
});
