// The new invoice form and the buyer's country (issue 31, items 3 and 5): the rates a foreign buyer
// suggests, their help texts, and a Polish NIP that fails its checksum.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contractor } from '@saldo/contracts/contractors';
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { contractor } from '../../../test/contractor-fixtures.ts';
import { invoiceDetail, invoiceResponse, settingsRoutes, stubInvoiceApi } from '../form/test-data.ts';
import InvoiceAddPage from './InvoiceAddPage.tsx';

const CREATE = 'POST /api/apps/invoice/invoices';

async function openWithBuyer(buyer: Contractor) {
  const saved = invoiceDetail({ id: 60, number: 'FV/9/05/2026' });
  const api = stubInvoiceApi({
    ...settingsRoutes(),
    'GET /api/apps/contractors': () => json(200, { contractors: [buyer], total: 1 }),
    [CREATE]: () => json(201, invoiceResponse(saved)),
  });
  await renderRoutes(
    [
      { path: '/apps/invoice/add/:type', element: <InvoiceAddPage /> },
      { path: '/apps/invoice/preview/:id', element: <p>preview page</p> },
    ],
    { route: '/apps/invoice/add/vat' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: /^Buyer/ }));
  await user.click(await screen.findByRole('option', { name: buyer.name }));
  return { api, user };
}

/** The rate select's input (Mantine labels its option list with the same name). */
const rateInput = (n: number): HTMLInputElement => {
  const input = screen
    .getAllByLabelText(`VAT rate, item ${n}`)
    .find((element): element is HTMLInputElement => element instanceof HTMLInputElement);
  if (!input) throw new Error(`no rate input on line ${n}`);
  return input;
};
const rateOf = (n: number) => rateInput(n).value;

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('rates suggested by the buyer', () => {
  const german = contractor({ id: 8, name: 'Kunde GmbH', nip: 'DE811569869', country: 'DE' });

  it('an EU VAT number: lines move to 0% WDT, new lines start there, np II is one click away', async () => {
    const { api, user } = await openWithBuyer(german);
    expect(await screen.findByText('Buyer with an EU VAT number')).toBeTruthy();
    expect(rateOf(1)).toBe('0% WDT (intra-EU supply)');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(rateOf(2)).toBe('0% WDT (intra-EU supply)');

    await user.click(screen.getByRole('button', { name: 'Use np II (EU B2B service) on every line' }));
    expect(rateOf(1)).toBe('np II (EU B2B service)');
    expect(rateOf(2)).toBe('np II (EU B2B service)');
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    await user.click(screen.getByRole('textbox', { name: 'Name, item 1' }));
    await user.paste('Wdrożenie');
    await user.click(screen.getByRole('textbox', { name: 'Unit price, item 1' }));
    await user.paste('1000');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    const body = api.callsTo(CREATE)[0]?.body as InvoiceInputBody;
    expect(body.lines.map((line) => line.vatRate)).toEqual(['np II']);
  }, 60_000);

  it('a buyer outside the EU: export (0% EX), with np I for services', async () => {
    await openWithBuyer(contractor({ id: 9, name: 'Buyer Inc.', nip: '12-3456789', country: 'US' }));
    expect(await screen.findByText('Buyer outside the EU')).toBeTruthy();
    expect(rateOf(1)).toBe('0% EX (export)');
    expect(screen.getByRole('button', { name: 'Use np I (outside Poland) on every line' })).toBeTruthy();
  });

  it('a Polish buyer suggests nothing and keeps 23%', async () => {
    await openWithBuyer(contractor());
    expect(screen.queryByText('Buyer with an EU VAT number')).toBeNull();
    expect(screen.queryByText('Buyer outside the EU')).toBeNull();
    expect(rateOf(1)).toBe('23%');
  });

  it('explains each rate in the list: the three 0% rates and the two np rates apart', async () => {
    const { user } = await openWithBuyer(contractor());
    await user.click(rateInput(1));
    for (const label of [
      '0% KR (domestic)',
      '0% WDT (intra-EU supply)',
      '0% EX (export)',
      'np I (outside Poland)',
      'np II (EU B2B service)',
    ])
      expect(
        await screen.findByRole('option', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }),
      ).toBeTruthy();
    expect(
      screen.getByText(/the buyer accounts for the VAT; “odwrotne obciążenie” and the seller’s PL prefix/),
    ).toBeTruthy();
    expect(screen.getByText('Goods leaving the EU (art. 41 ust. 4), with proof of export.')).toBeTruthy();
  });
});

describe('a buyer whose Polish NIP fails its checksum', () => {
  it('is flagged on the form before the server refuses the invoice', async () => {
    await openWithBuyer(contractor({ id: 10, name: 'Zły NIP sp. z o.o.', nip: '1234567890' }));
    expect(
      await screen.findByText(
        'This buyer’s NIP fails its checksum: correct it on the contractor’s card, or the invoice will be refused.',
      ),
    ).toBeTruthy();
  });
});
