import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, login, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('connection to db.internal:5432 failed, password=hunter2');
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      databaseCheckAgeMs: expect.any(Number),
    });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database is not available.' });
    } finally {
      await broken.close();
    }
  });
});

describe('errors and request ids', () => {
  it('never shows a server error to the client, and tags it with the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/explode',
      headers: { 'x-request-id': 'bug-report-42' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toBe('bug-report-42');
  });

  it('makes up a request id when none (or a strange one) is given', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\nforged log line' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers broken JSON with a readable 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('calls a path or query parameter that is there but wrong invalid, not missing', async () => {
    const headers = bearer((await login(t.app, demo.admin)).accessToken);
    const invalid = 'This value is not valid.';
    // 2^31 is past PostgreSQL's integer: it used to reach the database and fail there (a 500).
    for (const [url, field] of [
      ['/api/apps/contractors/2147483648', 'id'],
      ['/api/apps/contractors/abc', 'id'],
      ['/api/apps/invoice/invoices?perPage=abc', 'perPage'],
      ['/api/apps/invoice/invoices?contractorId=2147483648', 'contractorId'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ [field]: invalid });
    }
  });
});
