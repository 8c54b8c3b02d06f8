import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { todayIso } from '../../../lib/format.ts';
import { costResponse, stubCostsApi, type Handler } from '../test-data.ts';
import CostPreviewPage from './CostPreviewPage.tsx';

const DETAIL = 'GET /api/documents/costs/21';
const PAY = 'POST /api/documents/costs/21/payments';
const NOT_LISTED =
  'The account PL61109010140000071219812874 is NOT on the VAT white list for this supplier on 2026-03-20 (request Fn4k-8a7x2).';

function open(routes: Record<string, Handler>) {
  const api = stubCostsApi({ [DETAIL]: () => json(200, costResponse()), ...routes });
  return {
    api,
    rendered: renderWithProviders(<CostPreviewPage />, {
      route: '/documents/costs/21',
      path: '/documents/costs/:id',
    }),
  };
}

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CostPreviewPage', () => {
  it('shows the document: supplier link, dates, totals, deductible VAT and the split payment flag', async () => {
    const { rendered } = open({});
    await rendered;
    expect(await screen.findByRole('heading', { name: 'Cost document FS/77/2026', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kowalski & Syn Sp. z o.o.' }).getAttribute('href')).toBe(
      '/apps/contractors/7',
    );
    const details = within(screen.getByRole('region', { name: 'Document details' }));
    expect(details.getByText('Receipt date')).toBeTruthy();
    expect(details.getByText('Mar 4, 2026')).toBeTruthy();
    expect(details.getByText('2026-03')).toBeTruthy();
    expect(details.getByText('Pay with split payment (MPP)')).toBeTruthy();
    expect(screen.getByTestId('cost-gross').textContent).toBe('PLN\u00a024,600.00');
    expect(screen.getByTestId('deductible-vat').textContent).toBe('PLN\u00a04,600.00');
    expect(screen.getByText('No files attached yet.')).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
  });

  it('shows the white list refusal and records the payment only after the risk is accepted', async () => {
    let attempt = 0;
    const { api, rendered } = open({
      [PAY]: () => {
        attempt += 1;
        if (attempt === 1) return json(409, { message: NOT_LISTED, code: 'white_list_not_listed' });
        return json(
          201,
          costResponse({
            status: 'paid',
            paid: 2460000,
            balance: 0,
            payments: [
              {
                id: 5,
                amount: 2460000,
                date: todayIso(),
                method: 'transfer',
                note: '',
                whiteList: {
                  result: 'not_listed',
                  requestId: 'Fn4k-8a7x2',
                  account: 'PL61109010140000071219812874',
                  date: todayIso(),
                  checkedAt: '2026-03-20T10:00:00.000Z',
                },
                createdAt: '2026-03-20T10:00:00.000Z',
                createdBy: 'Anna Nowak',
              },
            ],
          }),
        );
      },
    });
    await rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    expect((within(drawer).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe(
      '24600.00',
    );
    expect(within(drawer).getByText(/checked on the VAT white list/)).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));

    const alert = await within(drawer).findByRole('alert');
    expect(within(alert).getByText(NOT_LISTED)).toBeTruthy();
    expect(alert.textContent).toContain('ZAW-NR within 7 days');
    const payAnyway = within(alert).getByRole('button', { name: 'Record the payment anyway' });
    expect(payAnyway).toHaveProperty('disabled', true);
    await user.click(within(alert).getByRole('checkbox', { name: /I understand the risk/ }));
    await user.click(payAnyway);

    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(2));
    const [first, second] = api.callsTo(PAY);
    expect(first?.body).toMatchObject({ amount: '24600.00', method: 'transfer', acceptWhiteListRisk: false });
    expect(second?.body).toEqual({
      amount: '24600.00',
      date: todayIso(),
      method: 'transfer',
      note: '',
      acceptWhiteListRisk: true,
    });
    expect(await screen.findByText('The payment has been recorded.')).toBeTruthy();
    const payments = within(screen.getByRole('table', { name: 'Payments' }));
    expect(payments.getByText('Account NOT on the list')).toBeTruthy();
    expect(payments.getByText('Request ID: Fn4k-8a7x2')).toBeTruthy();
  });

  it('keeps another refusal apart from the white list flow', async () => {
    const { rendered } = open({
      [PAY]: () => json(400, { message: 'Check the payment.', errors: { amount: 'Too much.' } }),
    });
    await rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
    expect(await within(drawer).findByText('Too much.')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Record the payment anyway' })).toBeNull();
  });

  it('offers a draft to be confirmed, and confirms it', async () => {
    const draft = costResponse({
      status: 'draft',
      source: 'ksef_file',
      ksefNumber: '5252248481-20260320-ABCDEF-12',
    });
    const { api, rendered } = open({
      [DETAIL]: () => json(200, draft),
      'POST /api/documents/costs/21/confirm': () => json(200, costResponse({ status: 'unpaid' })),
    });
    await rendered;
    expect(await screen.findByText('Imported document to confirm')).toBeTruthy();
    expect(screen.getByText('5252248481-20260320-ABCDEF-12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add payment' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Document FS/77/2026 has been confirmed and booked.')).toBeTruthy();
    expect(api.callsTo('POST /api/documents/costs/21/confirm')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Add payment' })).toBeTruthy();
  });

  it('previews a PDF attachment from its bytes, fetched with the bearer token', async () => {
    const attachment = {
      id: 9,
      fileName: 'faktura.pdf',
      mimeType: 'application/pdf',
      size: 52000,
      uploadedAt: '2026-03-04T09:00:00.000Z',
    };
    const { api, rendered } = open({
      [DETAIL]: () => json(200, costResponse({ attachments: [attachment] })),
      'GET /api/documents/costs/21/attachments/9': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:attachment-9');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await rendered;
    const frame = await screen.findByTitle('Preview of faktura.pdf');
    await waitFor(() => expect(frame.getAttribute('src')).toBe('blob:attachment-9'));
    const [call] = api.callsTo('GET /api/documents/costs/21/attachments/9');
    expect(call?.headers.get('Authorization')).toBe('Bearer admin-access');
  });

  it('refuses an attachment of the wrong type before sending it', async () => {
    const { api, rendered } = open({});
    await rendered;
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Add file' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'umowa.docx', { type: 'application/msword' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Attach a PDF, JPG or PNG file.');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
