import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import EcommerceDashboardPage from './EcommerceDashboardPage.tsx';
import { cardAnswer, ecommerceAnswer } from './books-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

describe('EcommerceDashboardPage', () => {
  it("shows sales by product and by client from the books, and the shop's orders", async () => {
    loginAs('admin');
    stubApi({
      'GET /api/ecommerce/data': () => json(200, ecommerceAnswer),
      'GET /api/card/card-analytics/revenue-report': () => json(200, cardAnswer('revenue-report')),
      'GET /api/card/card-analytics/goal-overview': () => json(200, cardAnswer('goal-overview')),
    });
    await renderWithProviders(<EcommerceDashboardPage />, { route: '/dashboard/ecommerce' });
    expect(text(await screen.findByTestId('stat-sales-value', {}, { timeout: 30_000 }))).toBe(
      'PLN 13,900.00',
    );
    expect(
      within(screen.getByTestId('card-stat-customers'))
        .getByRole('link', { name: 'Open: Clients invoiced' })
        .getAttribute('href'),
    ).toBe('/apps/contractors/list');

    const products = screen.getByTestId('books-products-table');
    const consulting = within(products)
      .getByRole('rowheader', { name: 'Consulting' })
      .closest('tr') as HTMLElement;
    expect(text(consulting)).toContain('PLN 12,300.00');
    expect(text(consulting)).toContain('PLN 10,000.00');
    expect(screen.getByRole('img', { name: /Sales by product/ })).toBeTruthy();
    expect(
      within(screen.getByTestId('card-books-products'))
        .getByRole('link', { name: 'Open: Sales by product' })
        .getAttribute('href'),
    ).toBe('/reports/products');

    expect(screen.getAllByRole('link', { name: 'Alfa sp. z o.o.' })[0]?.getAttribute('href')).toBe(
      '/apps/contractors/3',
    );
    const orders = screen.getByTestId('card-books-orders');
    expect(within(orders).getByRole('link', { name: 'Open: Orders' }).getAttribute('href')).toBe(
      '/apps/e-commerce/orders',
    );
    const row = within(orders).getByRole('rowheader', { name: 'ZAM/12' }).closest('tr') as HTMLElement;
    expect(text(row)).toContain('Alfa sp. z o.o.');
    expect(text(row)).toContain('Confirmed');
    expect(text(row)).toContain('PLN 246.00');
    expect(text(within(orders).getByTestId('orders-status-delivered'))).toBe('Delivered: 4');
    expect(text(within(orders).getByTestId('orders-month'))).toBe(
      'Placed this month (not cancelled): 3, worth PLN 738.00',
    );
    for (const card of ['revenue-report', 'goal-overview']) {
      await within(await screen.findByTestId(`tile-${card}`)).findByTestId('card-value');
    }
  }, 120_000);

  it('speaks Polish', async () => {
    loginAs('admin');
    stubApi({ 'GET /api/ecommerce/data': () => json(200, { ...ecommerceAnswer, products: [] }) });
    await renderWithProviders(<EcommerceDashboardPage />, { route: '/dashboard/ecommerce', lng: 'pl' });
    expect(await screen.findByRole('heading', { name: 'Pulpit sprzedaży' })).toBeTruthy();
    expect(await screen.findByText('Brak pozycji faktur w ostatnich 12 miesiącach.')).toBeTruthy();
    expect(text(screen.getByTestId('stat-sales-value'))).toBe('13 900,00 zł');
  });

  it('says so when the shop has no orders yet', async () => {
    loginAs('admin');
    stubApi({
      'GET /api/ecommerce/data': () =>
        json(200, {
          ...ecommerceAnswer,
          orders: { ...ecommerceAnswer.orders, items: [], month: { count: 0, gross: 0 } },
        }),
    });
    await renderWithProviders(<EcommerceDashboardPage />, { route: '/dashboard/ecommerce' });
    expect(text(await screen.findByTestId('orders-empty'))).toBe('No orders yet.');
    expect(screen.queryByTestId('books-orders-table')).toBeNull();
  });

  it('shows the reason when the figures cannot be loaded', async () => {
    loginAs('admin');
    stubApi({ 'GET /api/ecommerce/data': () => json(404, { message: 'Not found.' }) });
    await renderWithProviders(<EcommerceDashboardPage />, { route: '/dashboard/ecommerce' });
    expect(await screen.findByText('The figures could not be loaded')).toBeTruthy();
  });
});
