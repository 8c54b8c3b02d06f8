import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilityRulesFor } from '@saldo/contracts/abilities';
import type { Task } from '@saldo/contracts/todo';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import TodoPage from './TodoPage.tsx';

const task = (overrides: Partial<Task> = {}): Task => ({
  id: 1,
  title: 'Wysłać JPK_V7M',
  dueDate: '2026-11-20',
  description: '<p>Za <strong>październik</strong></p><script>alert(1)</script>',
  assigneeId: 3,
  assignee: { fullName: 'Ewa Zielińska', avatar: null },
  tags: ['high'],
  isCompleted: false,
  isDeleted: false,
  isImportant: true,
  isOverdue: true,
  deletedAt: null,
  link: { kind: 'invoice', id: 7, label: 'FV/1/2026' },
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The tasks endpoints: the list (recording each query) and the changes (recording each call). */
function stubApi(tasks: Task[]) {
  const queries: URLSearchParams[] = [];
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/apps/todo/assignees') return json(200, { assignees: [] });
    if (url.pathname === '/api/apps/todo/tasks' && method === 'GET') {
      queries.push(url.searchParams);
      return json(200, { tasks });
    }
    const match = /^\/api\/apps\/todo\/tasks\/(\d+)$/.exec(url.pathname);
    const current = tasks.find((t) => t.id === Number(match?.[1]));
    if (!current) return json(404, { message: 'Not found' });
    const body = init?.body ? (JSON.parse(String(init.body)) as { task: Partial<Task> }) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (method === 'DELETE') return json(200, { ...current, isDeleted: true });
    return json(200, { ...current, ...body?.task });
  });
  return { queries, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('TodoPage', () => {
  it('lists the tasks: tags, overdue mark, assignee, the linked invoice, the description as text', async () => {
    loginAs('admin');
    const api = stubApi([task()]);
    await renderWithProviders(<TodoPage />, { route: '/apps/todo/important', path: '/apps/todo/:filter' });
    const item = (await screen.findByTestId('task', undefined, { timeout: 8000 })) as HTMLElement;
    expect(within(item).getByText('High')).toBeTruthy();
    expect(within(item).getByText('Overdue')).toBeTruthy();
    expect(within(item).getByText('Za październik')).toBeTruthy();
    expect(item.querySelector('script, strong')).toBeNull();
    expect(within(item).getByRole('link', { name: 'Invoice FV/1/2026' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/7',
    );
    expect(api.queries.at(-1)?.get('filter')).toBe('important');
  });

  it('completes, deletes and restores a task through the seed’s calls', async () => {
    loginAs('admin');
    const api = stubApi([task(), task({ id: 2, title: 'Usunięte', isDeleted: true, isOverdue: false })]);
    await renderWithProviders(<TodoPage />, { route: '/apps/todo' });
    const actor = userEvent.setup();
    await actor.click(
      await screen.findByRole('checkbox', { name: 'Mark “Wysłać JPK_V7M” as completed' }, { timeout: 8000 }),
    );
    await waitFor(() =>
      expect(api.calls[0]).toEqual({
        method: 'POST',
        path: '/api/apps/todo/tasks/1',
        body: { task: { isCompleted: true } },
      }),
    );
    await actor.click(screen.getByRole('button', { name: 'Delete “Wysłać JPK_V7M”' }));
    await waitFor(() =>
      expect(api.calls[1]).toMatchObject({ method: 'DELETE', path: '/api/apps/todo/tasks/1' }),
    );
    await actor.click(screen.getByRole('button', { name: 'Restore “Usunięte”' }));
    await waitFor(() =>
      expect(api.calls[2]).toEqual({
        method: 'POST',
        path: '/api/apps/todo/tasks/2',
        body: { task: { isDeleted: false } },
      }),
    );
  }, 60_000);

  it('lets a user without task management only tick tasks off', async () => {
    loginAs('client', {
      ability: [
        ...abilityRulesFor('client'),
        { action: 'read', subject: 'Todo' },
        { action: 'update', subject: 'Todo' },
      ],
    });
    stubApi([task()]);
    await renderWithProviders(<TodoPage />, { route: '/apps/todo' });
    await screen.findByTestId('task', undefined, { timeout: 8000 });
    expect(screen.getByRole('checkbox', { name: 'Mark “Wysłać JPK_V7M” as completed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete “Wysłać JPK_V7M”' })).toBeNull();
  });
});
