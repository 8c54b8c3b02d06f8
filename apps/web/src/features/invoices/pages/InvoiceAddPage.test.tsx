import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { localToday } from '../form/invoice-form-model.ts';
import {
  allTypes,
  buyer,
  invoiceDetail,
  invoiceResponse,
  settingsRoutes,
  stubInvoiceApi,
  type Handler,
} from '../form/test-data.ts';
import { company } from '../../../test/settings-fixtures.ts';
import InvoiceAddPage from './InvoiceAddPage.tsx';

const CREATE = 'POST /api/apps/invoice/invoices';
const RATE = 'GET /api/apps/invoice/exchange-rate';

async function openForm(route: string, extra: Record<string, Handler> = {}, types = allTypes) {
  const api = stubInvoiceApi({ ...settingsRoutes(types), ...extra });
  const rendered = await renderRoutes(
    [
      { path: '/apps/invoice/add/:type', element: <InvoiceAddPage /> },
      { path: '/apps/invoice/preview/:id', element: <p>preview page</p> },
    ],
    { route },
  );
  const user = userEvent.setup();
  return { api, user, ...rendered };
}

const field = (name: string, n = 1) => screen.getByRole('textbox', { name: `${name}, item ${n}` });

async function pickBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /^Buyer/ }));
  await user.click(await screen.findByRole('option', { name: 'Kowalski & Syn Sp. z o.o.' }));
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the new invoice form', () => {
  it('updates the totals live as a price is typed', async () => {
    const { user } = await openForm('/apps/invoice/add/vat');
    await user.type(await screen.findByRole('textbox', { name: 'Name, item 1' }), 'Projekt');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '3');
    await user.type(field('Unit price'), '100');
    expect(screen.getByTestId('line-1-gross').textContent).toBe('PLN\u00a0369.00');
    expect(screen.getByTestId('total-net').textContent).toBe('PLN\u00a0300.00');
    expect(screen.getByTestId('total-vat').textContent).toBe('PLN\u00a069.00');
    await user.type(field('Unit price'), ',5');
    expect(screen.getByTestId('total-gross').textContent).toBe('PLN\u00a0370.85');
    expect(screen.getByTestId('in-words').textContent).toBe('trzysta siedemdziesiąt złotych 85/100');
  });

  it('adds a line on Enter in the last field and puts the cursor in its name; removes it again', async () => {
    const { user } = await openForm('/apps/invoice/add/vat');
    await user.type(await screen.findByRole('textbox', { name: 'Discount %, item 1' }), '5{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(field('Name', 2)));
    await user.keyboard('Druga');
    expect((field('Name', 2) as HTMLInputElement).value).toBe('Druga');
    expect(screen.queryByRole('textbox', { name: 'Name, item 3' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(field('Name', 3)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByRole('textbox', { name: 'Name, item 3' })).toBeNull();
    expect((field('Name', 2) as HTMLInputElement).value).toBe('');
  });

  it('refuses to send without a buyer or an item name, then posts the body with an idempotency key', async () => {
    const saved = invoiceDetail({ id: 55, number: 'FV/1/05/2026' });
    const { api, user, router } = await openForm('/apps/invoice/add/vat', {
      [CREATE]: () => json(201, invoiceResponse(saved)),
    });
    await screen.findByRole('textbox', { name: 'Name, item 1' });
    await user.type(field('Unit price'), '150');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo(CREATE)).toEqual([]);

    await pickBuyer(user);
    await user.type(field('Name'), 'Konsultacje');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/55'));
    expect(await screen.findByText('Invoice FV/1/05/2026 has been issued.')).toBeTruthy();
    const [call] = api.callsTo(CREATE);
    const body = call?.body as InvoiceInputBody;
    expect(body).toMatchObject({
      type: 'vat',
      contractorId: 7,
      issueDate: localToday(),
      saleDate: localToday(),
      bankAccountId: 1,
      currency: 'PLN',
      exchangeRate: null,
      priceMode: 'net',
    });
    expect(body.lines).toEqual([
      {
        name: 'Konsultacje',
        classification: '',
        gtu: null,
        quantity: '1',
        unit: 'szt.',
        unitPrice: '150',
        discountPercent: '',
        vatRate: '23',
        annex15: false,
      },
    ]);
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the typed values and the key after a network error, and shows server field errors', async () => {
    let attempt = 0;
    const { api, user } = await openForm('/apps/invoice/add/vat', {
      [CREATE]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return json(400, {
          message: 'Check the invoice.',
          errors: { 'lines.0.unitPrice': 'Price too high' },
        });
      },
    });
    await pickBuyer(user);
    await user.type(field('Name'), 'Konsultacje');
    await user.type(field('Unit price'), '150');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(
      await screen.findByText('The server could not be reached. Nothing you typed is lost; try again.', {
        selector: '.mantine-Alert-message *, .mantine-Alert-message',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByText('Price too high')).toBeTruthy();
    const [first, second] = api.callsTo(CREATE);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect((field('Name') as HTMLInputElement).value).toBe('Konsultacje');
    expect((field('Unit price') as HTMLInputElement).value).toBe('150');
  });

  it('fetches the NBP rate when a foreign currency is chosen, and lets the user type it if NBP fails', async () => {
    let fail = false;
    const { api, user } = await openForm('/apps/invoice/add/vat', {
      [RATE]: () =>
        fail
          ? json(503, { message: 'The NBP rates are not available right now.' })
          : json(200, {
              currency: 'EUR',
              rate: '4.2512',
              table: '88/A/NBP/2026',
              effectiveDate: '2026-05-08',
            }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    const rate = await screen.findByRole('textbox', { name: /^Exchange rate/ });
    await waitFor(() => expect((rate as HTMLInputElement).value).toBe('4.2512'));
    expect(screen.getByText('NBP table 88/A/NBP/2026 of 2026-05-08')).toBeTruthy();
    expect(api.callsTo(RATE)[0]?.query.toString()).toBe(`currency=EUR&date=${localToday()}`);
    expect((screen.getByRole('combobox', { name: 'Bank account' }) as HTMLInputElement).value).toBe(
      'Konto EUR (EUR)',
    );

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Fetch NBP rate' }));
    expect(await screen.findByText('The NBP rates are not available right now.')).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '4,3');
    expect((rate as HTMLInputElement).value).toBe('4,3');
  });

  it('prefills a correction from the original and shows the difference', async () => {
    const original = invoiceDetail();
    const { user } = await openForm('/apps/invoice/add/correction?from=41', {
      'GET /api/apps/invoice/invoices/41': () => json(200, invoiceResponse(original)),
    });
    expect(await screen.findByText('Corrects invoice FV/3/01/2026 of 2026-01-10')).toBeTruthy();
    const before = screen.getByRole('table', { name: 'Before the correction' });
    expect(within(before).getByText('Konsultacje')).toBeTruthy();
    expect((field('Name') as HTMLInputElement).value).toBe('Konsultacje');
    expect(screen.getByTestId('total-gross').textContent).toBe('PLN\u00a00.00');

    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '1');
    expect(screen.getByTestId('total-net').textContent).toBe('-PLN\u00a0150.00');
    expect(screen.getByTestId('total-gross').textContent).toBe('-PLN\u00a0184.50');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('refuses an unknown type and a type the company turned off', async () => {
    await openForm('/apps/invoice/add/receipt');
    expect(await screen.findByText('There is no such document type.')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('refuses a disabled type', async () => {
    await openForm('/apps/invoice/add/proforma', {}, { ...allTypes, proforma: false });
    expect(await screen.findByText('This document type is turned off.')).toBeTruthy();
  });
});

describe('an exempt company (art. 113) charging VAT', () => {
  const issued = (id: number, number: string) =>
    invoiceDetail({ id, number, seller: { ...invoiceDetail().seller, cashMethod: false } });
  const exemptCompany = {
    'GET /api/organization/company': () =>
      json(200, { ...company, vatStatus: 'exempt', vatExemptionBasis: 'art. 113 ust. 1' }),
    'GET /api/apps/contractors': () =>
      json(200, { contractors: [{ ...buyer, debtor: 'business' }], total: 1 }),
  };

  it('asks before issuing a 23 % invoice, naming art. 108, and saves only when confirmed', async () => {
    const saved = issued(56, 'FV/2/05/2026');
    const { api, user, router } = await openForm('/apps/invoice/add/vat', {
      ...exemptCompany,
      [CREATE]: () => json(201, invoiceResponse(saved)),
    });
    await pickBuyer(user);
    await user.type(field('Name'), 'Konsultacje');
    await user.type(field('Unit price'), '150');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Charge VAT as an exempt company?' });
    expect(dialog.textContent).toContain('charges 23 %');
    expect(dialog.textContent).toContain('art. 108');
    expect(api.callsTo(CREATE)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Go back and change the rates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(CREATE)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    const again = await screen.findByRole('dialog', { name: 'Charge VAT as an exempt company?' });
    await user.click(within(again).getByRole('button', { name: 'Issue with VAT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/56'));
    expect(api.callsTo(CREATE)).toHaveLength(1);
  }, 60_000);

  it('issues an exempt (zw) invoice without asking', async () => {
    const saved = issued(57, 'FV/3/05/2026');
    const { api, user, router } = await openForm('/apps/invoice/add/vat', {
      ...exemptCompany,
      [CREATE]: () => json(201, invoiceResponse(saved)),
    });
    await pickBuyer(user);
    await user.type(field('Name'), 'Konsultacje');
    await user.type(field('Unit price'), '150');
    await user.click(screen.getByRole('combobox', { name: 'VAT rate, item 1' }));
    await user.click(await screen.findByRole('option', { name: /^zw \(exempt\)/ }));
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/57'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(CREATE)).toHaveLength(1);
  }, 60_000);
});
