import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractorList } from '@saldo/contracts/contractors';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { contractor } from '../../../test/contractor-fixtures.ts';
import ContractorsListPage from './ContractorsListPage.tsx';

const page: ContractorList = {
  contractors: [
    contractor(),
    contractor({
      id: 8,
      name: 'Muster GmbH',
      nip: 'DE811115368',
      country: 'DE',
      city: 'Berlin',
      vatStatus: null,
    }),
  ],
  total: 12,
  totalCapped: false,
  balances: [],
};

/** The list endpoint, recording each request's query (the page's state lives in it). */
function stubList(answer: ContractorList = page) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/apps/contractors') return json(404, { message: 'no stub' });
    queries.push(url.searchParams);
    return json(200, answer);
  });
  return { queries, last: () => queries.at(-1) };
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('ContractorsListPage', () => {
  it('lists the page of contractors with links, VAT status and the total', async () => {
    const api = stubList();
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list' });
    const link = await screen.findByRole('link', { name: 'Kowalski & Syn Sp. z o.o.' });
    expect(link.getAttribute('href')).toBe('/apps/contractors/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('678-301-42-27')).toBeTruthy();
    expect(within(row).getByText('Active VAT payer')).toBeTruthy();
    const berlin = screen.getByText('Berlin').closest('tr') as HTMLElement;
    expect(within(berlin).getByText('VAT not checked')).toBeTruthy();
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    expect(api.last()?.toString()).toBe('sortBy=name&sortDesc=false&page=1&perPage=10');
  });

  it('sends the search as q once typing pauses', async () => {
    const api = stubList();
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list' });
    await screen.findByText('Berlin');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'kowal');
    await waitFor(() => expect(api.last()?.get('q')).toBe('kowal'));
    // One request for the settled text, not one per letter.
    expect(api.queries.filter((query) => query.has('q'))).toHaveLength(1);
  });

  it('sorts by a column header, and reverses on a second click', async () => {
    const api = stubList();
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list?page=2' });
    await screen.findByText('Berlin');
    expect(api.last()?.get('page')).toBe('2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'City' }));
    await waitFor(() => expect(api.last()?.get('sortBy')).toBe('city'));
    expect(api.last()?.get('sortDesc')).toBe('false');
    expect(api.last()?.get('page')).toBe('1');
    expect(screen.getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'City' }));
    await waitFor(() => expect(api.last()?.get('sortDesc')).toBe('true'));
  });

  it('pages forward', async () => {
    const api = stubList();
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list' });
    await screen.findByText('Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.last()?.get('page')).toBe('2'));
  });

  it('invites to add the first contractor when there are none', async () => {
    stubList({ contractors: [], total: 0, totalCapped: false, balances: [] });
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list' });
    expect(await screen.findByText('No contractors yet')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add contractor' })[1] as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    // A 4xx, which the query client does not retry on its own.
    vi.stubGlobal('fetch', async () =>
      ++attempts === 1 ? json(403, { message: 'Forbidden' }) : json(200, page),
    );
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list' });
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.getByText('The contractors could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Berlin')).toBeTruthy();
  });
});

describe('CSV import', () => {
  it('shows the rows the server refused, and that nothing was imported', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/apps/contractors/import') {
        posted.push(init.body);
        return json(200, {
          imported: 0,
          errors: [{ row: 3, field: 'nip', message: 'Invalid Company ID' }],
        });
      }
      return json(200, page);
    });
    const { container } = await renderWithProviders(<ContractorsListPage />, {
      route: '/apps/contractors/list',
    });
    await screen.findByText('Berlin');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['name;nip\nA;1\n'], 'contractors.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Problems found: 1. Nothing was imported',
    );
    const row = within(dialog).getByText('Invalid Company ID').closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('nip')).toBeTruthy();
    expect(posted[0]).toBeInstanceOf(FormData);
  });
});
