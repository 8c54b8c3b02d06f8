import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  cartSchema,
  checkoutDefaultsSchema,
  orderSchema,
  paymentLinkSchema,
  paymentSettingsSchema,
  productListSchema,
  type Order,
} from '@saldo/contracts/shop';
import { startFakeP24Server, type FakeP24Server } from '../../../test/fakes/fake-p24-server.ts';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { shopPaymentSettings, shopPayments } from './shop-payments.table.ts';
import { address } from './test-helpers.ts';

const account = { merchantId: 123456, posId: 123456, apiKey: 'api-key-secret-1', crc: 'crc-key-secret-1' };

let t: TestApp;
let admin: Caller;
let client: Caller;
let other: Caller;
let p24: FakeP24Server;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
  other = (await otherOrganizationAdmin(t)).call;
  p24 = await startFakeP24Server(account);
});
afterAll(async () => {
  await p24.close();
  await t.close();
});

const notify = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/apps/ecommerce/payments/p24/status', payload });

async function placeByLink(): Promise<Order> {
  // Each order empties what it bought from the cart: put one product back first.
  const list = productListSchema.parse(
    (await client({ method: 'GET', url: '/api/apps/ecommerce/products', query: { perPage: '100' } })).json(),
  );
  const service = list.products.find((p) => p.kind === 'service') ?? list.products[0];
  if (!service) throw new Error('no products');
  await client({ method: 'POST', url: '/api/apps/ecommerce/cart', payload: { productId: service.id } });
  const cart = cartSchema.parse((await client({ method: 'GET', url: '/api/apps/ecommerce/cart' })).json());
  const lines = cart.products
    .slice(0, 1)
    .map((p) => ({ productId: p.id, quantity: 1, expectedUnitPrice: p.offers }));
  expect(lines).toHaveLength(1);
  const placed = await client({
    method: 'POST',
    url: '/api/apps/ecommerce/orders',
    payload: { address, payment: 'payment_link', lines },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return orderSchema.parse(placed.json());
}

const paymentsOf = async (invoiceId: number | null) =>
  t.database.db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId ?? 0));

