import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DashboardOverview } from '@saldo/contracts/dashboard';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import DashboardPage from './DashboardPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Amounts carry no-break spaces (as Intl formats them). */
const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\u00a0/g, ' ');

const overview: DashboardOverview = {
  date: '2026-06-30',
  revenue: { month: '2026-06', thisMonth: 290_000, previousMonth: '2026-05', lastMonth: 509_130 },
  invoicesIssued: { thisMonth: 3, lastMonth: 2 },
  receivables: { total: 651_848, overdue: 461_848, overdueInvoices: 4, oldestDaysOverdue: 106 },
  topDebtors: [{ contractorId: 7, name: 'Beta GmbH', overdue: 321_848, invoices: 1, oldestDaysOverdue: 29 }],
  cash: [
    {
      bankAccountId: 1,
      name: 'Główny',
      iban: 'PL61109010140000071219812874',
      currency: 'PLN',
      balance: 234_567,
      date: '2026-06-29',
    },
  ],
  costsByCategory: [{ categoryId: 3, name: 'Biuro', gross: 133_800 }],
  deadlines: [
    {
      kind: 'vat',
      date: '2026-07-27',
      statutoryDate: '2026-07-25',
      period: '2026-06',
      invoiceId: null,
      number: null,
      name: null,
      amount: null,
    },
  ],
  zusPaymentDay: 20,
  zusPaymentDayIsDefault: true,
  legalForm: 'sole-trader',
  ksef: { queued: 1, sending: 0, rejected: 2, acceptedThisMonth: 5, oldestQueuedAt: null },
  balanceConfirmations: { pending: 1, confirmed: 0, disputed: 0 },
  activity: [],
};

describe('DashboardPage', () => {
  it('shows the figures of the books, each card linking to its screen', async () => {
    loginAs('admin');
    stubApi({
      'GET /api/dashboard/overview': () => json(200, overview),
      'GET /api/balance-confirmations': () => json(200, { confirmations: [] }),
    });
    await renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await screen.findByTestId('receivables-total');
    expect(text('receivables-total')).toBe('PLN 6,518.48');
    expect(text('revenue-this-month')).toBe('PLN 2,900.00');
    expect(screen.getByTestId('issued-this-month').textContent).toBe('3');
    expect(screen.getByTestId('ksef-rejected').textContent).toBe('2');
    expect(text('cash-balance')).toBe('PLN 2,345.67');
    const deadlines = screen.getByTestId('card-deadlines');
    expect(within(deadlines).getByText('JPK_V7M and VAT for Jun 2026')).toBeTruthy();
    expect(within(deadlines).getByText(/Statutory day/)).toBeTruthy();
    const receivables = screen.getByTestId('card-receivables');
    expect(within(receivables).getByRole('link', { name: 'Open: Receivables' }).getAttribute('href')).toBe(
      '/apps/invoices/list/expired',
    );
    expect(screen.getByRole('link', { name: 'Beta GmbH' }).getAttribute('href')).toBe('/apps/contractors/7');
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
  });

  it('shows the reason when the figures cannot be loaded', async () => {
    loginAs('admin');
    stubApi({ 'GET /api/dashboard/overview': () => json(403, { message: 'You may not do that.' }) });
    await renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('The figures could not be loaded')).toBeTruthy();
  });
});
