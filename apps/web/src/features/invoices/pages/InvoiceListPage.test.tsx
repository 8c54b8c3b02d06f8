import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceList } from '@saldo/contracts/invoices';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { invoiceList } from '../test-data.ts';
import InvoiceListPage from '../../../app/pages/InvoiceListRoute.tsx';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * The invoices API, recording each request (the page's state lives in the list's query). The rows
 * come without sums (the page asks for them with sums=false); GET …/totals answers them, after
 * `totalsDelay` when given.
 */
function stubInvoices(
  answer: InvoiceList = invoiceList(),
  extra: Record<string, () => Response> = {},
  totalsDelay?: Promise<void>,
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    });
    const handler = extra[`${method} ${url.pathname}`];
    if (handler) return handler();
    if (method === 'GET' && url.pathname === '/api/apps/invoice/invoices')
      return json(200, { ...answer, sums: [] });
    if (method === 'GET' && url.pathname === '/api/apps/invoice/invoices/totals') {
      const { total, totalCapped, sums } = answer;
      return totalsDelay
        ? totalsDelay.then(() => json(200, { total, totalCapped, sums }))
        : json(200, { total, totalCapped, sums });
    }
    return json(404, { message: 'no stub' });
  });
  const lists = () =>
    calls.filter((call) => call.method === 'GET' && call.path === '/api/apps/invoice/invoices');
  const bodiesOf = (route: string) =>
    calls.filter((call) => `${call.method} ${call.path}` === route).map((call) => call.body);
  return { calls, lists, bodiesOf, last: () => lists().at(-1)?.query };
}

