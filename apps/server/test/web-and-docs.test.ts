import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'saldo-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Saldo</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("saldo")');
  // What apps/web/precompress.ts writes beside each file of the build.
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync('console.log("saldo")'));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.gz'), gzipSync('console.log("saldo")'));
  writeFileSync(join(webDist, 'favicon.ico'), 'icon');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app (history-mode routing)', () => {
  it.each(['/apps/anything', '/apps/invoice/preview/4987', '/login', '/'])(
    'answers index.html for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves files, fingerprinted assets cacheable for good', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("saldo")');
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.ico' })).body).toBe('icon');
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, the plain file otherwise", async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("saldo")');
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("saldo")');
  });

  it('answers a JSON 404 for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nope' });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    const polish = await t.app.inject({
      method: 'GET',
      url: '/api/nope/deeper?x=1',
      headers: { 'accept-language': 'pl' },
    });
    expect(polish.json()).toEqual({ message: 'Nie znaleziono' });
  });

  it('does not let a path climb out of the web folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(response.body).not.toContain('"workspaces"');
  });
});

describe('OpenAPI', () => {
  it('documents the API routes from their zod schemas at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/health',
      '/api/jwt/login',
      '/api/jwt/register',
      '/api/jwt/refresh-token',
      '/api/jwt/logout',
      '/api/jwt/me',
      '/api/jwt/forgot-password',
      '/api/jwt/reset-password',
      '/api/jwt/confirm-email',
      '/api/jwt/resend-confirmation',
      '/api/account-setting/data',
      '/api/account-setting/avatar',
      '/api/avatars/{key}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths).every((p: string) => p.startsWith('/api/'))).toBe(true);
    const login = doc.paths['/api/jwt/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.security).toBeUndefined();
    expect(doc.paths['/api/account-setting/data'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
