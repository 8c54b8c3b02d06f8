import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

interface TaskRow {
  id: number;
  title: string;
  isCompleted: boolean;
  isDeleted: boolean;
  description: string;
  link: { kind: string; id: number; label: string } | null;
}

describe('to-do (issue 23)', () => {
  const app = useApp();

  async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const login = await fetch(`${app.baseUrl}/api/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo.admin),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  }

  async function tasks(query = ''): Promise<TaskRow[]> {
    return (await call<{ tasks: TaskRow[] }>(`/apps/todo/tasks${query}`)).tasks;
  }

  it('completes, deletes and restores a task', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/apps/todo');
    const title = 'Spotkanie zespołu: zamknięcie miesiąca';
    const item = page.getByTestId('task').filter({ hasText: title });
    await item.waitFor();

    await item.getByRole('checkbox', { name: `Mark “${title}” as completed` }).click();
    await page.getByText(`“${title}” is completed.`).waitFor();
    await expect.poll(async () => (await tasks()).find((t) => t.title === title)?.isCompleted).toBe(true);
    await page.getByRole('link', { name: 'Completed' }).click();
    await page.waitForURL('**/apps/todo/completed');
    await page.getByTestId('task').filter({ hasText: title }).waitFor();

    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await page.getByText(`“${title}” was moved to Deleted.`).waitFor();
    await page.getByTestId('task').filter({ hasText: title }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Deleted' }).click();
    await page.waitForURL('**/apps/todo/deleted');
    await page.getByText('Deleted tasks can be restored for 30 days').waitFor();
    await page.getByRole('button', { name: `Restore “${title}”` }).click();
    await page.getByText(`“${title}” was restored.`).waitFor();
    await page.getByTestId('task').filter({ hasText: title }).waitFor({ state: 'detached' });
    expect((await tasks()).find((t) => t.title === title)).toMatchObject({
      isDeleted: false,
      isCompleted: true,
    });

    await page.getByRole('link', { name: 'All tasks' }).click();
    await page.getByTestId('task').filter({ hasText: title }).waitFor();
  });

  it('links a task to an invoice found in the panel, and formats its description', async () => {
    const { page } = app;
    const title = 'Sprawdzić wpłatę do faktury';
    await call('/apps/todo/tasks', { method: 'POST', body: { task: { title } } });
    const [invoice] = (
      await call<{ invoices: { id: number; number: string }[] }>(
        '/apps/invoice/invoices?perPage=1&sums=false',
      )
    ).invoices;
    if (!invoice) throw new Error('the demo has no invoice');

    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');
    await page.goto('/apps/todo');
    const item = page.getByTestId('task').filter({ hasText: title });
    await item.getByRole('button', { name: title, exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Edit task' });

    const editor = panel.getByRole('textbox', { name: 'Description' });
    await editor.click();
    // The page's CSP admits tiptap's own <style> tag only with the page's nonce.
    expect(await page.locator('style[data-tiptap-style]').evaluate((style) => style.nonce)).not.toBe('');
    await page.keyboard.type('Zadzwonić ');
    await panel.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('pilnie');

    await panel.getByRole('combobox', { name: 'Search invoices by number or buyer' }).fill(invoice.number);
    await page.getByRole('option', { name: `${invoice.number} · ` }).click();
    await panel.getByRole('link', { name: `Invoice ${invoice.number}` }).waitFor();
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The task was saved.').waitFor();

    const link = item.getByRole('link', { name: `Invoice ${invoice.number}` });
    await link.waitFor();
    await expect
      .poll(async () => (await tasks()).find((t) => t.title === title))
      .toMatchObject({
        link: { kind: 'invoice', id: invoice.id, label: invoice.number },
        description: '<p>Zadzwonić <strong>pilnie</strong></p>',
      });
    await link.click();
    await page.waitForURL(`**/apps/invoice/preview/${invoice.id}`);
  });
});
