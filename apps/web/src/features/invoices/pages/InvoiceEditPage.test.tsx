import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceDetail, InvoiceInputBody } from '@saldo/contracts/invoices';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { invoiceDetail, invoiceResponse, settingsRoutes, stubInvoiceApi } from '../form/test-data.ts';
import InvoiceEditPage from './InvoiceEditPage.tsx';

const ONE = 'GET /api/apps/invoice/invoices/41';
const UPDATE = 'PUT /api/apps/invoice/invoices/41';

async function openEdit(editable: boolean, detail: Partial<InvoiceDetail> = {}) {
  const api = stubInvoiceApi({
    ...settingsRoutes(),
    [ONE]: () => json(200, invoiceResponse(invoiceDetail({ editable, ...detail }))),
    [UPDATE]: () => json(409, { message: 'This invoice has been sent and can no longer be edited.' }),
  });
  const rendered = await renderRoutes(
    [
      { path: '/apps/invoice/edit/:id', element: <InvoiceEditPage /> },
      { path: '/apps/invoice/preview/:id', element: <p>preview page</p> },
    ],
    { route: '/apps/invoice/edit/41' },
  );
  return { api, ...rendered };
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('InvoiceEditPage', () => {
  it('loads the invoice into the form and saves it with PUT, showing a refusal plainly', async () => {
    const { api } = await openEdit(true);
    expect(await screen.findByText('Edit invoice FV/3/01/2026')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name, item 1' }) as HTMLInputElement;
    expect(name.value).toBe('Konsultacje');
    await userEvent.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(
      (await screen.findAllByText('This invoice has been sent and can no longer be edited.')).length,
    ).toBeGreaterThan(0);
    const body = api.callsTo(UPDATE)[0]?.body as InvoiceInputBody;
    expect(body).toMatchObject({ contractorId: 7, issueDate: '2026-01-10', placeOfIssue: 'Warszawa' });
    expect(name.value).toBe('Konsultacje');
  });

  it('shows an invoice that is no longer editable read-only, without a save', async () => {
    await openEdit(false);
    expect(await screen.findByText('This invoice can no longer be edited')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save invoice' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Name, item 1' }).matches(':disabled')).toBe(true);
  });

  it("shows a sent invoice's own seller, not the company as it is named today", async () => {
    const seller = { ...invoiceDetail().seller, name: 'Stara Nazwa sp. z o.o.', nip: '5260250274' };
    await openEdit(false, { seller });
    expect(await screen.findByText('Stara Nazwa sp. z o.o.')).toBeTruthy();
    expect(screen.queryByText('Demo sp. z o.o.')).toBeNull();
  });

  it('offers the invoice list when the invoice does not exist', async () => {
    stubInvoiceApi({ ...settingsRoutes(), [ONE]: () => json(404, { message: 'Not found' }) });
    await renderRoutes([{ path: '/apps/invoice/edit/:id', element: <InvoiceEditPage /> }], {
      route: '/apps/invoice/edit/41',
    });
    const link = await screen.findByRole('link', { name: 'Open the invoice list' });
    expect(link.getAttribute('href')).toBe('/apps/invoice/list');
    expect(screen.queryByRole('link', { name: 'Choose another type' })).toBeNull();
  });
});
