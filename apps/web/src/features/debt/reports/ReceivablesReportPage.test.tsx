import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/routes.tsx';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../../test/render.tsx';
import { todayIso } from '../../../lib/format.ts';
import ReceivablesReportPage from './ReceivablesReportPage.tsx';
import { paidUpReport, receivablesReport } from './test-data.ts';

const REPORT = '/api/apps/invoice/reports/receivables';
const EXPORT = '/api/apps/invoice/reports/receivables/export';
const ROUTE = '/apps/invoices/reports';

interface Call {
  path: string;
  query: URLSearchParams;
  headers: Headers;
}

/** The report API, recording each request; `extra` answers other paths ("/api/…" → Response). */
function stubReport(
  answer: () => Response = () => json(200, receivablesReport()),
  extra: Record<string, () => Response> = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname, query: url.searchParams, headers: new Headers(init.headers) });
    const handler = extra[url.pathname];
    if (handler) return handler();
    if (url.pathname === REPORT) return answer();
    return json(404, { message: 'no stub' });
  });
  const reports = () => calls.filter((call) => call.path === REPORT);
  return { calls, reports, last: () => reports().at(-1)?.query };
}

const open = (route = `${ROUTE}?date=2026-03-31`, lng: 'en' | 'pl' = 'en') =>
  renderWithProviders(<ReceivablesReportPage />, { route, lng });

