// The e-commerce dashboard's shop orders and sales by catalogue product (issue 25), on the seeded
// demo shop: an order placed here shows first, the status counts and this month's value agree with
// the orders list, and a second organization sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecommerceDataSchema, type EcommerceData } from '@saldo/contracts/analytics';
import { ORDER_STATUSES } from '@saldo/contracts/order-status';
import {
  cartSchema,
  orderListSchema,
  orderSchema,
  productListSchema,
  productSchema,
} from '@saldo/contracts/shop';
import { todayInPoland } from '../../lib/dates.ts';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { kowalski } from '../contractors/test-helpers.ts';
import { address } from '../shop/test-helpers.ts';

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

const dashboard = async (call: Caller): Promise<EcommerceData> => {
  const response = await call({ method: 'GET', url: '/api/ecommerce/data' });
  expect(response.statusCode, response.body).toBe(200);
  return ecommerceDataSchema.parse(response.json());
};

describe('GET /api/ecommerce/data: orders and products', () => {
  it("lists the shop's latest orders, counts them per status and sums this month's", async () => {
    // Orders issue VAT invoices, so the order's lines count in the sales by product too.
    const settings = await admin({
      method: 'PUT',
      url: '/api/apps/ecommerce/settings',
      payload: { documentType: 'vat' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const cart = cartSchema.parse((await client({ method: 'GET', url: '/api/apps/ecommerce/cart' })).json());
    expect(cart.products.length).toBeGreaterThan(0);
    const placed = await client({
      method: 'POST',
      url: '/api/apps/ecommerce/orders',
      payload: {
        address,
        payment: 'transfer',
        lines: cart.products.map((p) => ({ productId: p.id, quantity: 3, expectedUnitPrice: p.offers })),
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json());

    const data = await dashboard(admin);
    expect(data.orders.available).toBe(true);
    expect(data.orders.reason).toBeNull();
    expect(data.orders.items[0]).toEqual({
      id: order.id,
      number: `ZAM/${order.id}`,
      date: todayInPoland(),
      contractorId: order.contractorId,
      contractorName: order.contractorName,
      status: 'new',
      amount: order.gross,
      currency: 'PLN',
    });
    expect(data.orders.items.length).toBeLessThanOrEqual(10);

    // The same figures from the orders list.
    const all = orderListSchema.parse(
      (await admin({ method: 'GET', url: '/api/apps/ecommerce/orders' })).json(),
    ).orders;
    expect(data.orders.byStatus).toEqual(
      ORDER_STATUSES.map((status) => ({ status, count: all.filter((o) => o.status === status).length })),
    );
    const thisMonth = all.filter(
      (o) =>
        o.status !== 'cancelled' &&
        todayInPoland(new Date(o.createdAt)).slice(0, 7) === todayInPoland().slice(0, 7),
    );
    expect(data.orders.month).toEqual({
      count: thisMonth.length,
      gross: thisMonth.reduce((sum, o) => sum + o.gross, 0),
    });

    // Sales by product: rows of a catalogue product carry its id and its catalogue name.
    const catalogue = new Map(
      productListSchema
        .parse(
          (
            await admin({ method: 'GET', url: '/api/apps/ecommerce/products', query: { perPage: '100' } })
          ).json(),
        )
        .products.map((p) => [p.id, p.name]),
    );
    for (const row of data.products.filter((p) => p.productId !== null))
      expect(row.name).toBe(catalogue.get(row.productId ?? 0));
    expect(data.statistics.find((s) => s.key === 'products')?.link).toBe('/reports/products');
  });

  it("groups another organization's order by its product, apart from the demo shop's, and refuses a client (403)", async () => {
    const other = await otherOrganizationAdmin(t);
    const empty = await dashboard(other.call);
    expect(empty.orders.items).toEqual([]);
    expect(empty.orders.byStatus.every((s) => s.count === 0)).toBe(true);
    expect(empty.orders.month).toEqual({ count: 0, gross: 0 });
    expect(empty.products).toEqual([]);

    // A phone order of their own product, issued as a VAT invoice.
    const buyer = await other.call({ method: 'POST', url: '/api/apps/contractors', payload: kowalski });
    expect(buyer.statusCode, buyer.body).toBe(201);
    const contractorId = buyer.json<{ contractor: { id: number } }>().contractor.id;
    const created = await other.call({
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: { name: 'Audyt IT', slug: 'audyt-it', netPrice: 100_000, vatRate: '23', kind: 'service' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = productSchema.parse(created.json());
    await other.call({
      method: 'PUT',
      url: '/api/apps/ecommerce/settings',
      payload: { documentType: 'vat' },
    });
    const placed = await other.call({
      method: 'POST',
      url: '/api/apps/ecommerce/orders',
      payload: {
        address,
        payment: 'transfer',
        contractorId,
        lines: [{ productId: product.id, quantity: 2, expectedUnitPrice: product.price }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json());

    const data = await dashboard(other.call);
    expect(data.orders.items.map((o) => [o.number, o.contractorName, o.amount])).toEqual([
      [`ZAM/${order.id}`, kowalski.name, 246_000],
    ]);
    expect(data.orders.month).toEqual({ count: 1, gross: 246_000 });
    expect(data.products).toEqual([
      { productId: product.id, name: 'Audyt IT', lines: 1, net: 200_000, gross: 246_000 },
    ]);
    // The demo shop sees neither the order nor the product.
    const demo = await dashboard(admin);
    expect(demo.orders.items.some((o) => o.id === order.id)).toBe(false);
    expect(demo.products.some((p) => p.productId === product.id)).toBe(false);

    expect((await client({ method: 'GET', url: '/api/ecommerce/data' })).statusCode).toBe(403);
  });
});
