// GET /api/reports/products (issue 25): the shop's orders of a period by catalogue product. An order
// placed here adds its units, its gross and one order to each of its products; cancelled orders and
// other months are left out; a client is refused and another organization sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSalesReportSchema, type ProductSalesReport } from '@saldo/contracts/reports';
import { cartSchema, orderSchema } from '@saldo/contracts/shop';
import { todayInPoland } from '../../lib/dates.ts';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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

const report = async (call: Caller, query: Record<string, string> = {}): Promise<ProductSalesReport> => {
  const response = await call({ method: 'GET', url: '/api/reports/products', query });
  expect(response.statusCode, response.body).toBe(200);
  return productSalesReportSchema.parse(response.json());
};

const rowOf = (r: ProductSalesReport, productId: number) =>
  r.products.find((p) => p.productId === productId) ?? { quantity: 0, orders: 0, net: 0, vat: 0, gross: 0 };

describe('GET /api/reports/products', () => {
  it("adds an order's lines to its products and leaves out a cancelled order", async () => {
    const before = await report(admin);
    const month = todayInPoland().slice(0, 7);
    expect(before.ranges.current).toEqual({ from: month, to: month });

    const cart = cartSchema.parse((await client({ method: 'GET', url: '/api/apps/ecommerce/cart' })).json());
    expect(cart.products.length).toBeGreaterThan(0);
    const placed = await client({
      method: 'POST',
      url: '/api/apps/ecommerce/orders',
      payload: {
        address,
        payment: 'transfer',
        lines: cart.products.map((p) => ({ productId: p.id, quantity: 2, expectedUnitPrice: p.offers })),
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json());

    const after = await report(admin);
    for (const line of order.lines) {
      const was = rowOf(before, line.productId);
      const now = rowOf(after, line.productId);
      expect(now.quantity - was.quantity).toBe(2);
      expect(now.orders - was.orders).toBe(1);
      expect(now.gross - was.gross).toBe(line.gross);
      // Net below gross by the line's VAT; net + VAT = gross on every row.
      expect(now.net - was.net).toBeGreaterThan(0);
      expect(now.net - was.net).toBeLessThanOrEqual(line.gross);
      expect(now.net + now.vat).toBe(now.gross);
    }
    const pln = (r: ProductSalesReport) =>
      r.totals.find((x) => x.currency === 'PLN') ?? { orders: 0, gross: 0 };
    expect(pln(after).orders - pln(before).orders).toBe(1);
    expect(pln(after).gross - pln(before).gross).toBe(order.gross);
    // Largest gross first.
    const gross = after.products.map((p) => p.gross);
    expect([...gross].sort((a, b) => b - a)).toEqual(gross);

    const cancelled = await admin({
      method: 'PUT',
      url: `/api/apps/ecommerce/orders/${order.id}/status`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await report(admin);
    for (const line of order.lines)
      expect(rowOf(again, line.productId)).toEqual(rowOf(before, line.productId));

    // Another month holds none of this month's orders.
    const empty = await report(admin, { period: 'month', month: '2001-01' });
    expect(empty.products).toEqual([]);
    expect(empty.totals).toEqual([]);
  });

  it('refuses a client (403) and shows another organization nothing', async () => {
    expect((await client({ method: 'GET', url: '/api/reports/products' })).statusCode).toBe(403);
    const other = await otherOrganizationAdmin(t);
    const theirs = await report(other.call, { period: 'year' });
    expect(theirs.products).toEqual([]);
    expect(theirs.totals).toEqual([]);
    expect((await admin({ method: 'GET', url: '/api/reports/products?period=custom' })).statusCode).toBe(400);
  });
});
