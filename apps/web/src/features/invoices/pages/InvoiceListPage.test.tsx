import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceList } from '@saldo/contracts/invoices';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { invoiceList } from '../test-data.ts';
import InvoiceListPage from './InvoiceListPage.tsx';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
}

/** The invoices API, recording each request (the page's state lives in the list's query). */
function stubInvoices(answer: InvoiceList = invoiceList(), extra: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname, query: url.searchParams, headers: new Headers(init.headers) });
    const handler = extra[`${method} ${url.pathname}`];
    if (handler) return handler();
    if (method === 'GET' && url.pathname === '/api/apps/invoice/invoices') return json(200, answer);
    return json(404, { message: 'no stub' });
  });
  const lists = () =>
    calls.filter((call) => call.method === 'GET' && call.path === '/api/apps/invoice/invoices');
  return { calls, lists, last: () => lists().at(-1)?.query };
}

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvoiceListPage', () => {
  it('lists the invoices with client, amounts, status and the sums per currency', async () => {
    const api = stubInvoices();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    const link = await screen.findByRole('link', { name: 'FV/1/03/2026' });
    expect(link.getAttribute('href')).toBe('/apps/invoice/preview/11');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Kowalski & Syn Sp. z o.o.')).toBeTruthy();
    expect(within(row).getByText('biuro@kowalski.pl')).toBeTruthy();
    expect(within(row).getAllByText('PLN 1,230.00')).toHaveLength(2);
    expect(within(row).getByText('Issued')).toBeTruthy();
    const paid = screen.getByRole('link', { name: 'FV/2/03/2026' }).closest('tr') as HTMLElement;
    expect(within(paid).getByText('€500.00')).toBeTruthy();
    expect(within(paid).getByText('Paid')).toBeTruthy();

    const pln = screen.getByTestId('sums-PLN');
    expect(within(pln).getByText('Total (PLN)')).toBeTruthy();
    expect(within(pln).getByText('Net PLN 10,000.00 · VAT PLN 2,300.00')).toBeTruthy();
    expect(within(pln).getByText('PLN 12,300.00')).toBeTruthy();
    expect(within(pln).getByText('PLN 4,567.89')).toBeTruthy();
    expect(within(screen.getByTestId('sums-EUR')).getByText('Total (EUR)')).toBeTruthy();

    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    expect(api.last()?.toString()).toBe('sortBy=issuedDate&sortDesc=true&page=1&perPage=10');
    expect(screen.getByRole('link', { name: 'Add invoice' }).getAttribute('href')).toBe('/apps/invoice/add/');
  });

  it('sorts by a column header, pages, changes the page size and filters by status', async () => {
    const api = stubInvoices();
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await screen.findByRole('link', { name: 'FV/1/03/2026' });

    await user.click(screen.getByRole('button', { name: 'Balance' }));
    await waitFor(() => expect(api.last()?.get('sortBy')).toBe('balance'));
    expect(api.last()?.get('sortDesc')).toBe('false');
    expect(screen.getByRole('columnheader', { name: 'Balance' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Balance' }));
    await waitFor(() => expect(api.last()?.get('sortDesc')).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.last()?.get('page')).toBe('2'));

    await user.click(screen.getByRole('combobox', { name: 'Invoices per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(api.last()?.get('perPage')).toBe('50'));
    expect(api.last()?.get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Past Due' }));
    await waitFor(() => expect(api.last()?.get('status')).toBe('overdue'));
    // The state is kept in the address.
    expect(router.state.location.search).toContain('status=overdue');
    expect(router.state.location.search).toContain('perPage=50');
  });

  it('reads filters from the address and sends the search once typing pauses', async () => {
    const api = stubInvoices();
    await renderWithProviders(<InvoiceListPage />, {
      route: '/apps/invoice/list?type=proforma&dateFrom=2026-01-01&dateTo=2026-03-31',
    });
    await screen.findByRole('link', { name: 'FV/1/03/2026' });
    expect(api.last()?.get('type')).toBe('proforma');
    expect(api.last()?.get('dateFrom')).toBe('2026-01-01');
    expect(api.last()?.get('dateTo')).toBe('2026-03-31');
    await userEvent.type(screen.getByLabelText('Search'), 'kowal');
    await waitFor(() => expect(api.last()?.get('q')).toBe('kowal'), { timeout: 3000 });
    expect(api.lists().filter((call) => call.query.has('q'))).toHaveLength(1);
  });

  it('offers every action to an admin and keeps the delete dialog open with the server refusal', async () => {
    stubInvoices(invoiceList(), {
      'DELETE /api/apps/invoice/invoices/11': () =>
        json(409, { message: 'Only the newest invoice of a series can be deleted.' }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await user.click(await screen.findByRole('button', { name: 'Actions for invoice FV/1/03/2026' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe(
      '/apps/invoice/edit/11',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Send' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/11?send=1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Duplicate' }).getAttribute('href')).toBe(
      '/apps/invoice/add/vat?duplicate=11',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Only the newest invoice of a series can be deleted.',
    );
  });

  it('hides edit for an invoice that is no longer editable', async () => {
    stubInvoices();
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await user.click(await screen.findByRole('button', { name: 'Actions for invoice FV/2/03/2026' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });

  it('gives a client a read-only list: preview and PDF only, no add button', async () => {
    loginAs('client');
    stubInvoices();
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await user.click(await screen.findByRole('button', { name: 'Actions for invoice FV/1/03/2026' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Preview', 'Download PDF']);
    expect(screen.queryByRole('link', { name: 'Add invoice' })).toBeNull();
  });

  it('downloads the PDF with the bearer token', async () => {
    const api = stubInvoices(invoiceList(), {
      'GET /api/apps/invoice/invoices/11/pdf': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await user.click(await screen.findByRole('button', { name: 'Actions for invoice FV/1/03/2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const pdf = api.calls.find((call) => call.path === '/api/apps/invoice/invoices/11/pdf');
    expect(pdf?.headers.get('Authorization')).toBe('Bearer admin-access');
    expect(createObjectURL).toHaveBeenCalledOnce();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('FV-1-03-2026.pdf');
  });

  it('invites an admin to add the first invoice', async () => {
    stubInvoices({ invoices: [], total: 0, sums: [] });
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add invoice' })).toHaveLength(2);
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    vi.stubGlobal('fetch', async () =>
      ++attempts === 1 ? json(403, { message: 'Forbidden' }) : json(200, invoiceList()),
    );
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.getByText('The invoices could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'FV/1/03/2026' })).toBeTruthy();
  });
});
