import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import InvoiceAddPage from '../pages/InvoiceAddPage.tsx';
import { allTypes, invoiceDetail, invoiceResponse, settingsRoutes, stubInvoiceApi } from './test-data.ts';

const CREATE = 'POST /api/apps/invoice/invoices';

// An advance towards an order of two lines (issue 31 item 1: the order's lines, samples 10–13).
const advance = invoiceDetail({
  id: 41,
  type: 'advance',
  number: 'FZ/1/01/2026',
  orderValue: 1_353_000,
  orderLines: [
    {
      name: 'Meble biurowe',
      quantity: '10',
      unit: 'szt.',
      unitPrice: '1000',
      vatRate: '23',
      net: 1_000_000,
      vat: 230_000,
      gross: 1_230_000,
    },
    {
      name: 'Montaż',
      quantity: '1',
      unit: 'usł.',
      unitPrice: '1000',
      vatRate: '23',
      net: 100_000,
      vat: 23_000,
      gross: 123_000,
    },
  ],
});

async function openCorrection() {
  const api = stubInvoiceApi({
    ...settingsRoutes(allTypes),
    'GET /api/apps/invoice/invoices/41': () => json(200, invoiceResponse(advance)),
    [CREATE]: () => json(201, invoiceResponse(invoiceDetail({ id: 60, type: 'correction' }))),
  });
  await renderRoutes(
    [
      { path: '/apps/invoice/add/:type', element: <InvoiceAddPage /> },
      { path: '/apps/invoice/preview/:id', element: <p>preview page</p> },
    ],
    { route: '/apps/invoice/add/correction?from=41' },
  );
  return { api, user: userEvent.setup() };
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the order of a corrected advance (KOR_ZAL)', () => {
  it('shows the order before, starts the order after from it, and sends the edited lines', async () => {
    const { api, user } = await openCorrection();
    const section = within(await screen.findByRole('region', { name: 'The order' }));
    const before = section.getByRole('table', { name: 'The order before the correction' });
    expect(within(before).getByText('Meble biurowe')).toBeTruthy();
    expect(within(before).getByText(/12,300\.00/)).toBeTruthy();

    const quantity = section.getByRole('textbox', { name: 'Quantity, item 1' }) as HTMLInputElement;
    expect(quantity.value).toBe('10');
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.click(section.getByRole('button', { name: 'Remove order line 2' }));

    await user.type(
      screen.getByRole('textbox', { name: /^Reason for the correction/ }),
      'Mniejsze zamówienie',
    );
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    const body = api.callsTo(CREATE)[0]?.body as InvoiceInputBody;
    expect(body.type).toBe('correction');
    expect(body.correctedInvoiceId).toBe(41);
    expect(body.orderLines).toEqual([
      { name: 'Meble biurowe', quantity: '8', unit: 'szt.', unitPrice: '1000', vatRate: '23' },
    ]);
  }, 180_000);

  it('is not shown for the correction of an invoice that has no order', async () => {
    stubInvoiceApi({
      ...settingsRoutes(allTypes),
      'GET /api/apps/invoice/invoices/41': () => json(200, invoiceResponse(invoiceDetail())),
    });
    await renderRoutes([{ path: '/apps/invoice/add/:type', element: <InvoiceAddPage /> }], {
      route: '/apps/invoice/add/correction?from=41',
    });
    expect(await screen.findByText(/Corrects invoice/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'The order' })).toBeNull();
  }, 60_000);
});
