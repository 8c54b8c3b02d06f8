import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { newPage } from '../support/browser.ts';
import { useApp } from '../support/fixture.ts';

/** The API as the admin's other browser would use it: a token, then JSON. */
async function apiAs(baseUrl: string, credentials: { email: string; password: string }) {
  const login = await fetch(`${baseUrl}/api/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(path: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG A/AA rules on one part of the page. The script is evaluated through the DevTools
 * protocol, which the page's CSP does not govern, so the app's own policy stays as it is.
 */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (root) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: string,
            options: object,
          ): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(root, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, selector);
}

describe('navbar (issue 28)', () => {
  // No debt-collection run and no deadline notices at start-up: either would ring the bell while the
  // test counts (the demo data has documents due tomorrow on some days).
  const app = useApp({ env: () => ({ DEBT_SCHEDULE_INTERVAL_MS: '0', DEADLINE_NOTICE_INTERVAL_MS: '0' }) });

  it('Ctrl+K, a NIP typed, Enter: the contractor opens', async () => {
    const get = await apiAs(app.baseUrl, demo.admin);
    const { contractors } = await get<{ contractors: { id: number; name: string; nip: string | null }[] }>(
      '/api/apps/contractors',
    );
    const target = contractors.find((c) => c.nip && /^\d{10}$/.test(c.nip));
    expect(target).toBeDefined();

    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    await app.page.getByRole('button', { name: 'Search everywhere', exact: true }).waitFor();

    await app.page.keyboard.press('Control+K');
    const dialog = app.page.getByRole('dialog', { name: 'Search', exact: true });
    await dialog.waitFor();
    const field = dialog.getByRole('combobox', { name: /^Search pages/ });
    await field.fill(target?.nip ?? '');
    const group = dialog.getByRole('group', { name: 'Contractors', exact: true });
    await group
      .getByRole('option', { name: target?.name ?? '' })
      .first()
      .waitFor();
    // The first row is the contractor itself (an exact NIP ranks first; no page is named after digits).
    await expect
      .poll(() => dialog.getByRole('option', { selected: true }).textContent())
      .toContain(target?.name ?? '');
    expect(await axeViolations(app.page, '[role="dialog"]')).toEqual([]);
    await field.press('Enter');
    await app.page.waitForURL(`**/apps/contractors/${target?.id}`);
    await dialog.waitFor({ state: 'hidden' });

    // The search is remembered: reopened with "/", the overlay offers it before anything is typed.
    await app.page.locator('body').click();
    await app.page.keyboard.press('/');
    await dialog.getByRole('group', { name: 'Recent' }).getByRole('option').first().waitFor();
  });

  it('a payment recorded in one browser makes the bell count rise in another, without a reload', async () => {
    const get = await apiAs(app.baseUrl, demo.admin);
    const { invoices } = await get<{ invoices: { id: number; number: string }[] }>(
      '/api/apps/invoice/invoices?status=issued',
    );
    const invoice = invoices[0];
    expect(invoice).toBeDefined();

    // The admin's browser, watching the bell.
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    const bell = app.page.getByRole('button', { name: /^Notifications \(unread: \d+\)$/ });
    await bell.waitFor();
    const unread = async () =>
      Number(/unread: (\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    // The bell shows its button before its list has loaded: count from what the server holds.
    const { unreadCount: before } = await get<{ unreadCount: number }>('/api/notifications');
    await expect.poll(unread, { timeout: 15_000 }).toBe(before);

    // The accountant's browser records a payment.
    const browser = app.context.browser();
    if (!browser) throw new Error('no browser');
    const other = await newPage(browser, app.baseUrl);
    try {
      const otherLogin = new LoginPage(other.page);
      await otherLogin.open();
      await otherLogin.logIn(demo.accountant.email, demo.accountant.password);
      await other.page.waitForURL('**/dashboard/**');
      await other.page.goto(`/apps/invoice/preview/${invoice?.id}`);
      await other.page.getByRole('button', { name: 'Add payment' }).first().click();
      const drawer = other.page.getByRole('dialog', { name: 'Add payment' });
      await drawer.getByLabel('Amount').fill('1');
      await drawer.getByRole('button', { name: 'Add payment' }).click();
      await drawer.waitFor({ state: 'hidden' });
    } finally {
      await other.context.close();
    }

    await expect.poll(unread, { timeout: 15_000 }).toBe(before + 1);
    await bell.click();
    await app.page.getByRole('button', { name: 'Mark all as read' }).waitFor();
    expect(await axeViolations(app.page, '.mantine-Popover-dropdown')).toEqual([]);
    const entry = app.page.getByRole('button', {
      name: new RegExp(
        `^Payment received for invoice ${(invoice?.number ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    });
    await entry.first().click();
    await app.page.waitForURL(`**/apps/invoice/preview/${invoice?.id}`);
    await expect.poll(unread).toBe(before);
  });
});
