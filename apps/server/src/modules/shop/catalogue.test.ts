import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productListSchema,
  productResponseSchema,
  productSchema,
  type ProductInputBody,
} from '@saldo/contracts/shop';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

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

const list = async (query: Record<string, string> = {}, call: Caller = client) => {
  const response = await call({ method: 'GET', url: '/api/apps/ecommerce/products', query });
  expect(response.statusCode, response.body).toBe(200);
  return productListSchema.parse(response.json());
};

const newProduct = (overrides: Partial<ProductInputBody> = {}): ProductInputBody => ({
  name: 'Kabel HDMI 2 m',
  slug: 'kabel-hdmi-2m',
  netPrice: 2990,
  vatRate: '23',
  brand: 'Unitek',
  category: 'Akcesoria',
  stock: 10,
  ...overrides,
});

describe('GET /api/apps/ecommerce/products', () => {
  it("answers the seed's shape: 9 of the 27 demo products by default, with the caller's cart and wishlist", async () => {
    const answer = await list();
    expect(answer.total).toBe(27);
    expect(answer.products).toHaveLength(9);
    // The demo client's cart holds two products, its wishlist one.
    expect(answer.userCart).toHaveLength(2);
    expect(answer.userWishlist).toHaveLength(1);
    const inCart = answer.userCart.map((c) => c.productId);
    for (const p of answer.products) expect(p.isInCart).toBe(inCart.includes(p.id));
    // Gross derived from net by the domain: 3899,00 + 23 % = 4795,77.
    const laptop = answer.products.find((p) => p.slug === 'laptop-thinkpad-e14');
    expect(laptop).toMatchObject({ netPrice: 389_900, price: 479_577, vatRate: '23' });
  });

  it('searches the name case-insensitively, sorts by gross and pages', async () => {
    const laptops = await list({ q: 'LAPTOP' });
    expect(laptops.products.map((p) => p.slug).sort()).toEqual([
      'laptop-dell-latitude-5440',
      'laptop-thinkpad-e14',
    ]);
    const cheap = await list({ sortBy: 'price-asc', perPage: '27' });
    const prices = cheap.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await list({ sortBy: 'price-desc', perPage: '5', page: '2' });
    expect(dear.products).toHaveLength(5);
    expect(dear.products[0]?.price).toBeLessThanOrEqual(cheap.products.at(-5)?.price ?? 0);
    const filtered = await list({ category: 'Monitory', priceMax: '130000', ratingMin: '5' });
    expect(filtered.products.map((p) => p.slug)).toEqual(['monitor-dell-p2423d']);
    expect(filtered.categories).toContain('Usługi IT');
    expect(filtered.brands).toContain('Lenovo');
  });

  it('refuses an absurd page size or sort (400)', async () => {
    const queries: Record<string, string>[] = [
      { perPage: '0' },
      { perPage: '1000' },
      { sortBy: 'name' },
      { page: '-1' },
    ];
    for (const query of queries) {
      const response = await client({ method: 'GET', url: '/api/apps/ecommerce/products', query });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/apps/ecommerce/products/{id}', () => {
  it('answers one product with its colour options and related products, or 404', async () => {
    const { products } = await list({ q: 'ThinkPad' });
    const id = products[0]?.id ?? 0;
    const response = await client({ method: 'GET', url: `/api/apps/ecommerce/products/${id}` });
    expect(response.statusCode).toBe(200);
    const { product, related } = productResponseSchema.parse(response.json());
    expect(product.colorOptions).toEqual(['primary', 'info']);
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((p) => p.id !== id)).toBe(true);
    const missing = await client({ method: 'GET', url: '/api/apps/ecommerce/products/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it("never shows another organization's product", async () => {
    const other = await otherOrganizationAdmin(t);
    const { products } = await list({ q: 'ThinkPad' });
    const response = await other.call({
      method: 'GET',
      url: `/api/apps/ecommerce/products/${products[0]?.id}`,
    });
    expect(response.statusCode).toBe(404);
    const theirs = await list({}, other.call);
    expect(theirs.total).toBe(0);
  });
});

describe('catalogue management', () => {
  it('lets the admin add, edit and archive a product; an archived one leaves the shop', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: newProduct(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = productSchema.parse(created.json());
    expect(product.price).toBe(3678);
    const duplicate = await admin({
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: newProduct(),
    });
    expect(duplicate.statusCode).toBe(400);
    const edited = await admin({
      method: 'PUT',
      url: `/api/apps/ecommerce/products/${product.id}`,
      payload: newProduct({ netPrice: 3490, vatRate: '8' }),
    });
    expect(edited.json()).toMatchObject({ netPrice: 3490, price: 3769 });
    const archived = await admin({
      method: 'PUT',
      url: `/api/apps/ecommerce/products/${product.id}/archived`,
      payload: { archived: true },
    });
    expect(archived.json()).toMatchObject({ archived: true });
    expect((await list({ q: 'HDMI' })).total).toBe(0);
    expect((await list({ q: 'HDMI', archived: 'true' }, admin)).total).toBe(1);
    const seen = await client({ method: 'GET', url: `/api/apps/ecommerce/products/${product.id}` });
    expect(seen.statusCode).toBe(404);
    const add = await client({
      method: 'POST',
      url: '/api/apps/ecommerce/cart',
      payload: { productId: product.id },
    });
    expect(add.statusCode).toBe(404);
  });

  it('refuses negative or absurd prices and stock (400) and a client or accountant managing it (403)', async () => {
    for (const bad of [{ netPrice: -1 }, { netPrice: 1e12 }, { stock: -5 }, { slug: 'Not A Slug' }]) {
      const response = await admin({
        method: 'POST',
        url: '/api/apps/ecommerce/products',
        payload: { ...newProduct({ slug: 'other-slug' }), ...bad },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const byClient = await client({
      method: 'POST',
      url: '/api/apps/ecommerce/products',
      payload: newProduct({ slug: 'x' }),
    });
    expect(byClient.statusCode).toBe(403);
  });

  it('exports the catalogue as CSV and imports it back (update by slug, add new)', async () => {
    const exported = await admin({ method: 'GET', url: '/api/apps/ecommerce/products-export.csv' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.split('\r\n');
    expect(lines[0]).toContain('slug;name;description');
    const header = lines[0] ?? '';
    const edited = lines
      .filter((l) => l.startsWith('papier-pollux-a4;'))
      .map((l) => l.replace(';17,90;', ';18,50;'));
    const csv = [
      header,
      ...edited,
      'pendrive-32gb;Pendrive 32 GB;;;Akcesoria;25,00;23;PLN;szt.;;;physical;false;;100;1;;false',
    ].join('\r\n');
    const imported = await admin({
      method: 'POST',
      url: '/api/apps/ecommerce/products-import',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 1, updated: 1, errors: [] });
    expect((await list({ q: 'Pollux A4 80 g (ryza)' })).products[0]?.netPrice).toBe(1850);
    const bad = await admin({
      method: 'POST',
      url: '/api/apps/ecommerce/products-import',
      headers: { 'content-type': 'text/csv' },
      payload: `${header}\r\nzly;Zły;;;;-5;23;PLN;szt.;;;physical;false;;;;;false`,
    });
    expect(bad.json().errors).toHaveLength(1);
  });
});
