import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CostInputBody } from '@saldo/contracts/costs';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { contractor } from '../../../test/contractor-fixtures.ts';
import { todayIso } from '../../../lib/format.ts';
import { costResponse, stubCostsApi, type Handler } from '../test-data.ts';
import CostAddPage from './CostAddPage.tsx';
import CostEditPage from './CostEditPage.tsx';
import CostPreviewPage from './CostPreviewPage.tsx';

const CREATE = 'POST /api/documents/costs';
const PAY_55 = 'POST /api/documents/costs/55/payments';
const PAY_21 = 'POST /api/documents/costs/21/payments';
const NOT_LISTED =
  'The account PL61109010140000071219812874 is NOT on the VAT white list for this supplier on 2026-03-05 (request Fn4k-8a7x2).';

/** The document as the server answers once it is paid in full on `date`. */
const paidInFull = (overrides: Parameters<typeof costResponse>[0], gross: number, date: string) =>
  costResponse({
    ...overrides,
    status: 'paid',
    paid: gross,
    balance: 0,
    payments: [
      {
        id: 5,
        amount: gross,
        date,
        method: overrides?.paymentMethod ?? 'transfer',
        note: '',
        whiteList: null,
        createdAt: '2026-03-05T10:00:00.000Z',
        createdBy: 'Anna Nowak',
      },
    ],
  });

/** The same 1 230.00 PLN document as the form sends after `fillHeader` and a net of 1000. */
const small = {
  id: 55,
  number: 'FS/12/2026',
  byRate: [{ vatRate: '23' as const, net: 100000, vat: 23000, gross: 123000 }],
  totals: { net: 100000, vat: 23000, gross: 123000 },
  totalsPln: { net: 100000, vat: 23000, gross: 123000 },
  balance: 123000,
  whiteListCheckRequired: false,
};

