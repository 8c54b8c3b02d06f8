import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  productImagesSchema,
  productResponseSchema,
  productSchema,
  reviewListSchema,
  type Product,
} from '@saldo/contracts/shop';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { address } from './test-helpers.ts';

let t: TestApp;
let admin: Caller;
let client: Caller;
let stranger: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
  stranger = (await otherOrganizationAdmin(t)).call;
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/apps/ecommerce';

function multipart(file: Buffer, filename = 'photo.png') {
  const boundary = '----saldo-shop-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (call: Caller, productId: number, file: Buffer, filename?: string) => {
  const body = multipart(file, filename);
  return call({
    method: 'POST',
    url: `${BASE}/products/${productId}/images`,
    headers: body.headers,
    payload: body.payload,
  });
};

const photo = (width: number, height: number, r = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function newProduct(slug: string): Promise<Product> {
  const response = await admin({
    method: 'POST',
    url: `${BASE}/products`,
    payload: { name: `Produkt ${slug}`, slug, netPrice: 12300, vatRate: '23' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return productSchema.parse(response.json());
}

const productOf = async (call: Caller, id: number) =>
  productResponseSchema.parse((await call({ method: 'GET', url: `${BASE}/products/${id}` })).json()).product;

describe('product images', () => {
  it('stores uploads as resized WebP, serves them publicly, and keeps the first as the main image', async () => {
    const product = await newProduct('zdjecia-produktu');
    const first = await upload(admin, product.id, await photo(2400, 1200));
    expect(first.statusCode, first.body).toBe(201);
    const [main] = productImagesSchema.parse(first.json()).images;
    expect(main).toMatchObject({ width: 1600, height: 800 });
    expect((await productOf(client, product.id)).image).toBe(main?.url);

    // <img> sends no token: the picture is public, cached for good, and a thumbnail exists.
    const served = await t.app.inject({ method: 'GET', url: main?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const thumb = await t.app.inject({ method: 'GET', url: main?.thumbnailUrl ?? '' });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);

    const second = productImagesSchema.parse(
      (await upload(admin, product.id, await photo(300, 300, 200))).json(),
    ).images;
    expect(second.map((i) => i.id)[0]).toBe(main?.id);
    const reordered = await admin({
      method: 'PUT',
      url: `${BASE}/products/${product.id}/images/order`,
      payload: { imageIds: [second[1]?.id, second[0]?.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await productOf(admin, product.id)).image).toBe(second[1]?.url);
    // Not every image once: refused.
    const partial = await admin({
      method: 'PUT',
      url: `${BASE}/products/${product.id}/images/order`,
      payload: { imageIds: [second[1]?.id] },
    });
    expect(partial.statusCode).toBe(400);

    const removed = await admin({
      method: 'DELETE',
      url: `${BASE}/products/${product.id}/images/${second[1]?.id}`,
    });
    expect(productImagesSchema.parse(removed.json()).images.map((i) => i.id)).toEqual([main?.id]);
    expect((await productOf(admin, product.id)).image).toBe(main?.url);
    expect((await t.app.inject({ method: 'GET', url: second[1]?.url ?? '' })).statusCode).toBe(404);
  });

  it('refuses files that are not images by their bytes, whatever their name', async () => {
    const product = await newProduct('zly-plik');
    const fake = await upload(admin, product.id, Buffer.from('MZ\x90\x00 not a picture'), 'photo.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Upload a JPG, PNG, GIF or WebP image.');
    const svg = await upload(admin, product.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(400);
  });

  it('lets only the organization’s administrators manage pictures', async () => {
    const product = await newProduct('tylko-admin');
    expect((await upload(client, product.id, await photo(50, 50))).statusCode).toBe(403);
    expect((await upload(stranger, product.id, await photo(50, 50))).statusCode).toBe(404);
    expect(
      (await client({ method: 'DELETE', url: `${BASE}/products/${product.id}/images/1` })).statusCode,
    ).toBe(403);
    expect(
      (
        await client({
          method: 'PUT',
          url: `${BASE}/products/${product.id}/images/order`,
          payload: { imageIds: [1] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a client managing the catalogue itself', async () => {
    const created = await client({
      method: 'POST',
      url: `${BASE}/products`,
      payload: { name: 'Nie wolno', slug: 'nie-wolno', netPrice: 100, vatRate: '23' },
    });
    expect(created.statusCode).toBe(403);
  });
});

describe('reviews', () => {
  it('lets a client who ordered a product review it once, and averages the ratings', async () => {
    const product = await newProduct('do-oceny');
    const review = (call: Caller, rating: number) =>
      call({
        method: 'POST',
        url: `${BASE}/products/${product.id}/reviews`,
        payload: { rating, body: 'Dobre' },
      });

    // Not bought yet: refused, and the screen is told so.
    expect((await review(client, 5)).statusCode).toBe(403);
    const before = reviewListSchema.parse(
      (await client({ method: 'GET', url: `${BASE}/products/${product.id}/reviews` })).json(),
    );
    expect(before.canReview).toBe(false);

    await client({ method: 'POST', url: `${BASE}/cart`, payload: { productId: product.id } });
    const cart = cartSchema.parse((await client({ method: 'GET', url: `${BASE}/cart` })).json());
    const line = cart.products.find((p) => p.id === product.id);
    const placed = await client({
      method: 'POST',
      url: `${BASE}/orders`,
      payload: {
        address,
        payment: 'transfer',
        lines: [{ productId: product.id, quantity: 1, expectedUnitPrice: line?.offers }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const list = async () =>
      reviewListSchema.parse(
        (await client({ method: 'GET', url: `${BASE}/products/${product.id}/reviews` })).json(),
      );
    expect((await list()).canReview).toBe(true);
    const first = await review(client, 4);
    expect(first.statusCode, first.body).toBe(201);
    expect((await review(client, 1)).statusCode).toBe(409);
    const after = await list();
    expect(after).toMatchObject({ rating: 4, count: 1, canReview: false });
    expect(after.reviews[0]).toMatchObject({ rating: 4, body: 'Dobre' });
    expect((await productOf(client, product.id)).rating).toBe(4);

    // Staff never bought anything: they do not review. Out-of-range ratings are 400.
    expect((await review(admin, 5)).statusCode).toBe(403);
    expect((await review(client, 6)).statusCode).toBe(400);
    expect((await review(stranger, 5)).statusCode).toBe(404);
  });
});
