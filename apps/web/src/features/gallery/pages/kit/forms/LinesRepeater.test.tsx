import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@saldo/domain/money';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { LinesRepeater } from './LinesRepeater.tsx';
import { emptyLine } from './repeater-model.ts';

const pln = (grosze: number) => formatMoney(grosze, { locale: 'en', currency: 'PLN' });
const text = (testId: string) => screen.getByTestId(testId).textContent;

async function renderRepeater() {
  await renderWithProviders(
    <LinesRepeater
      initial={{
        priceMode: 'net',
        lines: [{ ...emptyLine(), name: 'Konsultacje', quantity: '2', unitPrice: '100' }],
      }}
      currency="PLN"
      stored={{ number: 'FV/1/05/2026', totals: { net: 20000, vat: 4600, gross: 24600 } }}
    />,
  );
  return userEvent.setup();
}

describe('the form repeater', () => {
  it('adds a row with the cursor in its name and sums it into the totals; removing it takes it out', async () => {
    const actor = await renderRepeater();
    expect(text('total-net')).toBe(pln(20000));
    expect(text('total-vat')).toBe(pln(4600));
    expect(screen.getByText('Same amounts')).toBeTruthy();

    await actor.click(screen.getByRole('button', { name: 'Add item' }));
    const name = screen.getByRole('textbox', { name: 'Name, item 2' });
    expect(document.activeElement).toBe(name);
    await actor.type(name, 'Dojazd');
    await actor.type(screen.getByRole('textbox', { name: 'Unit price, item 2' }), '50');
    expect(text('line-2-net')).toBe(pln(5000));
    expect(text('line-2-gross')).toBe(pln(6150));
    expect(text('total-net')).toBe(pln(25000));
    expect(text('total-vat')).toBe(pln(5750));
    expect(text('total-gross')).toBe(pln(30750));
    expect(screen.getByText('Items changed')).toBeTruthy();

    await actor.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.queryByRole('textbox', { name: 'Name, item 2' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Name, item 1' }) as HTMLInputElement).value).toBe('Dojazd');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name, item 1' }));
    expect(text('total-gross')).toBe(pln(6150));
    // The last row cannot be removed: an invoice has at least one item.
    expect((screen.getByRole('button', { name: 'Remove item 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a row with Enter in the last field and moves rows with Alt+arrows, keeping the cursor', async () => {
    const actor = await renderRepeater();
    await actor.click(screen.getByRole('textbox', { name: 'Discount %, item 1' }));
    await actor.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name, item 2' }));
    await actor.keyboard('Serwis{Alt>}{ArrowUp}{/Alt}');

    const moved = screen.getByRole('textbox', { name: 'Name, item 1' }) as HTMLInputElement;
    expect(moved.value).toBe('Serwis');
    expect(document.activeElement).toBe(moved);
    expect((screen.getByRole('textbox', { name: 'Name, item 2' }) as HTMLInputElement).value).toBe(
      'Konsultacje',
    );

    await actor.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect((screen.getByRole('textbox', { name: 'Name, item 1' }) as HTMLInputElement).value).toBe(
      'Konsultacje',
    );
    // Item 1's "up" is disabled now: the keyboard lands on its "down" instead of being lost.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move item 1 down' }));
  });

  it('checks the rows before showing what would be sent', async () => {
    const actor = await renderRepeater();
    await actor.click(screen.getByRole('button', { name: 'Add item' }));
    await actor.click(screen.getByRole('button', { name: 'Check the items' }));
    const row = screen.getByRole('textbox', { name: 'Name, item 2' }).closest('tr');
    expect(row && within(row).getByText('This field is required')).toBeTruthy();
    expect(row && within(row).getByText('Enter a number')).toBeTruthy();
    expect(screen.queryByText('POST /api/apps/invoice/invoices')).toBeNull();

    await actor.click(screen.getByRole('button', { name: 'Remove item 2' }));
    await actor.click(screen.getByRole('button', { name: 'Check the items' }));
    expect(screen.getByText('POST /api/apps/invoice/invoices')).toBeTruthy();
    expect(screen.getByText(/"unitPrice": "100"/)).toBeTruthy();
  });
});
