import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CostList } from '@saldo/contracts/costs';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { contractor } from '../../../test/contractor-fixtures.ts';
import { todayIso } from '../../../lib/format.ts';
import { costList, stubCostsApi, type Handler } from '../test-data.ts';
import CostListPage from './CostListPage.tsx';

const LIST = 'GET /api/documents/costs';
const TOTALS = 'GET /api/documents/costs/totals';

function openList(
  route = '/documents/costs',
  answer: CostList = costList(),
  extra: Record<string, Handler> = {},
) {
  const api = stubCostsApi({
    [LIST]: () => json(200, answer),
    // The page asks for the sums apart from the rows (decision 0014).
    [TOTALS]: () =>
      json(200, {
        total: answer.total,
        totalCapped: answer.totalCapped,
        sums: answer.sums,
        sumsPln: answer.sumsPln,
      }),
    'GET /api/organization/categories': () =>
      json(200, {
        categories: [
          { id: 3, name: 'Usługi obce', kind: 'cost' },
          { id: 4, name: 'Sprzedaż towarów', kind: 'income' },
        ],
      }),
    'GET /api/apps/contractors': () => json(200, { contractors: [contractor({ id: 7 })], total: 1 }),
    'GET /api/apps/contractors/7': () => json(200, { contractor: contractor({ id: 7 }) }),
    ...extra,
  });
  const last = () => api.callsTo(LIST).at(-1)?.query;
  return { api, last, rendered: renderWithProviders(<CostListPage />, { route }) };
}

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CostListPage', () => {
  it('paints the rows before the sums, which come from the totals request', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = costList();
    const { api, rendered } = openList('/documents/costs', answer, {
      [TOTALS]: async () => {
        await held;
        return json(200, { total: 12, totalCapped: false, sums: answer.sums, sumsPln: answer.sumsPln });
      },
    });
    await rendered;
    // The first test of the file renders cold: more than the default second on a loaded machine.
    expect(await screen.findByRole('link', { name: 'FS/77/2026' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('sums-PLN')).toBeNull();
    expect(api.callsTo(LIST).length).toBeGreaterThan(0);
    release();
    expect(await screen.findByTestId('sums-PLN')).toBeTruthy();
  });

  it('says "more than" for a search counted up to the cap, and shows no sums', async () => {
    const { rendered } = openList(
      '/documents/costs?q=sp',
      costList({
        total: 10_000,
        totalCapped: true,
        sums: [],
        sumsPln: { net: 0, vat: 0, gross: 0, balance: 0 },
      }),
    );
    await rendered;
    expect(await screen.findByText(/of more than 10,000 entries: narrow the search/)).toBeTruthy();
    expect(screen.queryByTestId('sums-PLN')).toBeNull();
  });

  it('lists the documents with supplier, amounts and status, and the sums per currency and in PLN', async () => {
    const { last, rendered } = openList();
    await rendered;
    const link = await screen.findByRole('link', { name: 'FS/77/2026' });
    expect(link.getAttribute('href')).toBe('/documents/costs/21');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Kowalski & Syn Sp. z o.o.')).toBeTruthy();
    expect(within(row).getByText('Usługi obce')).toBeTruthy();
    expect(within(row).getAllByText('PLN 1,230.00')).toHaveLength(2);
    expect(within(row).getByText('Unpaid')).toBeTruthy();
    const draft = screen.getByRole('link', { name: 'INV-2026-04' }).closest('tr') as HTMLElement;
    expect(within(draft).getByText('To confirm')).toBeTruthy();

    const pln = screen.getByTestId('sums-PLN');
    expect(within(pln).getByText('Net PLN 10,000.00 · VAT PLN 2,300.00')).toBeTruthy();
    expect(within(pln).getByText('PLN 12,300.00')).toBeTruthy();
    expect(within(screen.getByTestId('sums-EUR')).getByText('Total (EUR)')).toBeTruthy();
    const all = screen.getByTestId('sums-all-pln');
    expect(within(all).getByText('Total in PLN, all currencies')).toBeTruthy();
    expect(within(all).getByText('PLN 14,450.00')).toBeTruthy();

    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect(last()?.toString()).toBe('sortBy=issuedDate&sortDesc=true&page=1&perPage=10&sums=false');
    expect(screen.getByRole('link', { name: 'Add cost' }).getAttribute('href')).toBe('/documents/costs/add');
  });

  it('builds the query from the address and the filters, and keeps it in the address', async () => {
    const { last, rendered } = openList('/documents/costs?month=2026-03&contractorId=7&categoryId=3');
    const { router } = await rendered;
    await screen.findByRole('link', { name: 'FS/77/2026' });
    expect(last()?.get('month')).toBe('2026-03');
    expect(last()?.get('contractorId')).toBe('7');
    expect(last()?.get('categoryId')).toBe('3');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Supplier' }) as HTMLInputElement).value).toBe(
        'Kowalski & Syn Sp. z o.o.',
      ),
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'To confirm');
    await waitFor(() => expect(last()?.get('status')).toBe('draft'));
    await user.click(screen.getByRole('button', { name: 'Left to pay' }));
    await waitFor(() => expect(last()?.get('sortBy')).toBe('balance'));
    expect(last()?.get('sortDesc')).toBe('false');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Documents per page' }), '25');
    await waitFor(() => expect(last()?.get('perPage')).toBe('25'));
    await user.type(screen.getByLabelText('Search'), 'kowal');
    await waitFor(() => expect(last()?.get('q')).toBe('kowal'), { timeout: 3000 });
    expect(router.state.location.search).toContain('status=draft');
    expect(router.state.location.search).toContain('month=2026-03');
    expect(router.state.location.search).toContain('perPage=25');
  });

  it('downloads the export with the current filters and the bearer token', async () => {
    const { api, rendered } = openList('/documents/costs?status=overdue', costList(), {
      'GET /api/documents/costs/export': () =>
        new Response('number;gross', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    await rendered;
    const createObjectURL = vi.fn(() => 'blob:costs');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = api.callsTo('GET /api/documents/costs/export');
    expect(call?.query.toString()).toBe('sortBy=issuedDate&sortDesc=true&status=overdue&format=csv');
    expect(call?.headers.get('Authorization')).toBe('Bearer admin-access');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`costs-${todayIso()}.csv`);
  });

  it('marks the selected documents paid and says which were skipped and why', async () => {
    const { api, rendered } = openList('/documents/costs', costList(), {
      'POST /api/documents/costs/bulk-paid': () =>
        json(200, { paid: [21], skipped: [{ id: 22, reason: 'Confirm the imported document first.' }] }),
    });
    await rendered;
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'FS/77/2026' });
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select every document on this page' }));
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('INV-2026-04')).toBeTruthy();
    expect(alert.textContent).toContain('Confirm the imported document first.');
    expect(within(dialog).getByText('Documents marked as paid: 1.')).toBeTruthy();
    expect(api.callsTo('POST /api/documents/costs/bulk-paid')[0]?.body).toEqual({
      ids: [21, 22],
      date: todayIso(),
      method: 'transfer',
    });
    // The skipped one stays selected, for another try.
    expect(screen.getByText('Selected: 1')).toBeTruthy();
  });

  it('invites to add or import the first document', async () => {
    const empty = {
      costs: [],
      total: 0,
      totalCapped: false,
      sums: [],
      sumsPln: { net: 0, vat: 0, gross: 0, balance: 0 },
    };
    const { rendered } = openList('/documents/costs', empty);
    await rendered;
    expect(await screen.findByText('No cost documents yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add cost' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Import from KSeF XML' })).toHaveLength(2);
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    const { rendered } = openList('/documents/costs', costList(), {
      [LIST]: () => (++attempts === 1 ? json(403, { message: 'Forbidden' }) : json(200, costList())),
    });
    await rendered;
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.getByText('The cost documents could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'FS/77/2026' })).toBeTruthy();
  });
});