const KSEF_SEND = 'POST /api/apps/invoice/ksef/send';
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const selectPage = () => checkbox('Select the invoices on this page');

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
    expect(api.last()?.toString()).toBe('sortBy=issuedDate&sortDesc=true&page=1&perPage=10&sums=false');
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

    await user.selectOptions(screen.getByRole('combobox', { name: 'Invoices per page' }), '50');
    await waitFor(() => expect(api.last()?.get('perPage')).toBe('50'));
    expect(api.last()?.get('page')).toBe('1');

    // Native selects (lib/native-select.ts): no popover mounts with the list.
    expect(screen.getByRole('combobox', { name: 'Status' }).tagName).toBe('SELECT');
    expect(screen.getByRole('combobox', { name: 'Type' }).tagName).toBe('SELECT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Past Due');
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

  it('ticks single rows and the whole page, and starts again on another page, filter or sort', async () => {
    const api = stubInvoices();
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await screen.findByRole('link', { name: 'FV/1/03/2026' });
    expect(screen.getByText('Selected: 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to KSeF' }).hasAttribute('disabled')).toBe(true);

    await user.click(checkbox('Select invoice FV/1/03/2026'));
    expect(screen.getByText('Selected: 1')).toBeTruthy();
    expect(selectPage().checked).toBe(false);
    expect(selectPage().getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByRole('button', { name: 'Send to KSeF' }).hasAttribute('disabled')).toBe(false);

    // Half-ticked, the header ticks the rest of the page; then it unticks all of it.
    await user.click(selectPage());
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    expect(checkbox('Select invoice FV/2/03/2026').checked).toBe(true);
    expect(selectPage().checked).toBe(true);
    await user.click(selectPage());
    expect(screen.getByText('Selected: 0')).toBeTruthy();
    expect(checkbox('Select invoice FV/1/03/2026').checked).toBe(false);

    // Ticks belong to the page shown: paging, sorting or filtering drops them.
    await user.click(selectPage());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.last()?.get('page')).toBe('2'));
    expect(screen.getByText('Selected: 0')).toBeTruthy();
    await user.click(checkbox('Select invoice FV/1/03/2026'));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    // (page 1 comes from the cache: no request, but the address changes)
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    expect(screen.getByText('Selected: 0')).toBeTruthy();
    await user.click(selectPage());
    await user.click(screen.getByRole('button', { name: 'Balance' }));
    await waitFor(() => expect(api.last()?.get('sortBy')).toBe('balance'));
    expect(screen.getByText('Selected: 0')).toBeTruthy();
    await user.click(selectPage());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await waitFor(() => expect(api.last()?.get('status')).toBe('paid'));
    expect(screen.getByText('Selected: 0')).toBeTruthy();
    expect(selectPage().checked).toBe(false);
  });

  it('is used from the keyboard: Space ticks, the bulk action opens with Enter', async () => {
    stubInvoices();
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await screen.findByRole('link', { name: 'FV/1/03/2026' });
    checkbox('Select invoice FV/1/03/2026').focus();
    await user.keyboard(' ');
    expect(screen.getByText('Selected: 1')).toBeTruthy();
    selectPage().focus();
    await user.keyboard(' ');
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    // The bar sits just before the table: one step back from the header's tick.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send to KSeF' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Send invoices to KSeF' });
    expect(within(dialog).getByText('Send the selected invoices (2) to KSeF?')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Selected: 2')).toBeTruthy();
  });

  it('sends the ticked invoices to KSeF after a confirmation and names the skipped ones with the reasons', async () => {
    const api = stubInvoices(invoiceList(), {
      [KSEF_SEND]: () =>
        json(200, {
          queued: [11],
          skipped: [{ id: 12, reason: 'A cancelled invoice is not sent to KSeF.' }],
        }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await screen.findByRole('link', { name: 'FV/1/03/2026' });
    await user.click(selectPage());
    await user.click(screen.getByRole('button', { name: 'Send to KSeF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invoices to KSeF' });
    expect(within(dialog).getByText('Send the selected invoices (2) to KSeF?')).toBeTruthy();
    expect(api.bodiesOf(KSEF_SEND)).toEqual([]);
    const loads = api.lists().length;

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const skipped = await within(dialog).findByRole('alert');
    expect(within(dialog).getByText('Queued for KSeF: 1')).toBeTruthy();
    expect(skipped.textContent).toContain('Skipped: 1');
    expect(skipped.textContent).toContain('FV/2/03/2026: A cancelled invoice is not sent to KSeF.');
    expect(api.bodiesOf(KSEF_SEND)).toEqual([{ ids: [11, 12] }]);
    // The request is done with: nothing stays ticked, and the list is asked again.
    expect(screen.getByText('Selected: 0')).toBeTruthy();
    expect(selectPage().checked).toBe(false);
    expect(api.lists().length).toBeGreaterThan(loads);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says how many were queued when none was skipped', async () => {
    stubInvoices(invoiceList(), { [KSEF_SEND]: () => json(200, { queued: [11, 12], skipped: [] }) });
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await screen.findByRole('link', { name: 'FV/1/03/2026' });
    await user.click(selectPage());
    await user.click(screen.getByRole('button', { name: 'Send to KSeF' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Queued for KSeF: 2')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Selected: 0')).toBeTruthy();
  });

  it('keeps the dialog and the ticks with the server refusal when KSeF is not set up', async () => {
    const refusal =
      "KSeF is not set up: choose the environment and enter the company's KSeF token in Settings → KSeF.";
    stubInvoices(invoiceList(), { [KSEF_SEND]: () => json(409, { message: refusal }) });
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    await screen.findByRole('link', { name: 'FV/1/03/2026' });
    await user.click(checkbox('Select invoice FV/2/03/2026'));
    await user.click(screen.getByRole('button', { name: 'Send to KSeF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invoices to KSeF' });
    expect(within(dialog).getByText('Send the selected invoices (1) to KSeF?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The invoices were not queued for KSeF');
    expect(alert.textContent).toContain(refusal);
    expect(screen.queryByText(/Queued for KSeF/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Selected: 1')).toBeTruthy();
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
    // No bulk action for a client, so no ticks either.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/^Selected:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to KSeF' })).toBeNull();
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
    expect(anchor.download).toBe('Faktura_FV_1_03_2026.pdf');
  });

  it('invites an admin to add the first invoice', async () => {
    stubInvoices({ invoices: [], total: 0, totalCapped: false, sums: [] });
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
  it('paints the rows before the totals arrive', async () => {
    let release = () => {};
    const totalsDelay = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubInvoices(invoiceList(), {}, totalsDelay);
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    expect(await screen.findByRole('link', { name: 'FV/1/03/2026' })).toBeTruthy();
    expect(screen.queryByTestId('sums-PLN')).toBeNull();
    release();
    expect(await screen.findByTestId('sums-PLN')).toBeTruthy();
  });

  it('says "more than" a capped search count, and shows no sums', async () => {
    stubInvoices(invoiceList({ total: 10_000, totalCapped: true, sums: [] }));
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list?q=kowal' });
    expect(
      await screen.findByText(
        'Showing 1 to 10 of more than 10,000 entries: narrow the search to see the count and the sums',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('sums-PLN')).toBeNull();
  });
});
