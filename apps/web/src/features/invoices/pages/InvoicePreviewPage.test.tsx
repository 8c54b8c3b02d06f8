import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ksefState } from '../../ksef/test-data.ts';
import { todayIso } from '../../../lib/format.ts';
import { invoiceResponse } from '../test-data.ts';
import InvoicePreviewPage from '../../../app/pages/InvoicePreviewRoute.tsx';

const DETAIL = 'GET /api/apps/invoice/invoices/11';
const DEBT_HISTORY = 'GET /api/apps/invoice/debt-history';
const KSEF_STATE = 'GET /api/apps/invoice/invoices/11/ksef';
/** The page's routes, with an empty debt history and no KSeF submission unless a test answers them. */
const stubPage = (routes: Record<string, StubHandler>) =>
  stubApi({
    [DEBT_HISTORY]: () => json(200, { entries: [] }),
    [KSEF_STATE]: () => json(200, ksefState()),
    ...routes,
  });
const render = (route = '/apps/invoice/preview/11') =>
  renderWithProviders(<InvoicePreviewPage />, { route, path: '/apps/invoice/preview/:id' });

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvoicePreviewPage', () => {
  it('renders the document in its language: parties, lines, VAT summary, totals and amount in words', async () => {
    const answer = invoiceResponse({ splitPayment: true });
    // Typed with a dot, as the form allows: printed the Polish way, like every other amount.
    answer.invoice.lines = answer.invoice.lines.map((line) => ({ ...line, unitPrice: '1234.5' }));
    const api = stubPage({ [DETAIL]: () => json(200, answer) });
    await render();
    const document = await screen.findByTestId('invoice-document');
    expect(document.hasAttribute('data-print-root')).toBe(true);
    const doc = within(document);
    expect(doc.getByText('Faktura VAT')).toBeTruthy();
    expect(doc.getByText('nr FV/1/03/2026')).toBeTruthy();
    expect(doc.getByText('Sprzedawca')).toBeTruthy();
    expect(doc.getByText('Nowak i Wspólnicy Sp. z o.o.')).toBeTruthy();
    expect(doc.getByText('Usługa programistyczna')).toBeTruthy();
    expect(doc.getByTestId('to-pay').textContent).toBe('Do zapłaty: 1\u00a0230,00\u00a0zł');
    expect(doc.getByTestId('amount-in-words').textContent).toBe(
      'Słownie: jeden tysiąc dwieście trzydzieści złotych 00/100',
    );
    const summary = doc.getByRole('table', { name: 'Podsumowanie według stawek VAT (PLN)' });
    expect(within(summary).getByText('23%')).toBeTruthy();
    expect(within(summary).getAllByText('1 230,00')).toHaveLength(2);
    // A unit price goes through the same locale formatter as every amount: no "100.00" in Polish.
    const lines = doc.getByRole('table', { name: 'Nazwa towaru lub usługi' });
    expect(within(lines).getByText(/^1\s234,50$/)).toBeTruthy();
    expect(doc.getByText('Bank: mBank')).toBeTruthy();
    expect(doc.getByText('Numer rachunku: PL61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    expect(doc.getByText('mechanizm podzielonej płatności')).toBeTruthy();
    // The page around it speaks the user's language.
    expect(screen.getByRole('heading', { name: 'Invoice FV/1/03/2026', level: 1 })).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
    expect(screen.getByText('No payments recorded yet.')).toBeTruthy();
    const debt = await screen.findByRole('region', { name: 'Debt history' });
    expect(await within(debt).findByText('No reminders or other actions yet.')).toBeTruthy();
    expect(api.callsTo(DEBT_HISTORY)).toHaveLength(1);
  });

  it('shows a correction with the tables before and after and the reason', async () => {
    const answer = invoiceResponse({
      type: 'correction',
      number: 'KOR/1/03/2026',
      correctedInvoice: { id: 5, number: 'FV/9/02/2026', issuedDate: '2026-02-10', ksefNumber: null },
      correctionReason: 'Błędna cena',
      language: 'english',
    });
    answer.invoice.linesBefore = answer.invoice.lines.map((line) => ({ ...line, name: 'Old line' }));
    stubPage({ [DETAIL]: () => json(200, answer) });
    await render();
    const doc = within(await screen.findByTestId('invoice-document'));
    // An English invoice is bilingual, as its PDF: Polish first, English beside it.
    expect(doc.getByText('Faktura korygująca')).toBeTruthy();
    expect(doc.getByText('Corrective invoice')).toBeTruthy();
    expect(
      doc.getByText('Dotyczy faktury / Corrects invoice: nr / no. FV/9/02/2026 z dnia / of 2026-02-10'),
    ).toBeTruthy();
    expect(doc.getByText('Przyczyna korekty / Reason for correction: Błędna cena')).toBeTruthy();
    expect(doc.getByRole('table', { name: 'Przed korektą / Before correction' })).toBeTruthy();
    expect(
      within(doc.getByRole('table', { name: 'Po korekcie / After correction' })).getByText(
        'Usługa programistyczna',
      ),
    ).toBeTruthy();
    expect(doc.getByTestId('to-pay').textContent).toBe('Do zapłaty / Amount due: PLN\u00a01,230.00');
    expect(doc.getAllByTestId('amount-in-words').map((line) => line.textContent)).toEqual([
      'Słownie: jeden tysiąc dwieście trzydzieści złotych 00/100',
      'In words: one thousand two hundred thirty zlotys 00/100',
    ]);
  });

  it('prints what the PDF prints for issue 31: PL prefix, rate wording, cash method, KSeF references, discount', async () => {
    const ksefNumber = '5260250274-20260210-0100001AF629-AF';
    const answer = invoiceResponse({ type: 'correction', language: 'english' });
    const { invoice } = answer;
    invoice.seller = { ...invoice.seller, cashMethod: true };
    invoice.correctedInvoice = { id: 5, number: 'FV/9/02/2026', issuedDate: '2026-02-10', ksefNumber };
    invoice.lines = invoice.lines.map((line) => ({
      ...line,
      vatRate: '0 WDT',
      discountPercent: '10',
      net: 90000,
      vat: 0,
      gross: 90000,
    }));
    stubPage({ [DETAIL]: () => json(200, answer) });
    await render();
    const doc = within(await screen.findByTestId('invoice-document'));
    expect(doc.getByText('NIP / VAT ID: PL5260250274')).toBeTruthy();
    expect(
      doc.getByText(
        'wewnątrzwspólnotowa dostawa towarów – stawka 0% (art. 42 ustawy o VAT) / intra-Community supply of goods – 0% rate (art. 42 of the Polish VAT act)',
      ),
    ).toBeTruthy();
    expect(doc.getByText('metoda kasowa / cash accounting')).toBeTruthy();
    expect(
      doc.getByText(`Numer KSeF faktury korygowanej / KSeF number of the corrected invoice: ${ksefNumber}`),
    ).toBeTruthy();
    // 10 × 100.00 less 10 %: 100.00 off, printed under the percentage.
    const lines = doc.getByRole('table', { name: 'Po korekcie / After correction' });
    expect(
      within(lines).getByText((_, cell) => cell?.tagName === 'TD' && cell.textContent === '10%100.00'),
    ).toBeTruthy();
  });

  it('names a final invoice’s advance invoices with their KSeF numbers', async () => {
    const answer = invoiceResponse({ type: 'final' });
    answer.invoice.advanceInvoices = [
      { id: 3, number: 'FZ/1/02/2026', gross: 50000, ksefNumber: '5260250274-20260210-0100002BF629-B0' },
    ];
    stubPage({ [DETAIL]: () => json(200, answer) });
    await render();
    // Amounts carry a no-break space: compared as plain spaces.
    const text = ((await screen.findByTestId('invoice-document')).textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain(
      'Rozliczone faktury zaliczkowe: FZ/1/02/2026 (500,00 zł; nr KSeF 5260250274-20260210-0100002BF629-B0)',
    );
  });

  it('records a payment from the drawer', async () => {
    const api = stubPage({
      [DETAIL]: () => json(200, invoiceResponse()),
      'POST /api/apps/invoice/invoices/11/payments': () =>
        json(
          201,
          invoiceResponse({ status: 'partially_paid', paid: 50000, balance: 73000, editable: false }),
        ),
    });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    const amount = within(drawer).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('1230.00');
    await user.clear(amount);
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
    expect(await within(drawer).findByText('Field Is Required')).toBeTruthy();
    await user.type(amount, '500,00');
    await user.type(within(drawer).getByRole('textbox', { name: 'Note' }), 'Zaliczka');
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(api.callsTo('POST /api/apps/invoice/invoices/11/payments')).toHaveLength(1));
    expect(api.callsTo('POST /api/apps/invoice/invoices/11/payments')[0]?.body).toEqual({
      amount: '500,00',
      date: todayIso(),
      method: 'transfer',
      note: 'Zaliczka',
    });
    expect(await screen.findByText('The payment has been recorded.')).toBeTruthy();
    expect(await screen.findByText('Partially paid')).toBeTruthy();
  });

  it('opens the send panel from ?send=1 and sends the e-mail', async () => {
    const api = stubPage({
      [DETAIL]: () => json(200, invoiceResponse()),
      'POST /api/apps/invoice/invoices/11/send': () =>
        json(200, invoiceResponse({ status: 'sent', sentAt: '2026-03-03T10:00:00.000Z', editable: false })),
    });
    const user = userEvent.setup();
    const { router } = await render('/apps/invoice/preview/11?send=1');
    const drawer = await screen.findByRole('dialog', { name: 'Send invoice' });
    expect((within(drawer).getByRole('textbox', { name: /^To/ }) as HTMLInputElement).value).toBe(
      'biuro@kowalski.pl',
    );
    expect((within(drawer).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe(
      'Faktura FV/1/03/2026',
    );
    expect(within(drawer).getByText('PDF attached: Faktura_FV_1_03_2026.pdf')).toBeTruthy();
    await user.type(within(drawer).getByRole('textbox', { name: /^Cc/ }), 'ksiegowosc@kowalski.pl');
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /api/apps/invoice/invoices/11/send')).toHaveLength(1));
    const body = api.callsTo('POST /api/apps/invoice/invoices/11/send')[0]?.body as Record<string, string>;
    expect(body.to).toBe('biuro@kowalski.pl');
    expect(body.cc).toBe('ksiegowosc@kowalski.pl');
    expect(body.subject).toBe('Faktura FV/1/03/2026');
    expect(body.message).toContain('FV/1/03/2026');
    expect(await screen.findByText('The invoice has been sent to biuro@kowalski.pl.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('downloads the PDF from its URL', async () => {
    const api = stubPage({
      [DETAIL]: () => json(200, invoiceResponse()),
      'GET /api/apps/invoice/invoices/11/pdf': () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Faktura_FV_1_03_2026.pdf"',
          },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /api/apps/invoice/invoices/11/pdf')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Faktura_FV_1_03_2026.pdf');
  });

  it('converts a proforma and opens the new invoice', async () => {
    stubPage({
      [DETAIL]: () => json(200, invoiceResponse({ type: 'proforma', number: 'PRO/1/03/2026' })),
      'POST /api/apps/invoice/invoices/11/convert': () =>
        json(201, invoiceResponse({ id: 12, number: 'FV/3/03/2026' })),
    });
    const { router } = await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to VAT invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/12'));
    expect(screen.queryByRole('link', { name: 'Correct' })).toBeNull();
  });

  it('offers a client only the PDF and printing', async () => {
    loginAs('client');
    stubPage({ [DETAIL]: () => json(200, invoiceResponse({ payments: [] })) });
    await render('/apps/invoice/preview/11?send=1');
    await screen.findByTestId('invoice-document');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    for (const name of ['Send', 'Add payment', 'Cancel invoice', 'Convert to VAT invoice'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    for (const name of ['Edit', 'Duplicate', 'Correct'])
      expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an admin remove a payment, and lists the payment history', async () => {
    const paid = invoiceResponse({
      status: 'partially_paid',
      paid: 50000,
      balance: 73000,
      payments: [
        {
          id: 3,
          amount: 50000,
          date: '2026-03-05',
          method: 'transfer',
          note: 'Zaliczka',
          createdAt: '2026-03-05T10:00:00.000Z',
          createdBy: 'Anna Nowak',
        },
      ],
    });
    const api = stubPage({
      [DETAIL]: () => json(200, paid),
      'DELETE /api/apps/invoice/invoices/11/payments/3': () => json(200, invoiceResponse()),
    });
    await render();
    const history = await screen.findByRole('table', { name: 'Payments' });
    expect(within(history).getByText('Zaliczka')).toBeTruthy();
    expect(within(history).getByText('Bank transfer')).toBeTruthy();
    await userEvent.click(
      within(history).getByRole('button', { name: 'Remove the payment of PLN\u00a0500.00 on Mar 5, 2026' }),
    );
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/apps/invoice/invoices/11/payments/3')).toHaveLength(1),
    );
    expect(await screen.findByText('No payments recorded yet.')).toBeTruthy();
  });

  it('says when the invoice does not exist', async () => {
    stubPage({ [DETAIL]: () => json(404, { message: 'Not found' }) });
    await render();
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
  });
});
