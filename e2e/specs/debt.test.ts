import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../apps/server/test/fakes/fake-smtp-server.ts';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

// Mail goes to an SMTP server in this process; NBP is off, so the compensation shows in EUR.
let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

describe('debt collection', () => {
  const app = useApp({
    env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'saldo@demo.test', NBP_API_URL: 'off' }),
  });

  it('lists an overdue invoice with its interest, sends a reminder and shows it in the timeline', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/apps/invoices/list/expired');
    await page.getByRole('heading', { name: 'Overdue invoices' }).waitFor();
    const firstRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first();
    await firstRow.waitFor({ timeout: 15_000 });
    const number = (await firstRow.getByRole('link').first().textContent())?.trim() ?? '';
    expect(number).not.toBe('');
    // Interest to today is counted: an amount in złoty, with the rate in its tooltip.
    await expect.poll(() => firstRow.textContent()).toMatch(/zł|PLN|€|EUR/);

    await firstRow.getByRole('button', { name: `Collection steps for invoice ${number}` }).click();
    await page.getByRole('menuitem', { name: 'Send reminder e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Send a payment reminder e-mail').waitFor();
    await dialog.getByLabel('Your message (optional)').fill('Prosimy o pilną wpłatę.');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Reminder sent').first().waitFor();
    await expect.poll(() => smtp.received.some((m) => m.raw.includes('application/pdf'))).toBe(true);

    await page.goto('/apps/invoices/list/expired');
    await page.getByRole('link', { name: number, exact: true }).click();
    await page.waitForURL('**/apps/invoice/preview/**');
    const timeline = page.getByRole('region', { name: 'Debt history' });
    await timeline.getByText('Payment reminder sent by e-mail').waitFor({ timeout: 15_000 });
  });

  it.each([1280, 1440])(
    'keeps the row actions in view at %i px, without scrolling sideways',
    async (width) => {
      const { page } = app;
      await page.setViewportSize({ width, height: 900 });
      const login = new LoginPage(page);
      await login.open();
      await login.logIn(demo.admin.email, demo.admin.password);
      await page.waitForURL('**/dashboard/**');
      await page.goto('/apps/invoices/list/expired');
      const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
      await rows.first().waitFor({ timeout: 15_000 });

      // Every row's menu button lies inside the window as the page opens: nothing scrolled.
      const buttons = page.getByRole('button', { name: /^Collection steps for invoice / });
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const box = await buttons.nth(i).boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      }
      const scrolled = await page.evaluate(() => {
        const table = document.querySelector('table');
        let node: HTMLElement | null = table?.parentElement ?? null;
        let left = window.scrollX;
        while (node) {
          left += node.scrollLeft;
          node = node.parentElement;
        }
        return left;
      });
      expect(scrolled).toBe(0);
      // The button is on top of the cells scrolling beneath it, so a click reaches it.
      await buttons.first().click({ trial: true });

      // NBP is off: one notice says so; the cells carry a dash, not the sentence again and again.
      await expect.poll(() => page.getByText('NBP exchange rates: not available').count()).toBe(1);
      expect(await page.getByText(/which could not be fetched/).count()).toBe(0);
    },
  );
});
