import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComparedAmounts, SalesReport } from '@saldo/contracts/reports';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import SalesReportPage from './SalesReportPage.tsx';

const REPORT = '/api/reports/sales';
const amounts = (count: number, gross: number) => ({
  count,
  net: Math.round(gross / 1.23),
  vat: gross - Math.round(gross / 1.23),
  gross,
});
const compared = (current: number, previous: number, lastYear: number): ComparedAmounts => ({
  current: amounts(current > 0 ? 1 : 0, current),
  previous: amounts(previous > 0 ? 1 : 0, previous),
  lastYear: amounts(lastYear > 0 ? 1 : 0, lastYear),
});

function report(empty = false): SalesReport {
  const totals = empty ? compared(0, 0, 0) : compared(183_000, 61_500, 24_600);
  return {
    ranges: {
      current: { from: '2026-05', to: '2026-05' },
      previous: { from: '2026-04', to: '2026-04' },
      lastYear: { from: '2025-05', to: '2025-05' },
    },
    totals,
    monthly: [{ month: '2026-05', ...totals }],
    byContractor: empty
      ? []
      : [{ contractorId: 7, name: 'Alfa S.A.', nip: '5250001233', ...compared(133_800, 61_500, 0) }],
    otherContractors: empty ? compared(0, 0, 0) : compared(49_200, 0, 24_600),
    byRate: empty ? [] : [{ vatRate: '23', ...totals }],
    byCurrency: [],
    byType: empty ? [] : [{ type: 'vat', ...totals }],
  };
}

function stub(answer: () => Response) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === REPORT) {
      queries.push(url.searchParams);
      return answer();
    }
    return json(404, { message: 'no stub' });
  });
  return queries;
}

beforeEach(() => {
  loginAs('admin');
  // jsdom lays nothing out, so recharts warns that its container is 0×0; the tables repeat the figures.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SalesReportPage', () => {
  it('shows the totals, each chart’s table and links to the documents behind a row', async () => {
    const queries = stub(() => json(200, report()));
    await renderWithProviders(<SalesReportPage />, { route: '/reports/invoices?period=month&month=2026-05' });
    const gross = await screen.findByTestId('total-gross');
    expect(within(gross).getByText('PLN 1,830.00')).toBeTruthy();
    expect(within(gross).getByText('Previous period: PLN 615.00 (+197.6%)')).toBeTruthy();
    expect(queries[0]?.toString()).toBe('period=month&month=2026-05');

    const contractors = screen.getByTestId('sales-contractors-table');
    const alfa = within(contractors).getByRole('link', { name: 'Show the documents of Alfa S.A.' });
    expect(alfa.getAttribute('href')).toBe(
      '/apps/invoice/list?dateFrom=2026-05-01&dateTo=2026-05-31&contractorId=7',
    );
    expect(within(contractors).getByText('Other contractors')).toBeTruthy();
    const types = screen.getByTestId('sales-types-table');
    expect(within(types).getByRole('link').getAttribute('href')).toBe(
      '/apps/invoice/list?dateFrom=2026-05-01&dateTo=2026-05-31&type=vat',
    );
    expect(screen.getByRole('img', { name: /Chart: By contractor/ })).toBeTruthy();
  });

  it('asks for another period and comparison when they change', async () => {
    const queries = stub(() => json(200, report()));
    await renderWithProviders(<SalesReportPage />, { route: '/reports/invoices?period=month&month=2026-05' });
    await screen.findByTestId('total-gross');
    await userEvent.click(screen.getByRole('radio', { name: 'Quarter' }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('period=quarter&month=2026-05'));
    await userEvent.click(screen.getByRole('radio', { name: 'Same period last year' }));
    const gross = await screen.findByTestId('total-gross');
    await waitFor(() =>
      expect(within(gross).getByText('Same period last year: PLN 246.00 (+643.9%)')).toBeTruthy(),
    );
  });

  it('says so when the period has no documents, and offers a retry when the report fails', async () => {
    stub(() => json(200, report(true)));
    const { unmount } = await renderWithProviders(<SalesReportPage />, { route: '/reports/invoices' });
    expect(await screen.findByTestId('report-empty')).toBeTruthy();
    unmount();
    stub(() => json(500, { message: 'Database unavailable' }));
    await renderWithProviders(<SalesReportPage />, { route: '/reports/invoices' });
    expect(await screen.findByText('The report could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });
});
