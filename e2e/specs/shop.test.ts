import sharp from 'sharp';
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

  it('an admin adds a product and uploads its picture', async () => {
    await logIn(demo.admin);
    await app.page.goto('/apps/e-commerce/products');
    await app.page.getByRole('button', { name: 'Add product' }).click();
    await app.page.getByLabel(/^Name/).fill('Kubek firmowy Saldo');
    await app.page.getByLabel(/^Net price/).fill('25,00');
    await app.page.getByRole('button', { name: 'Save' }).click();
    await app.page.getByRole('heading', { name: 'Edit Kubek firmowy Saldo' }).waitFor();
    // A real PNG, drawn here; the server checks its bytes and stores a WebP.
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 110, b: 190 } },
    })
      .png()
      .toBuffer();
    await app.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'kubek.png', mimeType: 'image/png', buffer: png });
    await app.page.getByRole('img', { name: 'Kubek firmowy Saldo, picture 1' }).waitFor();
    await app.page.getByText('Main', { exact: true }).waitFor();
    await app.page.getByRole('button', { name: 'Close' }).click();
  });

  it('a client sees the product the admin added, with its picture', async () => {
    await logIn(demo.client);
    await app.page.goto('/apps/e-commerce/shop');
    await app.page.getByLabel('Search products').fill('kubek firmowy');
    await app.page.getByText('Products found: 1').waitFor();
    // The card's picture is decorative (alt=""): the name is printed beside it.
    const picture = app.page.locator('img[src*="/product-images/"]').first();
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