describe('online payment through Przelewy24', () => {
  it('when not configured: the checkout does not offer the link, placing with it is 400, the settings say so', async () => {
    const defaults = checkoutDefaultsSchema.parse(
      (await client({ method: 'GET', url: '/api/apps/ecommerce/checkout/defaults' })).json(),
    );
    expect(defaults.paymentLink).toBe(false);
    const cart = cartSchema.parse((await client({ method: 'GET', url: '/api/apps/ecommerce/cart' })).json());
    const product = cart.products[0];
    if (!product) throw new Error('the demo client has an empty cart');
    const refused = await client({
      method: 'POST',
      url: '/api/apps/ecommerce/orders',
      payload: {
        address,
        payment: 'payment_link',
        lines: [{ productId: product.id, quantity: 1, expectedUnitPrice: product.offers }],
      },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toMatch(/not set up/);
    const settings = paymentSettingsSchema.parse(
      (await admin({ method: 'GET', url: '/api/apps/ecommerce/payment-settings' })).json(),
    );
    expect(settings).toMatchObject({
      configured: false,
      apiKeySet: false,
      baseUrl: 'https://sandbox.przelewy24.pl',
    });
  });

  it('saves the account with sealed keys that are never sent back; admins only', async () => {
    const asClient = await client({
      method: 'PUT',
      url: '/api/apps/ecommerce/payment-settings',
      payload: { merchantId: 1, posId: 1, baseUrl: p24.origin, apiKey: 'x', crc: 'y' },
    });
    expect(asClient.statusCode).toBe(403);
    const saved = await admin({
      method: 'PUT',
      url: '/api/apps/ecommerce/payment-settings',
      payload: { ...account, baseUrl: p24.origin },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(account.apiKey);
    expect(saved.body).not.toContain(account.crc);
    expect(paymentSettingsSchema.parse(saved.json())).toMatchObject({
      configured: true,
      apiKeySet: true,
      crcSet: true,
      merchantId: account.merchantId,
    });
    const [row] = await t.database.db.select().from(shopPaymentSettings);
    expect(JSON.stringify(row)).not.toContain(account.apiKey);
    // Saving again without keys keeps them.
    const kept = await admin({
      method: 'PUT',
      url: '/api/apps/ecommerce/payment-settings',
      payload: { merchantId: account.merchantId, posId: account.posId, baseUrl: p24.origin },
    });
    expect(kept.json().configured).toBe(true);
    // Another organization's account stays unset.
    expect(
      (await other({ method: 'GET', url: '/api/apps/ecommerce/payment-settings' })).json().configured,
    ).toBe(false);
    const defaults = await client({ method: 'GET', url: '/api/apps/ecommerce/checkout/defaults' });
    expect(defaults.json().paymentLink).toBe(true);
  });

  it('registers the transaction and records the payment once on a good notification; refuses a bad sign and a wrong amount', async () => {
    const order = await placeByLink();
    expect(order.paid).toBe(false);
    const link = await client({ method: 'POST', url: `/api/apps/ecommerce/orders/${order.id}/payment-link` });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = paymentLinkSchema.parse(link.json());
    const [attempt] = await t.database.db
      .select()
      .from(shopPayments)
      .where(eq(shopPayments.orderId, order.id));
    if (!attempt) throw new Error('no payment attempt stored');
    expect(url).toBe(`${p24.origin}/trnRequest/${attempt.token}`);
    const registered = p24.transactions.get(attempt.sessionId);
    expect(registered?.body).toMatchObject({
      amount: order.gross,
      currency: 'PLN',
      email: address.email,
      merchantId: account.merchantId,
      urlStatus: expect.stringMatching(/\/api\/apps\/ecommerce\/payments\/p24\/status$/),
      urlReturn: expect.stringMatching(new RegExp(`/apps/e-commerce/orders/${order.id}/payment$`)),
    });

    const paid = p24.payTransaction(attempt.sessionId);
    const { urlStatus: _ignored, ...notification } = paid;

    const forged = await notify({ ...notification, sign: 'ab'.repeat(48) });
    expect(forged.statusCode).toBe(400);
    const otherAmount = p24.payTransaction(attempt.sessionId, { amount: 1, originAmount: 1 });
    const { urlStatus: _also, ...cheaper } = otherAmount;
    const mismatch = await notify(cheaper);
    expect(mismatch.statusCode).toBe(400);
    const unknown = await notify({ ...notification, sessionId: 'saldo-0-unknown' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(forged.body);
    expect(await paymentsOf(order.invoiceId)).toHaveLength(0);
    expect(p24.requests.filter((r) => r.path === '/api/v1/transaction/verify')).toHaveLength(0);

    const accepted = await notify(notification);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await notify(notification);
    expect(again.statusCode).toBe(200);
    const recorded = await paymentsOf(order.invoiceId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.amount).toBe(order.gross);
    expect(p24.requests.filter((r) => r.path === '/api/v1/transaction/verify')).toHaveLength(1);
    expect(registered?.verified).toBe(true);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, order.invoiceId ?? 0));
    expect(invoice?.balance).toBe(0);

    const after = orderSchema.parse(
      (await client({ method: 'GET', url: `/api/apps/ecommerce/orders/${order.id}` })).json(),
    );
    expect(after.paid).toBe(true);
    const payAgain = await client({
      method: 'POST',
      url: `/api/apps/ecommerce/orders/${order.id}/payment-link`,
    });
    expect(payAgain.statusCode).toBe(409);
  });

  it("another organization cannot start a payment of this organization's order", async () => {
    const order = await placeByLink();
    const response = await other({
      method: 'POST',
      url: `/api/apps/ecommerce/orders/${order.id}/payment-link`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('says the gateway is unavailable when Przelewy24 does not answer', async () => {
    const order = await placeByLink();
    p24.setMode('unavailable');
    try {
      const response = await client({
        method: 'POST',
        url: `/api/apps/ecommerce/orders/${order.id}/payment-link`,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/Przelewy24/);
    } finally {
      p24.setMode('normal');
    }
  });
});
