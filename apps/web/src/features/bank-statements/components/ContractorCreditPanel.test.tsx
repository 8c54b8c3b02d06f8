import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractorCredit } from '@saldo/contracts/bank-statements';
import { json, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContractorCreditPanel } from './ContractorCreditPanel.tsx';

const CREDITS = 'GET /api/bank-statements/credits';

const credit = (overrides: Partial<ContractorCredit> = {}): ContractorCredit => ({
  totals: [
    { currency: 'EUR', available: 2000 },
    { currency: 'PLN', available: 15000 },
  ],
  lines: [
    {
      lineId: 41,
      bookingDate: '2026-11-12',
      title: 'Zapłata za FV/2026/11/0042',
      currency: 'PLN',
      amount: 138000,
      excess: 15000,
      available: 15000,
    },
    {
      lineId: 52,
      bookingDate: '2026-11-14',
      title: 'Invoice 7/2026',
      currency: 'EUR',
      amount: 52000,
      excess: 2000,
      available: 2000,
    },
  ],
  applications: [],
  invoices: [
    { id: 43, number: 'FV/2026/11/0043', currency: 'PLN', balance: 10000, dueDate: '2026-12-01' },
    { id: 44, number: 'FV/2026/11/0044', currency: 'EUR', balance: 9000, dueDate: '2026-12-01' },
  ],
  ...overrides,
});

function render(routes: Record<string, StubHandler> = {}) {
  const api = stubApi({ [CREDITS]: () => json(200, credit()), ...routes });
  return { api, rendered: renderWithProviders(<ContractorCreditPanel contractorId={7} />) };
}

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContractorCreditPanel', () => {
  it("shows the contractor's credit per currency and the lines it came from", async () => {
    const { api, rendered } = render();
    await rendered;
    const panel = await screen.findByTestId('contractor-credit');
    expect(within(panel).getByText('Credit from overpayments')).toBeTruthy();
    expect(within(panel).getByText('PLN 150.00 available')).toBeTruthy();
    expect(within(panel).getByText('€20.00 available', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('Zapłata za FV/2026/11/0042')).toBeTruthy();
    expect(within(panel).getByText('Invoice 7/2026')).toBeTruthy();
    expect(api.callsTo(CREDITS)).toHaveLength(1);
  });

  it("applies the credit to an open invoice of the same currency, at most the invoice's balance", async () => {
    const { api, rendered } = render({
      'POST /api/bank-statements/lines/41/credit': () =>
        json(
          200,
          credit({
            applications: [
              {
                id: 9,
                lineId: 41,
                invoiceId: 43,
                invoiceNumber: 'FV/2026/11/0043',
                amount: 10000,
                currency: 'PLN',
                appliedAt: '2026-11-25T10:00:00Z',
              },
            ],
          }),
        ),
    });
    await rendered;
    const user = userEvent.setup();
    const [plnInvoice] = await screen.findAllByRole('combobox', { name: 'Invoice' });
    if (!plnInvoice) throw new Error('no invoice choice');
    await user.click(plnInvoice);
    // Only the PLN invoice is offered for the PLN line.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.replace(/\s/g, ' '))).toEqual([
      'FV/2026/11/0043 · to pay PLN 100.00',
    ]);
    await user.click(options[0] as HTMLElement);
    const [amount] = screen.getAllByRole('textbox', { name: 'Amount' });
    expect((amount as HTMLInputElement).value).toBe('100.00');
    const [apply] = screen.getAllByRole('button', { name: 'Apply credit' });
    await user.click(apply as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo('POST /api/bank-statements/lines/41/credit')[0]?.body).toEqual({
        invoiceId: 43,
        amount: 10000,
      }),
    );
    expect(await screen.findByText('Credit applied to FV/2026/11/0043')).toBeTruthy();
  });

  it('undoes an application of the credit', async () => {
    const applied = credit({
      applications: [
        {
          id: 9,
          lineId: 41,
          invoiceId: 43,
          invoiceNumber: 'FV/2026/11/0043',
          amount: 10000,
          currency: 'PLN',
          appliedAt: '2026-11-25T10:00:00Z',
        },
      ],
    });
    const { api, rendered } = render({
      [CREDITS]: () => json(200, applied),
      'POST /api/bank-statements/credit-applications/9/undo': () => json(200, credit()),
    });
    await rendered;
    const user = userEvent.setup();
    const application = await screen.findByTestId('credit-application');
    expect(within(application).getByRole('link', { name: 'FV/2026/11/0043' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/43',
    );
    await user.click(
      within(application).getByRole('button', { name: 'Undo the credit applied to FV/2026/11/0043' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /api/bank-statements/credit-applications/9/undo')).toHaveLength(1),
    );
  });

  it('shows nothing to a client, and nothing when the contractor has no credit', async () => {
    loginAs('client');
    const { api, rendered } = render();
    await rendered;
    expect(screen.queryByTestId('contractor-credit')).toBeNull();
    expect(api.callsTo(CREDITS)).toHaveLength(0);
  });
});
