// Issue 16 item 1: the form asks for the exemption basis as soon as a zw line appears, prefilled
// from the company's default, and sends it with the invoice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { invoiceDetail, invoiceResponse, settingsRoutes, stubInvoiceApi } from '../form/test-data.ts';
import { company } from '../../../test/settings-fixtures.ts';
import InvoiceAddPage from './InvoiceAddPage.tsx';

const CREATE = 'POST /api/apps/invoice/invoices';

async function openForm(basis: string) {
  const saved = invoiceDetail({ id: 58, number: 'FV/4/05/2026' });
  const api = stubInvoiceApi({
    ...settingsRoutes(),
    'GET /api/organization/company': () =>
      json(200, { ...company, vatExemptionBasis: basis, vatExemptionBasisKind: 'act' }),
    [CREATE]: () => json(201, invoiceResponse(saved)),
  });
  const rendered = await renderRoutes(
    [
      { path: '/apps/invoice/add/:type', element: <InvoiceAddPage /> },
      { path: '/apps/invoice/preview/:id', element: <p>preview page</p> },
    ],
    { route: '/apps/invoice/add/vat' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: /^Buyer/ }));
  await user.click(await screen.findByRole('option', { name: 'Kowalski & Syn Sp. z o.o.' }));
  await user.click(screen.getByRole('textbox', { name: 'Name, item 1' }));
  await user.paste('Szkolenie BHP');
  await user.type(screen.getByRole('textbox', { name: 'Unit price, item 1' }), '1000');
  return { api, user, ...rendered };
}

async function exemptLine(user: ReturnType<typeof userEvent.setup>) {
  expect(screen.queryByRole('region', { name: 'VAT exemption' })).toBeNull();
  await user.click(screen.getByRole('combobox', { name: 'VAT rate, item 1' }));
  await user.click(await screen.findByRole('option', { name: /^zw \(exempt\)/ }));
  return screen.findByRole('region', { name: 'VAT exemption' });
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the exemption basis of a zw line', () => {
  it('is asked for as soon as a zw line appears, required, and sent with its kind', async () => {
    const { api, user, router } = await openForm('');
    const section = await exemptLine(user);
    const text = within(section).getByLabelText(/^Legal basis of the exemption/, { selector: 'input' });
    expect((text as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(
      await within(section).findByText('State the legal basis of the exemption for the zw lines'),
    ).toBeTruthy();
    expect(api.callsTo(CREATE)).toEqual([]);

    await user.click(within(section).getByLabelText('The basis is', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'A provision of the VAT directive' }));
    await user.click(text);
    await user.paste('art. 132 ust. 1 lit. i dyrektywy 2006/112/WE');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/58'));
    const body = api.callsTo(CREATE)[0]?.body as InvoiceInputBody;
    expect(body.exemptionBasis).toEqual({
      kind: 'directive',
      text: 'art. 132 ust. 1 lit. i dyrektywy 2006/112/WE',
    });
  }, 120_000);

  it('is prefilled from the company’s default', async () => {
    const { api, user, router } = await openForm('art. 43 ust. 1 pkt 29 lit. a ustawy o VAT');
    const section = await exemptLine(user);
    await waitFor(() =>
      expect(
        within(section).getByLabelText<HTMLInputElement>(/^Legal basis of the exemption/, {
          selector: 'input',
        }).value,
      ).toBe('art. 43 ust. 1 pkt 29 lit. a ustawy o VAT'),
    );
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/58'));
    const body = api.callsTo(CREATE)[0]?.body as InvoiceInputBody;
    expect(body.exemptionBasis).toEqual({ kind: 'act', text: 'art. 43 ust. 1 pkt 29 lit. a ustawy o VAT' });
  }, 120_000);
});
