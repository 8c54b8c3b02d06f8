import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@saldo/contracts/account-settings';
import { bearer, createTestApp, newRegistration, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const session = (
    await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: newRegistration() })
  ).json();
  headers = bearer(session.accessToken);
});
afterAll(async () => {
  await t.close();
});

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 2)]);

/** A multipart/form-data body with one file part. */
function multipart(file: Buffer, { field = 'avatar', filename = 'me.png', type = 'image/png' } = {}) {
  const boundary = '----saldo-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer, options?: Parameters<typeof multipart>[1]) => {
  const body = multipart(file, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/account-setting/avatar',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('avatar', () => {
  it('stores a PNG and serves it publicly under an unguessable, cacheable URL', async () => {
    const response = await upload(png);
    expect(response.statusCode).toBe(200);
    const url: string = response.json().userData.avatar;
    expect(url).toMatch(/^\/api\/avatars\/[\w-]{43}$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(png)).toBe(true);
    const settings = await t.app.inject({ method: 'GET', url: '/api/account-setting/data', headers });
    expect(settings.json().general.avatar).toBe(url);
  });

  it('judges the type by the bytes, not by the name or the declared type', async () => {
    const asGif = await upload(gif, { filename: 'photo.png', type: 'image/png' });
    expect(asGif.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: asGif.json().userData.avatar });
    expect(served.headers['content-type']).toBe('image/gif');

    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), {
      filename: 'x.png',
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: 'The avatar must be a JPG, GIF or PNG of at most 800 kB.' });
  });

  it('refuses a file over 800 kB, a wrong field and a non-multipart body', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(AVATAR_MAX_BYTES, 3)]);
    const tooBig = await upload(big, { filename: 'big.jpg', type: 'image/jpeg' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('The avatar must be a JPG, GIF or PNG of at most 800 kB.');
    const exactlyMax = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(AVATAR_MAX_BYTES - 3, 3),
    ]);
    expect((await upload(exactlyMax, { filename: 'max.jpg', type: 'image/jpeg' })).statusCode).toBe(200);
    expect((await upload(png, { field: 'picture' })).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/account-setting/avatar',
      headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it('replaces the old image (its URL stops working) and can be removed', async () => {
    const first = (await upload(png)).json().userData.avatar;
    const second = (await upload(gif)).json().userData.avatar;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/account-setting/avatar', headers });
    expect(removed.json().userData.avatar).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: second });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Not found' });
  });
});
