import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

interface TaskRow {
  id: number;
  title: string;
  isCompleted: boolean;
  isDeleted: boolean;
}

describe('to-do (issue 23)', () => {
  const app = useApp();

  async function tasks(query = ''): Promise<TaskRow[]> {
    const login = await fetch(`${app.baseUrl}/api/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo.admin),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const response = await fetch(`${app.baseUrl}/api/apps/todo/tasks${query}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await response.json()) as { tasks: TaskRow[] }).tasks;
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
});
