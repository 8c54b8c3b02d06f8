import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '../lib/api-client.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PaymentsPanel, type PaymentsPanelRow, type PaymentsPanelTexts } from './PaymentsPanel.tsx';

const texts: PaymentsPanelTexts = {
  title: 'Payments',
  empty: 'No payments yet.',
  date: 'Date',
  amount: 'Amount',
  method: 'Method',
  note: 'Note',
  actions: 'Actions',
  methodLabel: (method) => `method:${method}`,
  remove: ({ amount, date }) => `Remove ${amount} of ${date}`,
  removed: 'Removed.',
  removeFailed: 'Not removed',
  network: 'No connection',
};

const payments: (PaymentsPanelRow & { checked: boolean })[] = [
  { id: 1, amount: 123_45, date: '2026-03-02', method: 'transfer', note: 'first part', checked: true },
  { id: 2, amount: 50_00, date: '2026-03-09', method: 'cash', note: '', checked: false },
];

describe('PaymentsPanel', () => {
  it('lists the payments in the currency, with a column of the document’s own', async () => {
    await renderWithProviders(
      <PaymentsPanel
        payments={payments}
        currency="EUR"
        texts={texts}
        canRemove={false}
        onRemove={() => Promise.resolve()}
        column={{ header: 'Checked', cell: (payment) => (payment.checked ? 'yes' : 'no') }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header?.textContent).toBe('DateAmountMethodCheckedNote');
    expect(first?.textContent).toMatch(/Mar 2, 2026.*123\.45.*method:transfer.*yes.*first part/);
    expect(second?.textContent).toMatch(/50\.00.*method:cash.*no.*—/);
    // Without the ability there is nothing to click.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when there are none', async () => {
    await renderWithProviders(
      <PaymentsPanel
        payments={[]}
        currency="PLN"
        texts={texts}
        canRemove
        onRemove={() => Promise.resolve()}
      />,
    );
    expect(screen.getByText('No payments yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('removes a payment and says so, or shows the server’s refusal', async () => {
    const onRemove = vi
      .fn<(id: number) => Promise<unknown>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError(409, { message: 'The invoice is cancelled.' }));
    await renderWithProviders(
      <PaymentsPanel payments={payments} currency="PLN" texts={texts} canRemove onRemove={onRemove} />,
    );
    const removeSecond = screen.getByRole('button', { name: /^Remove PLN\s50\.00 of Mar\s9, 2026$/ });
    fireEvent.click(removeSecond);
    expect(onRemove).toHaveBeenLastCalledWith(2);
    expect(await screen.findByText('Removed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Remove PLN\s123\.45/ }));
    expect(onRemove).toHaveBeenLastCalledWith(1);
    expect(await screen.findByText('The invoice is cancelled.')).toBeTruthy();
    expect(screen.getByText('Not removed')).toBeTruthy();
  });
});
