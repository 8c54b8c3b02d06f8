import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ContractorList } from '@saldo/contracts/contractors';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { contractor } from '../../../test/contractor-fixtures.ts';
import ContractorsListPage from './ContractorsListPage.tsx';

// Decision 0014: each contractor's balance comes with the page (from the invoice aggregates), and a
// search counted only up to the server's cap says "more than …".

const LIST = 'GET /api/apps/contractors';
const page: ContractorList = {
  contractors: [
    contractor(),
    contractor({ id: 8, name: 'Muster GmbH', nip: 'DE811115368', country: 'DE', city: 'Berlin' }),
    contractor({ id: 9, name: 'Nowak Handel', nip: '5260250274', city: 'Kraków' }),
  ],
  total: 3,
  totalCapped: false,
  balances: [
    {
      contractorId: 7,
      currency: 'PLN',
      invoiced: 500_000,
      paid: 100_000,
      balance: 400_000,
      overdue: 150_000,
    },
    { contractorId: 7, currency: 'EUR', invoiced: 20_000, paid: 0, balance: 20_000, overdue: 0 },
    { contractorId: 8, currency: 'EUR', invoiced: 50_000, paid: 50_000, balance: 0, overdue: 0 },
  ],
};

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');
const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('ContractorsListPage balances and capped count', () => {
  it("shows each contractor's balance per currency with its overdue part", async () => {
    stubApi({ [LIST]: () => json(200, page) });
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list' });
    const kowalski = within(await rowOf('Kowalski & Syn Sp. z o.o.')).getByLabelText('Balance due');
    expect(text(kowalski)).toContain('PLN 4,000.00');
    expect(text(kowalski)).toContain('overdue PLN 1,500.00');
    expect(text(kowalski)).toContain('€200.00');
    const muster = within(await rowOf('Muster GmbH')).getByLabelText('Balance due');
    expect(text(muster)).toBe('€0.00');
    // No invoices: nothing is owed, and no amount is made up.
    const nowak = within(await rowOf('Nowak Handel')).getByLabelText('Balance due');
    expect(text(nowak)).toBe('—');
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
  });

  it('says "more than" the cap for a broad search', async () => {
    stubApi({ [LIST]: () => json(200, { ...page, total: 3, totalCapped: true }) });
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list?q=a' });
    expect(await screen.findByText('1–3 of more than 3: narrow the search to see the count')).toBeTruthy();
  });
});
