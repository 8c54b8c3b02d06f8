import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@saldo/contracts/todo';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskDrawer } from './TaskDrawer.tsx';

const task: Task = {
  id: 9,
  title: 'Wysłać JPK_V7M',
  dueDate: null,
  description:
    '<p>Za <strong>październik</strong> <a href="javascript:alert(1)">tu</a></p><script>alert(1)</script>',
  assigneeId: null,
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  isOverdue: false,
  deletedAt: null,
  link: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function stubApi() {
  const saved: { task: Partial<Task> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/apps/todo/assignees') return json(200, { assignees: [] });
    if (url.pathname === '/api/apps/invoice/invoices') return json(200, { invoices: [], total: 0 });
    if (url.pathname === '/api/apps/todo/tasks/9' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { task: Partial<Task> };
      saved.push(body);
      return json(200, { ...task, ...body.task });
    }
    return json(404, { message: 'Not found' });
  });
  return { saved };
}

afterEach(() => vi.unstubAllGlobals());
// ProseMirror measures the DOM, which jsdom does not lay out: zero rectangles are enough here.
beforeAll(() => {
  const rects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects = rects as unknown as Range['getClientRects'];
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

describe('the description editor of the task panel', () => {
  it('shows the stored formatting (never a script or a javascript: link) and saves a list as HTML', async () => {
    loginAs('admin');
    const api = stubApi();
    await renderWithProviders(<TaskDrawer opened task={task} onClose={() => {}} />);
    const editor = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 8000 });
    expect(editor.querySelector('strong')?.textContent).toBe('październik');
    expect(editor.querySelector('script')).toBeNull();
    expect(editor.querySelector('a[href^="javascript"]')).toBeNull();
    for (const control of ['Bold', 'Italic', 'Numbered list', 'Link', 'Remove link'])
      expect(screen.getByRole('button', { name: control })).toBeTruthy();
    // The compact toolbar: nothing the panel could not undo.
    for (const control of ['Quote', 'Heading', 'Underline', 'Insert image'])
      expect(screen.queryByRole('button', { name: control })).toBeNull();

    const actor = userEvent.setup();
    await actor.click(editor);
    await actor.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(editor.querySelector('ul li strong')?.textContent).toBe('październik'));
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]?.task.description).toMatch(/^<ul><li><p>Za <strong>październik<\/strong>/);
  }, 60_000);
});
