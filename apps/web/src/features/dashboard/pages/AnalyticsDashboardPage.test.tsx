import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import AnalyticsDashboardPage from './AnalyticsDashboardPage.tsx';
import { analyticsAnswer, cardAnswer } from './books-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

/** Amounts carry no-break spaces (as Intl formats them). */
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

const cards = (group: string, names: string[]) =>
  Object.fromEntries(
    names.map((card) => [`GET /api/card/${group}/${card}`, () => json(200, cardAnswer(card))]),
  );

describe('AnalyticsDashboardPage', () => {
  it('shows the figures of the books, each card linking to the screen behind it, charts with tables', async () => {
    loginAs('admin');
    const api = stubApi({
      'GET /api/analytics/data': () => json(200, analyticsAnswer),
      ...cards('card-statistics', ['subscribers', 'orders']),
      ...cards('card-analytics', ['avg-sessions', 'support-tracker']),
    });
    await renderWithProviders(<AnalyticsDashboardPage />, { route: '/dashboard/analytics' });
    const revenue = await screen.findByTestId('stat-revenue-value');
    expect(text(revenue)).toBe('PLN 13,900.00');
    expect(text(screen.getByTestId('stat-income-value'))).toBe('PLN 13,400.00');
    expect(screen.getByTestId('stat-invoices-value').textContent).toBe('14');
    expect(
      within(screen.getByTestId('card-stat-costs'))
        .getByRole('link', { name: 'Open: Costs (gross)' })
        .getAttribute('href'),
    ).toBe('/reports/costs');
    expect(
      within(screen.getByTestId('card-stat-activeContractors'))
        .getByRole('link', { name: 'Open: Active contractors' })
        .getAttribute('href'),
    ).toBe('/apps/contractors/list');

    // The chart's figures in the table beside it: June's sales, costs and their difference.
    const table = screen.getByTestId('books-revenue-table');
    const june = within(table).getByRole('rowheader', { name: 'Jun 2026' }).closest('tr') as HTMLElement;
    expect(text(june)).toContain('PLN 2,900.00');
    expect(text(june)).toContain('PLN 2,400.00');
    expect(screen.getByRole('img', { name: /Sales and costs per month/ })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Beta GmbH' }).getAttribute('href')).toBe('/apps/contractors/7');
    expect(screen.getByRole('link', { name: 'FV/6/2026' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/41',
    );
    expect(screen.getByRole('link', { name: 'K/12/2026' }).getAttribute('href')).toBe('/documents/costs/9');

    // The cards that belong on this dashboard, from their own endpoints.
    for (const card of ['subscribers', 'orders', 'avg-sessions', 'support-tracker']) {
      const tile = await screen.findByTestId(`tile-${card}`);
      await within(tile).findByTestId('card-value');
      expect(within(tile).getByTestId('card-table')).toBeTruthy();
    }
    expect(api.callsTo('GET /api/card/card-analytics/support-tracker')).toHaveLength(1);
  });

  it('says when the books have nothing yet', async () => {
    loginAs('admin');
    stubApi({
      'GET /api/analytics/data': () =>
        json(200, {
          ...analyticsAnswer,
          revenue: analyticsAnswer.revenue.map((m) => ({ ...m, revenue: 0, costs: 0 })),
          companyTable: [],
          transactions: [],
        }),
    });
    await renderWithProviders(<AnalyticsDashboardPage />, { route: '/dashboard/analytics' });
    expect(await screen.findByText('No sales or costs in the last 12 months.')).toBeTruthy();
    expect(screen.getByText('No invoices issued in the last 12 months.')).toBeTruthy();
    expect(screen.getByText('No payments recorded yet.')).toBeTruthy();
  });

  it('shows the reason when the figures cannot be loaded', async () => {
    loginAs('admin');
    stubApi({ 'GET /api/analytics/data': () => json(403, { message: 'You may not do that.' }) });
    await renderWithProviders(<AnalyticsDashboardPage />, { route: '/dashboard/analytics' });
    expect(await screen.findByText('The figures could not be loaded')).toBeTruthy();
    expect(screen.getByText('You may not do that.')).toBeTruthy();
  });
});
