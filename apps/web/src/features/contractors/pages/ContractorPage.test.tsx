import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { contractor, costPage, costRow, invoicePage, invoiceRow } from '../../../test/contractor-fixtures.ts';
import ContractorPage from '../../../app/pages/ContractorRoute.tsx';

const CONTRACTOR = '/api/apps/contractors/7';
const INVOICES = '/api/apps/invoice/invoices';
const COSTS = '/api/documents/costs';
const DEBT_HISTORY = 'GET /api/apps/invoice/debt-history';

type ListHandler = (params: URLSearchParams) => Response;
interface DocumentLists {
  invoices?: ListHandler;
  costs?: ListHandler;
}

/**
 * The document lists answer by their query (page, type, status), which `stubApi` does not see: it
 * matches paths. Everything else falls through to it.
 */
function stubDocumentLists({
  invoices = () => json(200, invoicePage()),
  costs = () => json(200, costPage()),
}: DocumentLists) {
  const inner = globalThis.fetch;
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = url.pathname === INVOICES ? invoices : url.pathname === COSTS ? costs : undefined;
    if (!handler) return inner(input, init);
    asked.push(url);
    return handler(url.searchParams);
  });
  return (path: string) =>
    asked.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));
}

async function renderPage(routes: Record<string, StubHandler> = {}, lists: DocumentLists = {}) {
  const api = stubApi({
    [`GET ${CONTRACTOR}`]: () => json(200, { contractor: contractor() }),
    [DEBT_HISTORY]: () => json(200, { entries: [] }),
    ...routes,
  });
  const asked = stubDocumentLists(lists);
  const rendered = await renderWithProviders(<ContractorPage />, {
    route: '/apps/contractors/7',
    path: '/apps/contractors/:id',
  });
  await screen.findByRole('heading', { name: 'Kowalski & Syn Sp. z o.o.' });
  return { api, asked, ...rendered };
}

