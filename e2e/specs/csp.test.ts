import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/**
 * Issue #15, item 4: no page of the built app breaks its own Content-Security-Policy. Every route of
 * the web app's route files is visited (those of signed-out users signed out, the others as the demo
 * admin) and any `securitypolicyviolation` event or CSP console error fails the test.
 */

const routeFiles = resolve(import.meta.dirname, '../../apps/web/src/app/routes');

/** Every path the route files declare (`path: '…'` and `moduleRoute('…'`), read from the source. */
function declaredPaths(): string[] {
  const paths = new Set<string>();
  for (const file of readdirSync(routeFiles).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(routeFiles, file), 'utf8');
    for (const match of source.matchAll(/(?:path: |moduleRoute\()'([^']+)'/g)) {
      if (match[1]) paths.add(match[1]);
    }
  }
  return [...paths].sort();
}

/** Pages for someone not signed in (an admin is sent on from them). */
const SIGNED_OUT = /^\/(login|register|forgot-password|reset-password|confirm-email|pages\/authentication\/)/;

interface Violation {
  page: string;
  text: string;
}

/** Collects CSP violations of every document the page loads, reported by the browser itself. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => {
    violations.push({ page: new URL(page.url()).pathname, text });
  });
  // Added through the DevTools protocol, so the policy does not apply to this script itself.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      /Content Security Policy|Refused to (apply|execute|load|frame|connect)/.test(text)
    ) {
      violations.push({ page: new URL(page.url()).pathname, text });
    }
  });
  return violations;
}

/** Opens a path and waits until the page has settled (its lazy chunk and first API answers). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Ids that the demo data has, so that `:id` routes show a real record. */
async function demoIds(page: Page, baseUrl: string) {
  const login = await page.request.post(`${baseUrl}/api/jwt/login`, { data: demo.admin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const get = async <T>(url: string) =>
    (await (await page.request.get(`${baseUrl}${url}`, { headers })).json()) as T;
  const invoices = await get<{ invoices: { id: number }[] }>('/api/apps/invoice/invoices?perPage=10');
  const costs = await get<{ costs: { id: number; attachments: number }[] }>(
    '/api/documents/costs?perPage=50',
  );
  const contractors = await get<{ contractors: { id: number }[] }>('/api/apps/contractors?perPage=10');
  // A cost with its scan, so its preview shows the PDF frame (a blob: URL).
  const cost = costs.costs.find((row) => row.attachments > 0) ?? costs.costs[0];
  return {
    invoice: String(invoices.invoices[0]?.id ?? 1),
    cost: String(cost?.id ?? 1),
    contractor: String(contractors.contractors[0]?.id ?? 1),
  };
}

function fill(path: string, ids: Awaited<ReturnType<typeof demoIds>>): string {
  const value = (name: string): string => {
    if (name === 'type') return 'vat';
    if (path.startsWith('/apps/invoice/')) return ids.invoice;
    if (path.startsWith('/documents/costs/')) return ids.cost;
    if (path.startsWith('/apps/contractors/')) return ids.contractor;
    if (name === 'id') return '1';
    return 'any';
  };
  return path.replace(/:(\w+)/g, (_whole, name: string) => value(name));
}

describe('Content-Security-Policy in the browser', () => {
  const app = useApp();

  it('is enforced: an injected inline script or style attribute is refused and reported', async () => {
    const violations = await watchViolations(app.page);
    await visit(app.page, '/login');
    const ran = await app.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      const div = document.createElement('div');
      div.setAttribute('style', 'color: red');
      document.body.append(div);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.map((v) => v.text).join('\n')).toMatch(/script-src/);
    await expect.poll(() => violations.map((v) => v.text).join('\n')).toMatch(/style-src/);
  });

  it('is never broken by a page of the app', { timeout: 600_000 }, async () => {
    const paths = declaredPaths();
    expect(paths.length).toBeGreaterThan(40);
    const violations = await watchViolations(app.page);
    const visited: string[] = [];

    for (const path of paths.filter((p) => SIGNED_OUT.test(p))) {
      await visit(app.page, path);
      visited.push(path);
    }
    // Mantine writes its theme as <style> tags: with the page's nonce they apply.
    const themed = await app.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-scheme').trim(),
    );
    expect(themed).toBe('light');

    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    const ids = await demoIds(app.page, app.baseUrl);
    for (const path of paths.filter((p) => !SIGNED_OUT.test(p))) {
      await visit(app.page, fill(path, ids));
      visited.push(path);
    }
    // The dark skin swaps Mantine's styles at run time, with the nonce too.
    await app.page.evaluate(() => localStorage.setItem('skin', 'dark'));
    await visit(app.page, '/dashboard');
    // A modal's scroll lock (react-remove-scroll) adds a <style> of its own when it opens.
    await app.page.keyboard.press('Control+k');
    await app.page.getByRole('dialog').waitFor();
    await app.page.keyboard.press('Escape');
    await visit(app.page, '/api/docs/');
    await app.page.locator('.swagger-ui .information-container').waitFor();
    visited.push('/api/docs/');

    expect(visited.length).toBe(paths.length + 1);
    expect(violations).toEqual([]);
  });
});
