import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

// Issue 18 (decision 0014) on the overdue and contractor lists: the overdue rows come before the
// totals asked for beside them, and a search with more matches than the server counts says
// "more than …". The cap is set low here so the demo data goes past it.
describe('overdue and contractor list totals', () => {
  const app = useApp({ env: () => ({ LIST_SEARCH_COUNT_CAP: '2', NBP_API_URL: 'off' }) });

  it('paints the overdue rows before the totals, and says "more than" broad searches', async () => {
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
    const totals = '**/api/apps/invoice/overdue/totals**';
    await page.route(totals, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/apps/invoices/list/expired');
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
    await rows.first().waitFor({ timeout: 15_000 });
    const sums = page.locator('[data-testid^="sums-"]');
    expect(await sums.count()).toBe(0);
    release();
    await sums.first().waitFor();
    await page.unroute(totals);

    // Every invoice number has a '/': more overdue matches than the cap of 2, and no sums.
    await page.goto('/apps/invoices/list/expired?q=%2F');
    await page.getByText(/of more than 2 entries: narrow the search/).waitFor();
    await rows.first().waitFor();
    expect(await sums.count()).toBe(0);

    // The contractor list: a broad search says "more than 2"; each row has its balance cell.
    await page.goto('/apps/contractors/list?q=a');
    await page.getByText(/of more than 2: narrow the search/).waitFor();
    await page.getByRole('columnheader', { name: 'Balance due' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Balance due' }).count()).toBeGreaterThan(2);
  });
});