beforeEach(() => {
  loginAs('admin');
  // jsdom lays nothing out, so recharts warns that its container is 0×0; the charts' figures are
  // checked through the tables that repeat them. Every other warning still shows.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReceivablesReportPage', () => {
  it('shows the KPIs, the aging by contractor with its total row, and the top debtors in PLN', async () => {
    const api = stubReport();
    await open();
    const kpis = await screen.findByTestId('receivables-kpis');
    expect(within(kpis).getByText('PLN 16,750.50')).toBeTruthy();
    expect(within(kpis).getByText('PLN 6,750.50')).toBeTruthy();
    expect(within(kpis).getByText('40.3% of total')).toBeTruthy();
    expect(within(kpis).getByText('42.5')).toBeTruthy();
    expect(within(kpis).getByText('Overdue: 2')).toBeTruthy();
    expect(within(kpis).getByRole('button', { name: 'What is DSO?' })).toBeTruthy();
    expect(api.last()?.toString()).toBe('date=2026-03-31&months=12');

    expect(screen.getByRole('img', { name: /receivables by age/ })).toBeTruthy();
    expect(within(screen.getByTestId('aging-over_90')).getByText('PLN 3,000.00')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Receivables by contractor and age' });
    const kowalski = within(table).getByRole('link', { name: 'Kowalski & Syn Sp. z o.o.' });
    expect(kowalski.getAttribute('href')).toBe('/apps/contractors/7');
    const row = within(table).getByTestId('aging-row-7');
    expect(within(row).getByText('NIP 5261040828')).toBeTruthy();
    expect(within(row).getByText('PLN 11,500.00')).toBeTruthy();
    expect(within(row).getByText('PLN 2,500.00')).toBeTruthy();
    const total = within(table).getByTestId('aging-total-row');
    expect(within(total).getByText('PLN 16,750.50')).toBeTruthy();
    expect(within(total).getByText('PLN 1,250.50')).toBeTruthy();

    const top = within(screen.getByTestId('debtor-7'));
    expect(top.getByText('PLN 5,500.00')).toBeTruthy();
    expect(top.getByText('3')).toBeTruthy();
    expect(top.getByText('112')).toBeTruthy();
    expect(
      top.getByRole('link', { name: 'Overdue invoices of Kowalski & Syn Sp. z o.o.' }).getAttribute('href'),
    ).toBe('/apps/invoices/list/expired?contractorId=7');
  });

  it('sorts the contractors by total, largest first, and flips the order', async () => {
    stubReport();
    await open();
    const table = await screen.findByRole('table', { name: 'Receivables by contractor and age' });
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toEqual(['Kowalski & Syn Sp. z o.o.', 'Zielona Łąka S.A.']);
    expect(within(table).getByRole('columnheader', { name: 'Total' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Total' }));
    expect(names()).toEqual(['Zielona Łąka S.A.', 'Kowalski & Syn Sp. z o.o.']);
  });

  it('shows issued against collected as a chart and, on demand, as a table', async () => {
    stubReport();
    await open();
    expect(await screen.findByRole('img', { name: /issued and collected/ })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Issued and collected per month' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const table = await screen.findByRole('table', { name: 'Issued and collected per month' });
    const march = within(within(table).getByTestId('month-2026-03'));
    expect(march.getByText('Mar 2026')).toBeTruthy();
    expect(march.getByText('PLN 7,750.50')).toBeTruthy();
    expect(march.getByText('PLN 1,000.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for today by default and for another range when the months change', async () => {
    const api = stubReport();
    const { router } = await open(ROUTE);
    await screen.findByTestId('receivables-kpis');
    expect(api.last()?.get('date')).toBe(todayIso());
    expect(api.last()?.get('months')).toBe('12');
    expect((screen.getByLabelText('Report date') as HTMLInputElement).value).toBe(todayIso());

    await userEvent.click(screen.getByRole('radio', { name: '24 months' }));
    await waitFor(() => expect(api.last()?.get('months')).toBe('24'));
    expect(router.state.location.search).toBe('?months=24');

    await userEvent.click(screen.getByRole('radio', { name: '6 months' }));
    await waitFor(() => expect(api.last()?.get('months')).toBe('6'));
  });

  it('downloads the export of the same date and range with the bearer token', async () => {
    const api = stubReport(undefined, {
      [EXPORT]: () =>
        new Response('PK', {
          status: 200,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await open(`${ROUTE}?date=2026-03-31&months=24`);
    await screen.findByTestId('receivables-kpis');

    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const xlsx = api.calls.find((call) => call.path === EXPORT);
    expect(xlsx?.query.toString()).toBe('format=xlsx&date=2026-03-31&months=24');
    expect(xlsx?.headers.get('Authorization')).toBe('Bearer admin-access');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('receivables-2026-03-31.xlsx');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(
      api.calls
        .filter((call) => call.path === EXPORT)
        .at(-1)
        ?.query.get('format'),
    ).toBe('csv');
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('receivables-2026-03-31.csv');
  });

  it('says so when the export is refused', async () => {
    stubReport(undefined, { [EXPORT]: () => json(503, { message: 'Export is unavailable' }) });
    await open();
    await screen.findByTestId('receivables-kpis');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export is unavailable')).toBeTruthy();
    expect(screen.getByText('The report could not be exported')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    stubReport(() =>
      ++attempts === 1 ? json(403, { message: 'Forbidden' }) : json(200, receivablesReport()),
    );
    await open();
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.getByText('The receivables report could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('receivables-kpis')).toBeTruthy();
  });

  it('shows skeletons while loading, then an empty state when nothing is owed', async () => {
    let release: (response: Response) => void = () => {};
    stubReport(() => new Promise<Response>((resolve) => (release = resolve)) as unknown as Response);
    await open();
    expect(screen.getByRole('status', { name: 'Loading the report' })).toBeTruthy();
    release(json(200, paidUpReport()));
    expect(await screen.findByText('No receivables')).toBeTruthy();
    expect(screen.queryByTestId('receivables-kpis')).toBeNull();
    // Paid in full still has a history of issuing and collecting.
    expect(screen.getByRole('heading', { name: 'Issued vs collected' })).toBeTruthy();
  });

  it('speaks Polish with Polish amounts', async () => {
    stubReport();
    await open(`${ROUTE}?date=2026-03-31`, 'pl');
    expect(await screen.findByRole('heading', { name: 'Raport należności', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Struktura wiekowa należności' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Najwięksi dłużnicy' })).toBeTruthy();
    expect(screen.getByText('DSO (rotacja należności w dniach)')).toBeTruthy();
    // The amount is written with non-breaking spaces; the matcher sees them as plain ones.
    expect(within(screen.getByTestId('receivables-kpis')).getByText('16 750,50 zł')).toBeTruthy();
    expect(within(screen.getByTestId('aging-not_due')).getByText('Nieprzeterminowane')).toBeTruthy();
  });
});

describe('the /apps/invoices/reports route', () => {
  it('opens the report for an admin', async () => {
    stubReport();
    await renderRoutes(routes, { route: ROUTE });
    expect(
      await screen.findByRole('heading', { name: 'Receivables report', level: 1 }, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('refuses a client', async () => {
    loginAs('client');
    stubReport();
    const { router } = await renderRoutes(routes, { route: ROUTE });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/miscellaneous/not-authorized'), {
      timeout: 4000,
    });
  });
});
