import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@saldo/domain/money';
import { invoiceDetail, stubInvoiceApi } from '../../../features/invoices/form/test-data.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InvoiceLinesDemo } from './InvoiceLinesDemo.tsx';

const pln = (grosze: number) => formatMoney(grosze, { locale: 'en', currency: 'PLN' });
const text = (testId: string) => screen.getByTestId(testId).textContent;
const name = (n: number) => screen.getByRole('textbox', { name: `Name, item ${n}` }) as HTMLInputElement;

/** A saved invoice of one line, 2 × 150 PLN net at 23%, with the totals the server stored. */
const saved = invoiceDetail();

async function renderDemo() {
  stubInvoiceApi({});
  await renderWithProviders(<InvoiceLinesDemo invoice={saved} />);
  return userEvent.setup();
}

describe("the form repeater: the invoice form's own lines editor", () => {
  it('adds a line with the cursor in its name and sums it into the totals; removing it takes it out', async () => {
    const actor = await renderDemo();
    expect(screen.getByText('Same amounts')).toBeTruthy();

    await actor.click(screen.getByRole('button', { name: 'Add item' }));
    expect(document.activeElement).toBe(name(2));
    await actor.type(name(2), 'Dojazd');
    await actor.type(screen.getByRole('textbox', { name: 'Unit price, item 2' }), '50');
    expect(text('line-2-net')).toBe(pln(5000));
    expect(text('line-2-gross')).toBe(pln(6150));
    expect(screen.getByText('Items changed')).toBeTruthy();

    await actor.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.queryByRole('textbox', { name: 'Name, item 2' })).toBeNull();
    expect(name(1).value).toBe('Dojazd');
    // The keyboard lands on the line that took the removed one's place.
    expect(document.activeElement).toBe(name(1));
    expect((screen.getByRole('button', { name: 'Remove item 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a line with Enter in the last field and moves lines with Alt+arrows, keeping the cursor', async () => {
    const actor = await renderDemo();
    await actor.click(screen.getByRole('textbox', { name: 'Discount %, item 1' }));
    await actor.keyboard('{Enter}');
    expect(document.activeElement).toBe(name(2));
    await actor.keyboard('Serwis{Alt>}{ArrowUp}{/Alt}');

    expect(name(1).value).toBe('Serwis');
    expect(document.activeElement).toBe(name(1));
    expect(name(2).value).toBe('Konsultacje');

    await actor.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(name(1).value).toBe('Konsultacje');
    // Item 1's "up" is disabled now: the keyboard lands on its "down" instead of being lost.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move item 1 down' }));
  });

  it('checks the lines with the invoice form rules before showing what would be sent', async () => {
    const actor = await renderDemo();
    await actor.click(screen.getByRole('button', { name: 'Add item' }));
    await actor.click(screen.getByRole('button', { name: 'Check the items' }));
    const row = name(2).closest('tr');
    expect(row && within(row).getByText('This field is required')).toBeTruthy();
    expect(screen.queryByText('POST /api/apps/invoice/invoices')).toBeNull();

    await actor.click(screen.getByRole('button', { name: 'Remove item 2' }));
    await actor.click(screen.getByRole('button', { name: 'Check the items' }));
    expect(screen.getByText('POST /api/apps/invoice/invoices')).toBeTruthy();
    expect(screen.getByText(/"unitPrice": "150"/)).toBeTruthy();
  });
});