async function openForm(route: string, extra: Record<string, Handler> = {}) {
  const api = stubCostsApi({
    'GET /api/organization/categories': () =>
      json(200, { categories: [{ id: 3, name: 'Usługi obce', kind: 'cost' }] }),
    'GET /api/apps/contractors': () =>
      json(200, {
        contractors: [
          contractor({ id: 7, bankAccounts: [{ iban: 'PL61109010140000071219812874', name: '' }] }),
        ],
        total: 1,
      }),
    ...extra,
  });
  const rendered = await renderRoutes(
    [
      { path: '/documents/costs/add', element: <CostAddPage /> },
      { path: '/documents/costs/:id/edit', element: <CostEditPage /> },
      { path: '/documents/costs/:id', element: <CostPreviewPage /> },
    ],
    { route },
  );
  return { api, user: userEvent.setup(), ...rendered };
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

async function fillHeader(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /^Supplier/ }));
  await user.click(await screen.findByRole('option', { name: 'Kowalski & Syn Sp. z o.o.' }));
  await user.type(screen.getByRole('textbox', { name: /^Document number/ }), 'FS/12/2026');
  setDate('Due date', '2030-01-31');
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the cost form', () => {
  it('suggests the VAT from the net, flags a VAT off the rate, totals live and posts the body', async () => {
    const { api, user, router } = await openForm('/documents/costs/add', {
      [CREATE]: () => json(201, costResponse({ id: 55, number: 'FS/12/2026' })),
    });
    await fillHeader(user);
    await user.type(box('Net, row 1'), '1000');
    expect(box('VAT, row 1').value).toBe('230.00');
    expect(screen.getByTestId('total-gross').textContent).toBe('PLN\u00a01,230.00');

    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    await user.type(box('Net, row 2'), '100');
    expect(box('VAT, row 2').value).toBe('8.00');
    expect(screen.getByTestId('total-vat').textContent).toBe('PLN\u00a0238.00');

    await user.clear(box('VAT, row 1'));
    await user.type(box('VAT, row 1'), '240');
    expect(
      await screen.findByText('The VAT does not match the rate; expected about PLN 230.00'),
    ).toBeTruthy();
    await user.clear(box('VAT, row 1'));
    await user.type(box('VAT, row 1'), '230,01');
    expect(screen.queryByText(/does not match the rate/)).toBeNull();
    expect(screen.getByTestId('total-vat').textContent).toBe('PLN\u00a0238.01');

    await user.click(screen.getByRole('combobox', { name: 'VAT deduction' }));
    await user.click(await screen.findByRole('option', { name: /^50% deductible/ }));
    expect(screen.getByTestId('deductible-vat').textContent).toBe('PLN\u00a0119.01');

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Usługi obce' }));
    await user.click(screen.getByRole('checkbox', { name: /Split payment mechanism/ }));
    expect(screen.getByRole('radio', { name: 'Unpaid' })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText(/^Payment date/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save document' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/costs/55'));
    expect(await screen.findByText('Cost document FS/12/2026 has been saved.')).toBeTruthy();
    expect(api.callsTo(PAY_55)).toEqual([]);
    const body = api.callsTo(CREATE)[0]?.body as CostInputBody;
    expect(body).toEqual({
      contractorId: 7,
      number: 'FS/12/2026',
      issueDate: todayIso(),
      receiptDate: todayIso(),
      dueDate: '2030-01-31',
      bookingPeriod: todayIso().slice(0, 7),
      categoryId: 3,
      currency: 'PLN',
      exchangeRate: null,
      entryMode: 'summary',
      lines: [],
      rates: [
        { vatRate: '23', net: '1000', vat: '230,01' },
        { vatRate: '8', net: '100', vat: '8.00' },
      ],
      vatDeduction: 'half',
      deductionBasis: '',
      vatPeriod: null,
      paymentMethod: 'transfer',
      bankAccount: 'PL61109010140000071219812874',
      splitPayment: true,
      notes: '',
    });
  });

  it("starts the due date from the supplier's payment term or 14 days, and checks it like the server", async () => {
    const { api, user } = await openForm('/documents/costs/add', {
      'GET /api/apps/contractors': () =>
        json(200, {
          contractors: [contractor({ id: 7, paymentTerm: 'custom', paymentTermDays: 30 })],
          total: 1,
        }),
    });
    const due = () => (screen.getByLabelText(/^Due date/) as HTMLInputElement).value;
    setDate('Issue date', '2026-03-10');
    expect(due()).toBe('2026-03-24');
    await user.click(await screen.findByRole('combobox', { name: /^Supplier/ }));
    await user.click(await screen.findByRole('option', { name: 'Kowalski & Syn Sp. z o.o.' }));
    expect(due()).toBe('2026-04-09');
    setDate('Issue date', '2026-03-20');
    expect(due()).toBe('2026-04-19');

    // A date the user typed is theirs: a new issue date no longer moves it, but it is checked.
    setDate('Due date', '2026-03-15');
    setDate('Issue date', '2026-03-21');
    expect(due()).toBe('2026-03-15');
    await user.type(screen.getByRole('textbox', { name: /^Document number/ }), 'FS/13/2026');
    await user.type(box('Net, row 1'), '100');
    await user.click(screen.getByRole('button', { name: 'Save document' }));
    expect(await screen.findByText('The due date cannot be before the issue date')).toBeTruthy();
    expect(api.callsTo(CREATE)).toEqual([]);
  });

  it('computes lines like invoice lines and moves the booking period with the receipt date', async () => {
    const { api, user } = await openForm('/documents/costs/add', {
      [CREATE]: () => json(201, costResponse({ id: 56 })),
    });
    await fillHeader(user);
    setDate('Issue date', '2026-02-20');
    setDate('Receipt date', '2026-02-27');
    expect((screen.getByLabelText(/^Booking period/) as HTMLInputElement).value).toBe('2026-02');
    await user.click(screen.getByRole('radio', { name: 'Lines' }));
    await user.type(box('Name, row 1'), 'Papier A4');
    await user.clear(box('Quantity, row 1'));
    await user.type(box('Quantity, row 1'), '3');
    await user.type(box('Unit net price, row 1'), '100');
    expect(screen.getByTestId('line-1-gross').textContent).toBe('PLN\u00a0369.00');
    expect(screen.getByTestId('total-net').textContent).toBe('PLN\u00a0300.00');
    expect(screen.getByTestId('deductible-vat').textContent).toBe('PLN\u00a069.00');
    await user.click(screen.getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      receiptDate: '2026-02-27',
      bookingPeriod: '2026-02',
      entryMode: 'lines',
      rates: [],
      lines: [{ name: 'Papier A4', quantity: '3', unit: 'szt.', unitPrice: '100', vatRate: '23' }],
    });
  });

  it('refuses to send an incomplete document, then shows the server field errors on the fields', async () => {
    const { api, user } = await openForm('/documents/costs/add', {
      [CREATE]: () =>
        json(400, {
          message: 'Check the document.',
          errors: {
            'rates.0.vat': 'The VAT does not match the rate.',
            number: 'This document is already booked.',
          },
        }),
    });
    await screen.findByRole('combobox', { name: /^Supplier/ });
    await user.click(screen.getByRole('button', { name: 'Save document' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    // The due date starts filled in (issue date + 14 days), so no date is missing.
    expect(screen.queryByText('Enter a valid date')).toBeNull();
    expect(api.callsTo(CREATE)).toEqual([]);

    await fillHeader(user);
    await user.type(box('Net, row 1'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save document' }));
    expect(await screen.findByText('This document is already booked.')).toBeTruthy();
    expect(screen.getByText('The VAT does not match the rate.')).toBeTruthy();
    expect(box('VAT, row 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Check the document.').length).toBeGreaterThan(0);
  });

  it('edits a stored document and saves it with PUT', async () => {
    const { api, user, router } = await openForm('/documents/costs/21/edit', {
      'GET /api/documents/costs/21': () => json(200, costResponse()),
      'PUT /api/documents/costs/21': () => json(200, costResponse({ notes: 'Sprawdzone' })),
    });
    expect(await screen.findByRole('heading', { name: 'Edit cost document FS/77/2026' })).toBeTruthy();
    expect(box('Net, row 1').value).toBe('20000.00');
    expect(screen.getByTestId('total-gross').textContent).toBe('PLN\u00a024,600.00');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Sprawdzone');
    await user.click(screen.getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/costs/21'));
    expect(api.callsTo('PUT /api/documents/costs/21')[0]?.body).toMatchObject({
      contractorId: 7,
      rates: [{ vatRate: '23', net: '20000.00', vat: '4600.00' }],
      notes: 'Sprawdzone',
    });
  });

  it('shows the scan beside the form while the document is edited', async () => {
    const attachment = {
      id: 9,
      fileName: 'faktura.pdf',
      mimeType: 'application/pdf',
      size: 52000,
      uploadedAt: '2026-03-04T09:00:00.000Z',
    };
    const createObjectURL = vi.fn(() => 'blob:attachment-9');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await openForm('/documents/costs/21/edit', {
      'GET /api/documents/costs/21': () => json(200, costResponse({ attachments: [attachment] })),
      'GET /api/documents/costs/21/attachments/9': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    expect(await screen.findByRole('form', { name: 'Cost document' })).toBeTruthy();
    const frame = await screen.findByTitle('Preview of faktura.pdf');
    await waitFor(() => expect(frame.getAttribute('src')).toBe('blob:attachment-9'));
    expect(screen.getByRole('button', { name: 'Add file' })).toBeTruthy();
  });
});

describe('the payment status of the cost form', () => {
  it('saves a document as paid: one payment of the full gross on the chosen date, after the save', async () => {
    const { api, user, router } = await openForm('/documents/costs/add', {
      [CREATE]: () => json(201, costResponse({ ...small, paymentMethod: 'card' })),
      [PAY_55]: () => json(200, paidInFull({ ...small, paymentMethod: 'card' }, 123000, '2026-03-05')),
      'GET /api/documents/costs/55': () =>
        json(200, paidInFull({ ...small, paymentMethod: 'card' }, 123000, '2026-03-05')),
    });
    await fillHeader(user);
    setDate('Issue date', '2026-03-02');
    await user.type(box('Net, row 1'), '1000');
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByRole('option', { name: 'Card' }));

    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    const status = within(payment.getByRole('radiogroup', { name: 'Payment status' }));
    await user.click(status.getByRole('radio', { name: 'Paid' }));
    const date = payment.getByLabelText(/^Payment date/) as HTMLInputElement;
    expect(date.value).toBe('2026-03-02');
    setDate('Payment date', '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Save document' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/costs/55'));
    expect(await screen.findByText('The payment has been recorded.')).toBeTruthy();
    const posts = api.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual(['/api/documents/costs', '/api/documents/costs/55/payments']);
    expect(api.callsTo(CREATE)[0]?.body).not.toHaveProperty('paymentStatus');
    expect(api.callsTo(PAY_55)[0]?.body).toEqual({
      amount: '1230.00',
      date: '2026-03-05',
      method: 'card',
      note: '',
      acceptWhiteListRisk: false,
    });
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeTruthy();
  });

  it('does not pay through the white list: it saves, then opens the document page with the drawer and the answer', async () => {
    let attempt = 0;
    const { api, user, router } = await openForm('/documents/costs/add', {
      [CREATE]: () => json(201, costResponse({ id: 55, number: 'FS/12/2026' })),
      [PAY_55]: () => {
        attempt += 1;
        return attempt === 1
          ? json(409, { message: NOT_LISTED, code: 'white_list_not_listed' })
          : json(200, paidInFull({ id: 55, number: 'FS/12/2026' }, 2460000, '2026-03-05'));
      },
      'GET /api/documents/costs/55': () => json(200, costResponse({ id: 55, number: 'FS/12/2026' })),
    });
    await fillHeader(user);
    await user.type(box('Net, row 1'), '20000');
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    await user.click(payment.getByRole('radio', { name: 'Paid' }));
    expect(payment.getByText(/checked on the VAT white list for the payment date/)).toBeTruthy();
    setDate('Payment date', '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Save document' }));

    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    expect(router.state.location.pathname).toBe('/documents/costs/55');
    expect(screen.getByText('Cost document FS/12/2026 has been saved.')).toBeTruthy();
    expect(within(drawer).getByText('The document is saved, the payment is not recorded yet')).toBeTruthy();
    expect(within(drawer).getByText(NOT_LISTED)).toBeTruthy();
    expect((within(drawer).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe(
      '24600.00',
    );
    expect((within(drawer).getByLabelText(/^Payment date/) as HTMLInputElement).value).toBe('2026-03-05');
    expect(api.callsTo(PAY_55)).toHaveLength(1);
    expect(api.callsTo(PAY_55)[0]?.body).toMatchObject({ acceptWhiteListRisk: false, date: '2026-03-05' });
    // The hand-off is used once: going back to this entry does not open the drawer again.
    await waitFor(() => expect(router.state.location.state).toBeNull());

    const payAnyway = within(drawer).getByRole('button', { name: 'Record the payment anyway' });
    expect(payAnyway).toHaveProperty('disabled', true);
    await user.click(within(drawer).getByRole('checkbox', { name: /I understand the risk/ }));
    await user.click(payAnyway);
    await waitFor(() => expect(api.callsTo(PAY_55)).toHaveLength(2));
    expect(api.callsTo(PAY_55)[1]?.body).toEqual({
      amount: '24600.00',
      date: '2026-03-05',
      method: 'transfer',
      note: '',
      acceptWhiteListRisk: true,
    });
    expect(await screen.findByText('The payment has been recorded.')).toBeTruthy();
  });

  it('pays a transfer above the threshold to a listed account, and tells the white list evidence', async () => {
    const listed = paidInFull({ id: 55, number: 'FS/12/2026' }, 2460000, '2026-03-05');
    const [recorded] = listed.cost.payments;
    if (recorded) {
      recorded.whiteList = {
        result: 'listed',
        requestId: 'Rq7-2k9',
        account: 'PL61109010140000071219812874',
        date: '2026-03-05',
        checkedAt: '2026-03-05T10:00:00.000Z',
      };
    }
    const { api, user, router } = await openForm('/documents/costs/add', {
      [CREATE]: () => json(201, costResponse({ id: 55, number: 'FS/12/2026' })),
      [PAY_55]: () => json(200, listed),
      'GET /api/documents/costs/55': () => json(200, listed),
    });
    await fillHeader(user);
    await user.type(box('Net, row 1'), '20000');
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    setDate('Payment date', '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Save document' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/costs/55'));
    expect(await screen.findByText('Request ID: Rq7-2k9')).toBeTruthy();
    expect(screen.getByText('The payment has been recorded.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(PAY_55).map((call) => call.body)).toEqual([
      { amount: '24600.00', date: '2026-03-05', method: 'transfer', note: '', acceptWhiteListRisk: false },
    ]);
  });

  it('keeps the document saved when the payment fails otherwise, and says so on its page', async () => {
    const { api, user, router } = await openForm('/documents/costs/add', {
      [CREATE]: () => json(201, costResponse(small)),
      [PAY_55]: () => json(503, { message: 'The service is busy, try again in a minute.' }),
      'GET /api/documents/costs/55': () => json(200, costResponse(small)),
    });
    await fillHeader(user);
    await user.type(box('Net, row 1'), '1000');
    await user.click(
      within(screen.getByRole('region', { name: 'Payment' })).getByRole('radio', { name: 'Paid' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save document' }));

    const alert = await screen.findByRole('alert', { name: 'The payment was not recorded' });
    expect(router.state.location.pathname).toBe('/documents/costs/55');
    expect(alert.textContent).toContain(
      'The document has been saved, but its payment could not be recorded: The service is busy, try again in a minute.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(PAY_55)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Record the payment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    expect((within(drawer).getByLabelText(/^Payment date/) as HTMLInputElement).value).toBe(todayIso());
  });

  it('marks a stored document without payments as paid after the PUT, today by default', async () => {
    const { api, user, router } = await openForm('/documents/costs/21/edit', {
      'GET /api/documents/costs/21': () => json(200, costResponse({ paymentMethod: 'cash' })),
      'PUT /api/documents/costs/21': () => json(200, costResponse({ paymentMethod: 'cash' })),
      [PAY_21]: () => json(200, paidInFull({ paymentMethod: 'cash' }, 2460000, todayIso())),
    });
    expect(await screen.findByRole('heading', { name: 'Edit cost document FS/77/2026' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await user.click(screen.getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(api.callsTo(PAY_21)).toHaveLength(1));
    expect(api.callsTo('PUT /api/documents/costs/21')).toHaveLength(1);
    expect(api.callsTo(PAY_21)[0]?.body).toEqual({
      amount: '24600.00',
      date: todayIso(),
      method: 'cash',
      note: '',
      acceptWhiteListRisk: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/costs/21'));
  });

  it('shows the status of a document with payments read-only', async () => {
    const stored = paidInFull({}, 2460000, '2026-03-10');
    await openForm('/documents/costs/21/edit', {
      'GET /api/documents/costs/21': () => json(200, stored),
    });
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    expect(payment.queryByRole('radio')).toBeNull();
    expect(payment.getByRole('group', { name: 'Payment status' }).textContent).toContain('Paid');
    expect(payment.getByText('Payments are recorded and removed on the document page.')).toBeTruthy();
  });

  it('offers no payment for a draft until it is confirmed', async () => {
    await openForm('/documents/costs/21/edit', {
      'GET /api/documents/costs/21': () => json(200, costResponse({ status: 'draft', source: 'ksef_file' })),
    });
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    expect(payment.queryByRole('radio')).toBeNull();
    expect(payment.getByText(/A draft takes no payments/)).toBeTruthy();
  });
});
