import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { OverdueList, OverdueTotals } from '@saldo/contracts/debt';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { overdueList } from '../test-data.ts';
import OverdueListPage from './OverdueListPage.tsx';

// Decision 0014: the rows and the totals come apart; the sums' balances are the aggregates', and an
// interest the server could not sum is said to be so, never shown as 0.

const LIST = 'GET /api/apps/invoice/overdue';
const TOTALS = 'GET /api/apps/invoice/overdue/totals';

/** A list of more invoices than the server figures whole: one page read in SQL order. */
const paged: OverdueList = overdueList({
  total: 2_500,
  interestSummed: false,
  sums: [
    { currency: 'EUR', balance: 9_000_000, interest: 0, latePaymentInterest: 0 },
    { currency: 'PLN', balance: 88_000_000, interest: 0, latePaymentInterest: 0 },
  ],
});
const totals: OverdueTotals = {
  total: 2_500,
  totalCapped: false,
  sums: [
    { currency: 'EUR', balance: 9_000_000 },
    { currency: 'PLN', balance: 88_000_000 },
  ],
};

/** The text of a cell, with the no-break spaces of money formatting as plain spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

const render = (route = '/apps/invoices/list/expired') => renderWithProviders(<OverdueListPage />, { route });

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OverdueListPage totals', () => {
  it('paints the rows first, then the balances of the aggregates; unsummed interest is said so', async () => {
    let release: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const api = stubApi({ [LIST]: () => json(200, paged), [TOTALS]: () => held });
    await render();
    await screen.findByRole('link', { name: 'FV/1/03/2026' });
    // Both asked at once: the totals request went out before its answer came.
    expect(api.callsTo(TOTALS)).toHaveLength(1);
    expect(screen.queryByTestId('sums-PLN')).toBeNull();
    release(json(200, totals));

    const pln = await screen.findByTestId('sums-PLN');
    expect(text(pln)).toContain('PLN 880,000.00');
    expect(text(screen.getByTestId('sums-EUR'))).toContain('€90,000.00');
    const interest = screen.getAllByLabelText('Interest').map(text);
    expect(interest).toEqual([
      expect.stringContaining('Not summed: too many invoices'),
      expect.stringContaining('Not summed: too many invoices'),
    ]);
    expect(text(pln)).not.toContain('PLN 0.00');
    expect(screen.getByText(/^Showing 1 to 10 of 2,?500 entries$/)).toBeTruthy();
  });

  it('keeps the summed interest of a list figured whole beside the balances of the aggregates', async () => {
    const whole = overdueList();
    stubApi({
      [LIST]: () => json(200, whole),
      [TOTALS]: () =>
        json(200, {
          total: 2,
          totalCapped: false,
          sums: whole.sums.map(({ currency, balance }) => ({ currency, balance })),
        }),
    });
    await render();
    const pln = await screen.findByTestId('sums-PLN');
    expect(text(pln)).toContain('PLN 1,230.00');
    expect(text(pln)).toContain('PLN 21.23');
    expect(text(pln)).not.toContain('Not summed');
  });

  it('says "more than" a capped search and shows no sums', async () => {
    stubApi({
      [LIST]: () => json(200, { ...paged, total: 3, totalCapped: true, sums: [] }),
      [TOTALS]: () => json(200, { total: 3, totalCapped: true, sums: [] }),
    });
    await render('/apps/invoices/list/expired?q=FV');
    await screen.findByText(/of more than 3 entries: narrow the search/);
    await waitFor(() => expect(screen.queryByTestId('sums-PLN')).toBeNull());
  });
});
