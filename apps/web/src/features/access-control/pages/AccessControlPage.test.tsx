import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { invoiceSummary } from '../../invoices/test-data.ts';
import AccessControlPage from './AccessControlPage.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AccessControlPage', () => {
  it("shows a client their role, rules and their invoices' summary with a link to the list", async () => {
    loginAs('client');
    const api = stubApi({ 'GET /api/apps/invoice/summary': () => json(200, invoiceSummary) });
    await renderWithProviders(<AccessControlPage />, { route: '/access-control' });
    expect(screen.getByRole('heading', { name: 'Access control', level: 1 })).toBeTruthy();
    expect(screen.getByText('Client')).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'Your invoices' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect((await within(card).findByTestId('summary-open')).textContent).toBe('3');
    expect(within(card).getByTestId('summary-overdue').textContent).toBe('1');
    expect(within(card).getByText('PLN 2,460.00')).toBeTruthy();
    expect(within(card).getByText('€150.50')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View your invoices' }).getAttribute('href')).toBe(
      '/apps/invoice/list',
    );
    expect(api.callsTo('GET /api/apps/invoice/summary')).toHaveLength(1);
  });

  it('does not show the invoices card to an admin', async () => {
    loginAs('admin');
    const api = stubApi({});
    await renderWithProviders(<AccessControlPage />, { route: '/access-control' });
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.queryByText('Your invoices')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
