import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

describe('shop (issue 25)', () => {
  // Test-mode mail: the order's e-mail lands in the outbox, so the order says it was mailed.
  const app = useApp({ env: () => ({ SMTP_URL: 'outbox:' }) });

  async function logIn(account: { email: string; password: string }) {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(account.email, account.password);
    await app.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }

  async function placeOrder() {
    await app.page.getByRole('button', { name: 'Next' }).click();
    await app.page.getByLabel(/^Street and number/).waitFor();
    await app.page.getByRole('button', { name: 'Next' }).click();
    await app.page.getByRole('button', { name: 'Place order' }).click();
    await app.page.getByRole('heading', { name: /^Thank you! Order ZAM\/\d+ is placed\.$/ }).waitFor();
    await app.page.getByRole('link', { name: 'View the document' }).click();
    await app.page.waitForURL('**/apps/invoice/preview/**');
  }

  it('a client searches, adds to the cart, checks out and sees the proforma in the portal', async () => {
    await logIn(demo.client);
    await app.page.goto('/apps/e-commerce/shop');
    await app.page.getByLabel('Search products').fill('segregator');
    await app.page.getByRole('button', { name: 'Add Segregator Esselte A4 75 mm to the cart' }).click();
    await app.page.getByRole('link', { name: 'View in cart' }).first().waitFor();
    await app.page.goto('/apps/e-commerce/checkout');
    await app.page.getByText('Segregator Esselte A4 75 mm').waitFor();
    await placeOrder();
    await app.page.getByText(/PRO\//).first().waitFor();
  });

  it('an admin takes a phone order for a customer, then confirms and ships it', async () => {
    await logIn(demo.admin);
    await app.page.goto('/apps/e-commerce/shop');
    await app.page.getByLabel('Search products').fill('TONER');
    await app.page.getByText('Products found: 2').waitFor();
    await app.page.getByRole('button', { name: 'Add Toner Brother TN-2421 to the cart' }).click();
    await app.page.getByRole('link', { name: 'View in cart' }).waitFor();
    await app.page.goto('/apps/e-commerce/checkout');
    await app.page.getByText('Toner Brother TN-2421').waitFor();
    await app.page.getByRole('button', { name: 'Next' }).click();
    await app.page.getByRole('combobox', { name: /^Customer/ }).click();
    await app.page.getByRole('option').first().click();
    // The address comes from the customer's contractor card.
    const name = app.page.getByLabel(/^Name or company/);
    await expect.poll(() => name.inputValue()).not.toBe('');
    await app.page.getByRole('button', { name: 'Next' }).click();
    await app.page.getByRole('button', { name: 'Place order' }).click();
    const thanks = app.page.getByRole('heading', { name: /^Thank you! Order ZAM\/\d+ is placed\.$/ });
    await thanks.waitFor();
    const number = /ZAM\/\d+/.exec((await thanks.textContent()) ?? '')?.[0] ?? '';

    await app.page.goto('/apps/e-commerce/orders');
    await app.page.getByRole('button', { name: `Confirm order ${number}` }).click();
    await app.page.getByRole('button', { name: `Ship order ${number}` }).click();
    const row = app.page.getByRole('row').filter({ hasText: number });
    await row.getByText('Shipped').waitFor();
  });
});
