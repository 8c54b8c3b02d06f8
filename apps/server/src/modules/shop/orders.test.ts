import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  cartSchema,
  orderListSchema,
  orderSchema,
  productListSchema,
  productSchema,
  type Product,
} from '@saldo/contracts/shop';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, latestMail, type TestApp } from '../../../test/test-app.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { shopProducts } from './shop.table.ts';
import { address } from './test-helpers.ts';

let t: TestApp;
let admin: Caller;
let client: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
});
afterAll(async () => {
  await t.close();
});

const cartOf = async (call: Caller) => {
  const response = await call({ method: 'GET', url: '/api/apps/ecommerce/cart' });
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json()).products;
};

const productBySlug = async (slug: string): Promise<Product> => {
  const response = await admin({
    method: 'GET',
    url: '/api/apps/ecommerce/products',
    query: { q: '', perPage: '100' },
  });
  const found = productListSchema.parse(response.json()).products.find((p) => p.slug === slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
};

const checkout = (call: Caller, body: Record<string, unknown>, key?: string) =>
  call({
    method: 'POST',
    url: '/api/apps/ecommerce/orders',
    payload: { address, payment: 'transfer', ...body },
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('wishlist and cart', () => {
  it('adds (201) and removes (200) per user; the cart carries the price list discount, offer and shipping date', async () => {
    const monitor = await productBySlug('monitor-iiyama-27');
    expect(
      (
        await client({
          method: 'POST',
          url: '/api/apps/ecommerce/wishlist',
          payload: { productId: monitor.id },
        })
      ).statusCode,
    ).toBe(201);
    const wishlist = await client({ method: 'GET', url: '/api/apps/ecommerce/wishlist' });
    expect(wishlist.json().products.map((p: Product) => p.id)).toContain(monitor.id);
    expect(
      (await client({ method: 'DELETE', url: `/api/apps/ecommerce/wishlist/${monitor.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await client({ method: 'DELETE', url: `/api/apps/ecommerce/wishlist/${monitor.id}` })).statusCode,
    ).toBe(404);

    const cart = await cartOf(client);
    expect(cart).toHaveLength(2);
    // The demo client's contractor has a 5 % price list.
    for (const p of cart) {
      expect(p.discountPercentage).toBe(5);
      expect(p.offers).toBeLessThan(p.price);
      expect(p.shippingDate > new Date().toISOString().slice(0, 10)).toBe(true);
    }
    // Only the user's own: the admin's cart is empty.
    expect(await cartOf(admin)).toHaveLength(0);
    const me = await client({ method: 'GET', url: '/api/jwt/me' });
    expect(me.json().userData.extras.eCommerceCartItemsCount).toBe(2);
  });

  it('refuses an unknown product (404), a bad id or quantity (400) and an accountant changing a cart (403)', async () => {
    expect(
      (await client({ method: 'POST', url: '/api/apps/ecommerce/cart', payload: { productId: 999999 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client({ method: 'POST', url: '/api/apps/ecommerce/cart', payload: { productId: -1 } }))
        .statusCode,
    ).toBe(400);
    const [first] = await cartOf(client);
    const bad = await client({
      method: 'PUT',
      url: `/api/apps/ecommerce/cart/${first?.id}`,
      payload: { quantity: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const absurd = await client({
      method: 'PUT',
      url: `/api/apps/ecommerce/cart/${first?.id}`,
      payload: { quantity: 1e9 },
    });
    expect(absurd.statusCode).toBe(400);
  });
});

describe('checkout', () => {
  it('places the order, issues a proforma in its series visible to the client, mails it, and empties the cart', async () => {
    const cart = await cartOf(client);
    const lines = cart.map((p) => ({ productId: p.id, quantity: 2, expectedUnitPrice: p.offers }));
    const defaults = await client({ method: 'GET', url: '/api/apps/ecommerce/checkout/defaults' });
    expect(defaults.json().address.name).not.toBe('');
    const response = await checkout(client, { lines }, 'order-test-key-1');
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({ status: 'new', invoiceType: 'proforma', mailed: true });
    expect(order.invoiceNumber).not.toBe('');
    // The order's total is its document's (VAT per rate over the whole invoice, as the law counts it).
    const [issued] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, order.invoiceId ?? 0));
    expect(issued).toMatchObject({ gross: order.gross, type: 'proforma', contractorId: order.contractorId });
    const invoice = await client({ method: 'GET', url: `/api/apps/invoice/invoices/${order.invoiceId}` });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const mail = await latestMail(t.database, address.email);
    expect(mail?.subject).toContain(order.invoiceNumber);
    expect(mail?.textBody).toContain(`/apps/invoice/preview/${order.invoiceId}`);
    expect(await cartOf(client)).toHaveLength(0);
    const reserved = await productBySlug(cart[0]?.slug ?? '');
    expect(reserved.reserved).toBeGreaterThanOrEqual(2);

    // A double click: the same key answers the first order (200), no second one.
    const again = await checkout(client, { lines }, 'order-test-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(order.id);
    const mine = orderListSchema.parse(
      (await client({ method: 'GET', url: '/api/apps/ecommerce/orders' })).json(),
    );
    expect(mine.orders.filter((o) => o.id === order.id)).toHaveLength(1);
  });

  it('shows a changed price instead of ordering (409 priceChanged), refuses an archived product and bad input', async () => {
    const toner = await productBySlug('toner-brother-tn-2421');
    const changed = await checkout(client, {
      lines: [{ productId: toner.id, quantity: 1, expectedUnitPrice: toner.price - 100 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('priceChanged');
    const empty = await checkout(client, { lines: [] });
    expect(empty.statusCode).toBe(400);
    const negative = await checkout(client, {
      lines: [{ productId: toner.id, quantity: -3, expectedUnitPrice: 1 }],
    });
    expect(negative.statusCode).toBe(400);
    const unknown = await checkout(client, {
      lines: [{ productId: 999999, quantity: 1, expectedUnitPrice: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
    const created = await admin({
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: { name: 'Stary model', slug: 'stary-model', netPrice: 1000, vatRate: '23' },
    });
    const old = productSchema.parse(created.json());
    await admin({
      method: 'PUT',
      url: `/api/apps/ecommerce/products/${old.id}/archived`,
      payload: { archived: true },
    });
    const archived = await checkout(admin, {
      contractorId: (await client({ method: 'GET', url: '/api/apps/ecommerce/checkout/defaults' })).json()
        .contractorId,
      lines: [{ productId: old.id, quantity: 1, expectedUnitPrice: old.price }],
    });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().code).toBe('archived');
  });

  it('never oversells: 100 parallel checkouts of the last 5 units make 5 orders', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: { name: 'Ostatnie sztuki', slug: 'ostatnie-sztuki', netPrice: 10000, vatRate: '23', stock: 5 },
    });
    const product = productSchema.parse(created.json());
    // A phone order for a contractor without a price list: the list price is the price.
    const own = (await client({ method: 'GET', url: '/api/apps/ecommerce/checkout/defaults' })).json()
      .contractorId;
    const { orders } = orderListSchema.parse(
      (await admin({ method: 'GET', url: '/api/apps/ecommerce/orders' })).json(),
    );
    const contractorId = orders.find((o) => o.contractorId !== own)?.contractorId;
    const attempt = () =>
      checkout(admin, {
        contractorId,
        lines: [{ productId: product.id, quantity: 1, expectedUnitPrice: product.price }],
      });
    // 100 at once; a checkout the server shed as busy (503, PostgreSQL's pool is bounded) is retried
    // as a client would, until every one has its answer.
    let codes = (await Promise.all(Array.from({ length: 100 }, attempt))).map((a) => a.statusCode);
    for (let round = 0; round < 30 && codes.includes(503); round += 1) {
      const retried = await Promise.all(codes.filter((c) => c === 503).map(attempt));
      codes = [...codes.filter((c) => c !== 503), ...retried.map((a) => a.statusCode)];
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(95);
    const [row] = await t.database.db.select().from(shopProducts).where(eq(shopProducts.id, product.id));
    expect(row).toMatchObject({ stock: 5, reserved: 5 });
  }, 120_000);
});

describe('orders', () => {
  it('moves an order new → confirmed → shipped, audited, mailing the client; refuses a step back (409)', async () => {
    const { orders } = orderListSchema.parse(
      (await admin({ method: 'GET', url: '/api/apps/ecommerce/orders' })).json(),
    );
    const open = orders.find((o) => o.status === 'new');
    if (!open) throw new Error('no new order');
    for (const status of ['confirmed', 'shipped'] as const) {
      const response = await admin({
        method: 'PUT',
        url: `/api/apps/ecommerce/orders/${open.id}/status`,
        payload: { status },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const mail = await latestMail(t.database, open.address.email);
    expect(mail?.subject).toContain(open.number);
    const back = await admin({
      method: 'PUT',
      url: `/api/apps/ecommerce/orders/${open.id}/status`,
      payload: { status: 'new' },
    });
    expect(back.statusCode).toBe(409);
    const detail = orderSchema.parse(
      (await admin({ method: 'GET', url: `/api/apps/ecommerce/orders/${open.id}` })).json(),
    );
    expect(detail.history.map((h) => h.status).slice(-2)).toEqual(['confirmed', 'shipped']);
    const byClient = await client({
      method: 'PUT',
      url: `/api/apps/ecommerce/orders/${open.id}/status`,
      payload: { status: 'delivered' },
    });
    expect(byClient.statusCode).toBe(403);
  });

  it("shows a client only its own contractor's orders, and another organization none", async () => {
    const all = orderListSchema.parse(
      (await admin({ method: 'GET', url: '/api/apps/ecommerce/orders' })).json(),
    ).orders;
    const mine = orderListSchema.parse(
      (await client({ method: 'GET', url: '/api/apps/ecommerce/orders' })).json(),
    ).orders;
    const own = mine[0]?.contractorId;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o) => o.contractorId === own)).toBe(true);
    const foreign = all.find((o) => o.contractorId !== own);
    expect(foreign).toBeDefined();
    expect(
      (await client({ method: 'GET', url: `/api/apps/ecommerce/orders/${foreign?.id}` })).statusCode,
    ).toBe(404);
    const other = await otherOrganizationAdmin(t);
    const theirs = await other.call({ method: 'GET', url: '/api/apps/ecommerce/orders' });
    expect(theirs.json().orders).toEqual([]);
    expect(
      (await other.call({ method: 'GET', url: `/api/apps/ecommerce/orders/${foreign?.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('phone orders', () => {
  it("price the admin's cart and the order with the picked customer's price list", async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: {
        name: 'Zamówienie telefoniczne',
        slug: 'zamowienie-telefoniczne',
        netPrice: 20000,
        vatRate: '23',
      },
    });
    const product = productSchema.parse(created.json());
    const own = (await client({ method: 'GET', url: '/api/apps/ecommerce/checkout/defaults' })).json()
      .contractorId as number;
    expect(
      (await admin({ method: 'POST', url: '/api/apps/ecommerce/cart', payload: { productId: product.id } }))
        .statusCode,
    ).toBe(201);
    // Without a customer the admin sees list prices.
    const listed = (await cartOf(admin)).find((p) => p.id === product.id);
    expect(listed?.offers).toBe(product.price);
    // For the demo client's contractor (a 5 % price list) the cart shows its price…
    const priced = await admin({
      method: 'GET',
      url: '/api/apps/ecommerce/cart',
      query: { contractorId: String(own) },
    });
    const line = cartSchema.parse(priced.json()).products.find((p) => p.id === product.id);
    expect(line?.discountPercentage).toBe(5);
    expect(line?.offers).toBeLessThan(product.price);
    // …and the order is charged exactly that.
    const placed = await checkout(admin, {
      contractorId: own,
      lines: [{ productId: product.id, quantity: 2, expectedUnitPrice: line?.offers }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json());
    expect(order.lines[0]?.unitPrice).toBe(line?.offers);
    // The list price would now be refused as changed.
    const stale = await checkout(admin, {
      contractorId: own,
      lines: [{ productId: product.id, quantity: 1, expectedUnitPrice: product.price }],
    });
    expect(stale.statusCode).toBe(409);
  });

  it("ignores a client's contractorId: a client's cart is always priced with their own list", async () => {
    const response = await client({
      method: 'GET',
      url: '/api/apps/ecommerce/cart',
      query: { contractorId: '999999' },
    });
    expect(response.statusCode).toBe(200);
    for (const p of cartSchema.parse(response.json()).products) expect(p.discountPercentage).toBe(5);
  });
});