/** Amounts as the English UI prints them: a no-break space after an ISO code. */
const pln = (amount: string) => `PLN\u00a0${amount}`;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('ContractorPage', () => {
  it('shows the details in the form, and the debt history of its invoices', async () => {
    const { api } = await renderPage();
    expect((screen.getByLabelText(/^Company name/) as HTMLInputElement).value).toBe(
      'Kowalski & Syn Sp. z o.o.',
    );
    expect(screen.getByText('NIP 678-301-42-27')).toBeTruthy();
    const debt = screen.getByRole('region', { name: 'Debt history' });
    expect(await within(debt).findByText('No reminders or other actions yet.')).toBeTruthy();
    expect(api.callsTo(DEBT_HISTORY)).toHaveLength(1);
  });

  it('shows the server refusal when the contractor cannot be deleted', async () => {
    const refusal =
      'This contractor cannot be deleted: 1 linked record(s) (user accounts or documents) still refer to it.';
    const { api } = await renderPage({ [`DELETE ${CONTRACTOR}`]: () => json(409, { message: refusal }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Kowalski & Syn Sp. z o.o.? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(api.callsTo(`DELETE ${CONTRACTOR}`)).toHaveLength(1);
  });

  it('deletes and goes back to the list', async () => {
    const { router } = await renderPage({
      [`DELETE ${CONTRACTOR}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/contractors/list'));
  });

  it('saves edits with the same rules as the server', async () => {
    const { api } = await renderPage({
      [`PUT ${CONTRACTOR}`]: (body) => json(200, { contractor: { ...contractor(), ...(body as object) } }),
    });
    const user = userEvent.setup();
    const postal = screen.getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, '311');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the postal code as NN-NNN.')).toBeTruthy();
    expect(api.callsTo(`PUT ${CONTRACTOR}`)).toEqual([]);
    await user.type(postal, '47');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${CONTRACTOR}`)[0]?.body).toMatchObject({ postalCode: '31147' }),
    );
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
  });

  it('takes the buyer for a business from its NIP, and saves a choice made by hand', async () => {
    const { api } = await renderPage({
      [`PUT ${CONTRACTOR}`]: (body) => json(200, { contractor: { ...contractor(), ...(body as object) } }),
    });
    const user = userEvent.setup();
    const kind = screen.getByRole('combobox', { name: 'In a debt, the buyer is' });
    expect((kind as HTMLInputElement).value).toBe('From the NIP: Business');
    expect(screen.getByText(/interest for commercial transactions \(reference rate \+ 10 pp\)/)).toBeTruthy();
    await user.click(kind);
    await user.click(await screen.findByRole('option', { name: 'Consumer' }));
    expect(screen.getByText(/statutory interest for delay \(art. 481 KC/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${CONTRACTOR}`)[0]?.body).toMatchObject({ debtorKind: 'consumer' }),
    );
  });

  it('says when the contractor does not exist', async () => {
    stubApi({ [`GET ${CONTRACTOR}`]: () => json(404, { message: 'Contractor not found.' }) });
    await renderWithProviders(<ContractorPage />, {
      route: '/apps/contractors/7',
      path: '/apps/contractors/:id',
    });
    expect(await screen.findByText('This contractor does not exist or has been deleted.')).toBeTruthy();
  });
});

const pfSums = { currency: 'PLN', net: 10000, vat: 2300, gross: 12300, balance: 12300 } as const;
const invoiceLists: ListHandler = (params) => {
  if (params.get('type') === 'proforma') {
    return json(200, invoicePage({ total: 1, invoices: [invoiceRow({ id: 103 })], sums: [pfSums] }));
  }
  if (params.get('status') === 'overdue')
    return json(200, invoicePage({ total: 1, invoices: [invoiceRow()] }));
  return json(
    200,
    invoicePage({
      total: 4,
      invoices: [
        invoiceRow({ id: 101, number: 'FV/2026/03/001', invoiceStatus: 'paid', balance: 0 }),
        invoiceRow({
          id: 102,
          number: 'FV/2026/02/007',
          issuedDate: '2026-02-01',
          dueDate: '2026-02-15',
          gross: 246000,
          balance: 100000,
          invoiceStatus: 'overdue',
          daysOverdue: 12,
        }),
        invoiceRow({ id: 103, number: 'PRO/2026/03/002', type: 'proforma', gross: 12300, balance: 12300 }),
        invoiceRow({ id: 104, number: 'FV/2026/01/003', currency: 'EUR', gross: 50000, balance: 50000 }),
      ],
      // Over all pages: the pro forma counts here, and is taken off with its own sums.
      sums: [
        { currency: 'EUR', net: 50000, vat: 0, gross: 50000, balance: 50000 },
        { currency: 'PLN', net: 310000, vat: 71300, gross: 381300, balance: 112300 },
      ],
    }),
  );
};
const costLists: ListHandler = (params) =>
  params.get('status') === 'overdue'
    ? json(200, costPage())
    : json(
        200,
        costPage({
          total: 2,
          costs: [
            costRow(),
            costRow({ id: 56, number: 'KSeF/2026/9', invoiceStatus: 'draft', gross: 10000, balance: 10000 }),
          ],
          // Drafts are not booked: the server leaves them out of the sums.
          sums: [{ currency: 'PLN', net: 50000, vat: 11500, gross: 61500, balance: 61500 }],
          sumsPln: { net: 50000, vat: 11500, gross: 61500, balance: 61500 },
        }),
      );

describe('ContractorPage documents', () => {
  it('lists the invoices with their totals over all pages, without pro formas', async () => {
    const { asked } = await renderPage({}, { invoices: invoiceLists, costs: costLists });
    const section = screen.getByRole('region', { name: 'Sales invoices' });
    const table = await within(section).findByRole('table', { name: 'Sales invoices' });
    await within(table).findByRole('link', { name: 'FV/2026/03/001' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('link', { name: 'FV/2026/02/007' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/102',
    );
    expect(within(table).getByText('Pro forma invoice')).toBeTruthy();
    expect(within(table).getByText('Past Due')).toBeTruthy();
    const late = within(table).getByRole('link', { name: 'FV/2026/02/007' }).closest('tr');
    expect(late && cells(late).slice(0, 4)).toEqual([
      'FV/2026/02/007',
      'Feb 1, 2026',
      'Feb 15, 2026',
      pln('2,460.00'),
    ]);

    expect(cells(await within(section).findByTestId('figures-PLN'))).toEqual([
      pln('3,690.00'),
      pln('2,690.00'),
      pln('1,000.00'),
    ]);
    expect(cells(within(section).getByTestId('figures-EUR'))).toEqual(['€500.00', '€0.00', '€500.00']);
    expect(await within(section).findByText('Overdue: 1')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe(
      '/apps/invoice/add/vat',
    );

    const base = { contractorId: '7', page: '1', sortBy: 'issuedDate', sortDesc: 'true' };
    expect(asked(INVOICES)).toEqual(
      expect.arrayContaining([
        { ...base, perPage: '10' },
        { ...base, perPage: '1', type: 'proforma' },
        { ...base, perPage: '1', status: 'overdue' },
      ]),
    );
  });

  it('lists the costs with their totals', async () => {
    const { asked } = await renderPage({}, { invoices: invoiceLists, costs: costLists });
    const section = screen.getByRole('region', { name: 'Costs' });
    const link = await within(section).findByRole('link', { name: 'FZ 12/03/2026' });
    expect(link.getAttribute('href')).toBe('/documents/costs/55');
    expect(within(section).getByText('Unpaid')).toBeTruthy();
    expect(within(section).getByText('Draft')).toBeTruthy();
    expect(cells(await within(section).findByTestId('figures-PLN'))).toEqual([
      pln('615.00'),
      pln('0.00'),
      pln('615.00'),
    ]);
    expect(within(section).queryByText(/^Overdue:/)).toBeNull();
    expect(asked(COSTS)).toContainEqual({
      contractorId: '7',
      page: '1',
      perPage: '10',
      sortBy: 'issuedDate',
      sortDesc: 'true',
    });
  });

  it('sets what they owe us against what we owe them, per currency', async () => {
    await renderPage({}, { invoices: invoiceLists, costs: costLists });
    const card = screen.getByRole('region', { name: 'Balance with this contractor' });
    expect(cells(await within(card).findByTestId('balance-PLN'))).toEqual([
      pln('1,000.00'),
      pln('615.00'),
      `${pln('385.00')}in our favour`,
    ]);
    expect(cells(within(card).getByTestId('balance-EUR'))).toEqual([
      '€500.00',
      '€0.00',
      '€500.00in our favour',
    ]);
  });

  it('says when we owe them on balance', async () => {
    const sums = (balance: number) => [{ currency: 'PLN', net: 0, vat: 0, gross: 90000, balance }] as const;
    await renderPage(
      {},
      {
        // No pro formas: their list is empty.
        invoices: (params) =>
          params.has('type')
            ? json(200, invoicePage())
            : json(200, invoicePage({ total: 1, invoices: [invoiceRow()], sums: [...sums(20000)] })),
        costs: () => json(200, costPage({ total: 1, costs: [costRow()], sums: [...sums(50000)] })),
      },
    );
    const card = screen.getByRole('region', { name: 'Balance with this contractor' });
    expect(cells(await within(card).findByTestId('balance-PLN'))).toEqual([
      pln('200.00'),
      pln('500.00'),
      `-${pln('300.00')}in their favour`,
    ]);
  });

  it('pages through the invoices', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => invoiceRow({ id: 200 + i, number: `FV/${i + 1}` }));
    const { asked } = await renderPage(
      {},
      {
        invoices: (params) => {
          const page = Number(params.get('page'));
          const perPage = Number(params.get('perPage'));
          const invoices = rows.slice((page - 1) * perPage, page * perPage);
          return json(200, invoicePage({ total: rows.length, invoices }));
        },
      },
    );
    const section = screen.getByRole('region', { name: 'Sales invoices' });
    await within(section).findByRole('link', { name: 'FV/1' });
    expect(within(section).getByText('1–10 of 12')).toBeTruthy();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Next page' }));
    expect(await within(section).findByRole('link', { name: 'FV/12' })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'FV/1' })).toBeNull();
    expect(within(section).getByText('11–12 of 12')).toBeTruthy();
    expect(asked(INVOICES)).toContainEqual(expect.objectContaining({ page: '2', perPage: '10' }));
  });

  it('says when there are no documents yet', async () => {
    await renderPage();
    const invoices = screen.getByRole('region', { name: 'Sales invoices' });
    expect(await within(invoices).findByText('No invoices yet')).toBeTruthy();
    expect(within(invoices).queryByRole('table')).toBeNull();
    const costs = screen.getByRole('region', { name: 'Costs' });
    expect(await within(costs).findByText('No costs yet')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Balance with this contractor' });
    expect(await within(card).findByText('Nothing is outstanding either way.')).toBeTruthy();
  });

  it('hides the costs, and the balance, when the server refuses them (403)', async () => {
    const { asked } = await renderPage(
      {},
      { invoices: invoiceLists, costs: () => json(403, { message: 'You may not see costs.' }) },
    );
    await waitFor(() => expect(asked(COSTS).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Costs' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Balance with this contractor' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('You may not see costs.')).toBeNull();
    const invoices = screen.getByRole('region', { name: 'Sales invoices' });
    expect(await within(invoices).findByRole('link', { name: 'FV/2026/03/001' })).toBeTruthy();
  });

  it('does not ask for costs when the user’s rules exclude them', async () => {
    loginAs('client');
    const { asked } = await renderPage({}, { invoices: invoiceLists, costs: costLists });
    const invoices = screen.getByRole('region', { name: 'Sales invoices' });
    await within(invoices).findByRole('link', { name: 'FV/2026/03/001' });
    expect(screen.queryByRole('region', { name: 'Costs' })).toBeNull();
    expect(asked(COSTS)).toEqual([]);
    // A client only reads invoices.
    expect(within(invoices).queryByRole('link', { name: 'New invoice' })).toBeNull();
  });

  it('shows why the invoices could not be loaded, and keeps the costs', async () => {
    await renderPage(
      {},
      { invoices: () => json(400, { message: 'The invoice list is unavailable.' }), costs: costLists },
    );
    const invoices = screen.getByRole('region', { name: 'Sales invoices' });
    const alert = await within(invoices).findByRole('alert');
    expect(within(alert).getByText('The invoices could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('The invoice list is unavailable.')).toBeTruthy();
    const costs = screen.getByRole('region', { name: 'Costs' });
    expect(await within(costs).findByRole('link', { name: 'FZ 12/03/2026' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Balance with this contractor' })).toBeNull();
  });
});
