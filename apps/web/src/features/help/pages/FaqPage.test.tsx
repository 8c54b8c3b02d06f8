import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaqData } from '@saldo/contracts/help';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import FaqPage from './FaqPage.tsx';

const data: FaqData = {
  payment: {
    id: 1,
    icon: 'credit-card',
    title: 'Payments',
    subtitle: 'Recording payments',
    qandA: [{ id: 11, question: 'How do I mark an invoice as paid?', ans: 'Add a payment.' }],
  },
  delivery: {
    id: 2,
    icon: 'send',
    title: 'Sending documents',
    subtitle: 'E-mail and the KSeF',
    qandA: [{ id: 21, question: 'When does an invoice go to the KSeF?', ans: 'When you send it.' }],
  },
};

/** The FAQ endpoints: searches recorded, answered by substring as the server does; edits recorded. */
function stubApi() {
  const searches: string[] = [];
  const edits: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'PATCH' && url.pathname === '/api/faq/entries/11') {
      edits.push(JSON.parse(String(init.body)));
      return json(200, { id: 11 });
    }
    if (url.pathname !== '/api/faq/data') return json(404, { message: 'no stub' });
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    searches.push(q);
    const filtered = Object.fromEntries(
      Object.entries(data)
        .map(
          ([key, c]) =>
            [key, { ...c, qandA: c.qandA.filter((e) => e.question.toLowerCase().includes(q)) }] as const,
        )
        .filter(([, c]) => c.qandA.length > 0),
    );
    return json(200, filtered);
  });
  return { searches, edits };
}

afterEach(() => vi.unstubAllGlobals());

describe('FaqPage', () => {
  it('shows the categories and narrows them with the search', async () => {
    loginAs('accountant');
    const api = stubApi();
    await renderWithProviders(<FaqPage />, { route: '/pages/faq' });
    expect(await screen.findByRole('heading', { name: 'Payments' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sending documents' })).toBeTruthy();
    // A reader sees no editing controls.
    expect(screen.queryByRole('button', { name: 'Add a question' })).toBeNull();
    await userEvent.setup().type(screen.getByLabelText('Search the questions'), 'ksef');
    await waitFor(() => expect(api.searches.at(-1)).toBe('ksef'), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull(), {
      timeout: 5000,
    });
    expect(await screen.findByRole('heading', { name: 'Sending documents' })).toBeTruthy();
    expect(api.searches.at(-1)).toBe('ksef');
  }, 30_000);

  it('lets an administrator edit an answer in place', async () => {
    loginAs('admin');
    const api = stubApi();
    await renderWithProviders(<FaqPage />, { route: '/pages/faq' });
    const actor = userEvent.setup();
    await actor.click(
      await screen.findByRole('button', { name: 'How do I mark an invoice as paid?' }, { timeout: 8000 }),
    );
    await actor.click(await screen.findByRole('button', { name: 'Edit' }));
    const answer = screen.getByLabelText('Answer');
    await actor.clear(answer);
    await actor.type(answer, 'Add a payment from the preview.');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.edits).toHaveLength(1));
    expect(api.edits[0]).toEqual({
      question: 'How do I mark an invoice as paid?',
      answer: 'Add a payment from the preview.',
    });
  }, 30_000);
});
