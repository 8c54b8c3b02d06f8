import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../src/plugins/web.ts';
import { bearer, createTestApp, demo, login, type TestApp } from './test-app.ts';

/**
 * Issue #15, item 4: the headers a deployment needs, on every answer (API, errors, the web app's
 * files and page, the API docs), and a page whose inline code runs only with its own nonce.
 */

const PAGE = [
  '<!doctype html><html><head>',
  `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`,
  `<script nonce="${CSP_NONCE_PLACEHOLDER}">document.documentElement.dataset.x = '1';</script>`,
  `<script type="module" crossorigin src="/assets/app-1a2b3c.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
  '</head><body><div id="root"></div></body></html>',
].join('');

let t: TestApp;
let https: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'saldo-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), PAGE);
  // What apps/web/precompress.ts writes beside index.html too: never sent, its nonce is a placeholder.
  writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(PAGE));
  writeFileSync(join(webDist, 'index.html.gz'), gzipSync(PAGE));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("saldo")');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["secret.ts"]}');
  [t, https] = await Promise.all([
    createTestApp({ WEB_DIST: webDist }),
    createTestApp({ WEB_DIST: webDist, APP_URL: 'https://saldo.example.com' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), https.close()]);
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy as a map of directive → its values. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectStrictHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const policy = policyOf(response);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  for (const directive of ['script-src', 'style-src']) {
    const values = policy.get(directive) ?? [];
    expect(values[0], `${what} ${directive}`).toBe("'self'");
    expect(values, `${what} ${directive}`).not.toContain("'unsafe-inline'");
    expect(values, `${what} ${directive}`).not.toContain("'unsafe-eval'");
  }
}

describe('security headers', () => {
  it('are on API answers, refusals and errors alike', async () => {
    const admin = bearer((await login(t.app, demo.admin)).accessToken);
    const answers = {
      health: await t.app.inject({ method: 'GET', url: '/api/health' }),
      data: await t.app.inject({ method: 'GET', url: '/api/account-setting/data', headers: admin }),
      unauthorized: await t.app.inject({ method: 'GET', url: '/api/account-setting/data' }),
      notFound: await t.app.inject({ method: 'GET', url: '/api/nope' }),
      invalid: await t.app.inject({
        method: 'POST',
        url: '/api/jwt/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      file: await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' }),
    };
    expect(answers.data.statusCode).toBe(200);
    expect(answers.unauthorized.statusCode).toBe(401);
    expect(answers.notFound.statusCode).toBe(404);
    expect(answers.invalid.statusCode).toBe(400);
    for (const [what, response] of Object.entries(answers)) expectStrictHeaders(response, what);
  });

  it('leave HSTS and the upgrade of http:// requests out when APP_URL is plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(response).has('upgrade-insecure-requests')).toBe(false);
  });

  it('add HSTS for a year and upgrade http:// requests when APP_URL is https', async () => {
    for (const url of ['/api/health', '/login']) {
      const response = await https.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response).has('upgrade-insecure-requests'), url).toBe(true);
      expectStrictHeaders(response, url);
    }
  });

  it('keep the API docs working: the same policy, with inline styles for the Swagger UI only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui-bundle.js');
    // The Swagger UI page loads its scripts from files, none inline.
    expect(response.body).not.toMatch(/<script>[^<]/);
    const policy = policyOf(response);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Nowhere else.
    const api = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(policyOf(api).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(policyOf(health).get('style-src')).toEqual(["'self'"]);
  });
});

describe('the web page', () => {
  it('carries a fresh nonce on its inline code, allowed by its own policy and no other', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/apps/invoice/list', '/login?redirect=%2Fdashboard']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      const [, nonce = ''] = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body) ?? [];
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.body.split(`nonce="${nonce}"`), url).toHaveLength(4);
      const policy = policyOf(response);
      expect(policy.get('script-src'), url).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('style-src'), url).toEqual(["'self'", `'nonce-${nonce}'`]);
      expectStrictHeaders(response, url);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('never serves a source map', async () => {
    for (const url of [
      '/assets/app-1a2b3c.js.map',
      '/assets/app-1a2b3c.js.map?x=1',
      '/assets/missing.js.map',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret.ts');
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });
});
