import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@saldo/contracts/todo';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskDrawer } from './TaskDrawer.tsx';

const task: Task = {
  id: 5,
  title: 'Zadzwonić do klienta',
  dueDate: null,
  description: '',
  assigneeId: null,
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  isOverdue: false,
  deletedAt: null,
  link: { kind: 'contractor', id: 3, label: 'ACME sp. z o.o.' },
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The invoice search (recording each query) and the task's update (recording its body). */
function stubApi() {
  const searches: URLSearchParams[] = [];
  const saved: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/apps/todo/assignees') return json(200, { assignees: [] });
    if (url.pathname === '/api/apps/invoice/invoices') {
      searches.push(url.searchParams);
      const rows = [
        { id: 41, number: 'FV/41/11/2026', client: { name: 'Kowalski' } },
        { id: 42, number: 'FV/42/11/2026', client: { name: 'Nowak' } },
      ];
      const q = url.searchParams.get('q') ?? '';
      return json(200, { invoices: rows.filter((row) => row.number.includes(q)), total: 2 });
    }
    if (url.pathname === '/api/apps/todo/tasks/5' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { task: Partial<Task> };
      saved.push(body);
      return json(200, { ...task, link: { ...body.task.link, label: 'FV/42/11/2026' } });
    }
    return json(404, { message: 'Not found' });
  });
  return { searches, saved };
}

afterEach(() => vi.unstubAllGlobals());

describe('the link picker of the task panel', () => {
  it('shows the linked document as a link, removes it, and links an invoice found by its number', async () => {
    loginAs('admin');
    const api = stubApi();
    await renderWithProviders(<TaskDrawer opened task={task} onClose={() => {}} />);
    const actor = userEvent.setup();
    const current = await screen.findByRole(
      'link',
      { name: 'Contractor: ACME sp. z o.o.' },
      { timeout: 8000 },
    );
    expect(current.getAttribute('href')).toBe('/apps/contractors/3');

    await actor.click(screen.getByRole('button', { name: 'Remove the link: Contractor: ACME sp. z o.o.' }));
    expect(screen.queryByRole('link', { name: 'Contractor: ACME sp. z o.o.' })).toBeNull();

    const search = screen.getByRole('combobox', { name: 'Search invoices by number or buyer' });
    await actor.type(search, '42');
    await waitFor(() => expect(api.searches.at(-1)?.get('q')).toBe('42'), { timeout: 4000 });
    expect(api.searches.at(-1)?.get('sums')).toBe('false');
    await actor.click(await screen.findByRole('option', { name: 'FV/42/11/2026 · Nowak' }));
    const linked = await screen.findByRole('link', { name: 'Invoice FV/42/11/2026' });
    expect(linked.getAttribute('href')).toBe('/apps/invoice/preview/42');

    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({ task: { link: { kind: 'invoice', id: 42 } } });
  }, 60_000);
});
