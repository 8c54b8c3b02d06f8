import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, login, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = bearer((await login(t.app, demo.admin)).accessToken);
});
afterAll(async () => {
  await t.close();
});

describe('the NUL character (PostgreSQL text cannot hold it)', () => {
  it('is refused in a JSON body as an invalid field, every field named, instead of a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers,
      payload: { name: 'Firma\u0000', bankAccounts: [{ iban: '', name: 'a\u0000b' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { name: 'This value is not valid.', 'bankAccounts.0.name': 'This value is not valid.' },
    });
  });

  it('is refused in a search, which used to reach the database', async () => {
    for (const url of [
      '/api/apps/contractors?q=a%00b',
      '/api/documents/costs?q=%00',
      '/api/apps/invoice/invoices?q=%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ q: 'This value is not valid.' });
    }
  });

  it('leaves other text alone: emoji, right-to-left marks and SQL are just text', async () => {
    const name = "😀 \u202Eżółw\u202C ' OR 1=1 --";
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors',
      headers,
      payload: { name },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().contractor.name).toBe(name);
  });
});
