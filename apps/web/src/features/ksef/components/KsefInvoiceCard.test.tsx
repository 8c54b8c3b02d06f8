import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KsefInvoiceState } from '@saldo/contracts/ksef';
import { json, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import InvoicePreviewPage from '../../../app/pages/InvoicePreviewRoute.tsx';
import { invoiceResponse } from '../../invoices/test-data.ts';
import { KSEF_POLL_MS } from '../api/queries.ts';
import { acceptedState, ksefState } from '../test-data.ts';

const DETAIL = 'GET /api/apps/invoice/invoices/11';
const STATE = 'GET /api/apps/invoice/invoices/11/ksef';
const SEND = 'POST /api/apps/invoice/invoices/11/ksef';

/** The preview's routes: the invoice, its (empty) debt history and its KSeF state. */
const stubPage = (state: KsefInvoiceState | (() => Response), routes: Record<string, StubHandler> = {}) =>
  stubApi({
    [DETAIL]: () => json(200, invoiceResponse()),
    'GET /api/apps/invoice/debt-history': () => json(200, { entries: [] }),
    [STATE]: typeof state === 'function' ? state : () => json(200, state),
    ...routes,
  });
const render = () =>
  renderWithProviders(<InvoicePreviewPage />, {
    route: '/apps/invoice/preview/11',
    path: '/apps/invoice/preview/:id',
  });
const card = async () => within(await screen.findByRole('region', { name: 'KSeF' }));

/** Downloads: the object URL and the click of the hidden link are the browser's part. */
function catchDownloads() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() }),
  );
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}
const xmlFile = (name: string) =>
  new Response('<?xml version="1.0"?><Faktura/>', {
    status: 200,
    headers: { 'Content-Type': 'application/xml', 'Content-Disposition': `attachment; filename="${name}"` },
  });

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the KSeF card of the invoice preview', () => {
  it('sends a not-sent invoice, then follows it until KSeF accepts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = ksefState();
    const api = stubPage(() => json(200, answer), {
      [SEND]: () => {
        answer = ksefState({ state: 'queued', nextAttemptAt: '2026-03-02T10:00:00.000Z' });
        return json(202, answer);
      },
    });
    await render();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const ksef = await card();
    expect(await ksef.findByText('This invoice has not been sent to KSeF.')).toBeTruthy();
    expect(ksef.getByText('Not sent')).toBeTruthy();

    await user.click(ksef.getByRole('button', { name: 'Send to KSeF' }));
    expect(await screen.findByText('The invoice is queued for KSeF.')).toBeTruthy();
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(await ksef.findByText('The invoice is waiting to be sent to KSeF.')).toBeTruthy();
    expect(ksef.getByText('Queued')).toBeTruthy();
    // Before the first try there is no retry to announce.
    expect(ksef.queryByText('Attempts so far')).toBeNull();
    expect(ksef.queryByRole('button', { name: 'Send to KSeF' })).toBeNull();
    const statesBefore = api.callsTo(STATE).length;

    // Every few seconds it asks again: sending, then accepted.
    answer = ksefState({ state: 'sending', attempts: 1 });
    await vi.advanceTimersByTimeAsync(KSEF_POLL_MS);
    expect(await ksef.findByText('The invoice is being sent to KSeF…')).toBeTruthy();
    expect(api.callsTo(STATE).length).toBeGreaterThan(statesBefore);

    const detailsBefore = api.callsTo(DETAIL).length;
    answer = acceptedState();
    await vi.advanceTimersByTimeAsync(KSEF_POLL_MS);
    expect(await ksef.findByText('5260250274-20260302-0100A1B2C3D4-7F')).toBeTruthy();
    expect(ksef.getByText('Accepted')).toBeTruthy();
    // Accepted: the invoice itself changed (no longer editable) and is fetched again.
    await waitFor(() => expect(api.callsTo(DETAIL).length).toBeGreaterThan(detailsBefore));

    // Settled: no more asking.
    const settled = api.callsTo(STATE).length;
    await vi.advanceTimersByTimeAsync(KSEF_POLL_MS * 3);
    expect(api.callsTo(STATE)).toHaveLength(settled);
  });

  it('shows a queued invoice with its attempts, next attempt and the last error', async () => {
    stubPage(
      ksefState({
        state: 'queued',
        attempts: 2,
        nextAttemptAt: '2026-03-02T10:05:00.000Z',
        error: 'KSeF is temporarily unavailable (503).',
      }),
    );
    await render();
    const ksef = await card();
    expect(await ksef.findByText('The invoice is waiting to be sent to KSeF.')).toBeTruthy();
    expect(ksef.getByText('Attempts so far').nextSibling?.textContent).toBe('2');
    expect(ksef.getByText('Next attempt').nextSibling?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-02T10:05:00.000Z'),
      ),
    );
    expect(ksef.getByText('The last attempt failed')).toBeTruthy();
    expect(ksef.getByText('KSeF is temporarily unavailable (503).')).toBeTruthy();
    expect(ksef.queryByRole('button', { name: 'Send to KSeF' })).toBeNull();
  });

  it('shows an accepted invoice: KSeF number, time, verification link, and downloads the UPO', async () => {
    const api = stubPage(acceptedState(), {
      'GET /api/apps/invoice/invoices/11/ksef/upo': () => xmlFile('UPO_5260250274-20260302.xml'),
    });
    const click = catchDownloads();
    await render();
    const ksef = await card();
    expect(await ksef.findByText('5260250274-20260302-0100A1B2C3D4-7F')).toBeTruthy();
    expect(ksef.getByText('Accepted by KSeF').nextSibling?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-02T10:15:00.000Z'),
      ),
    );
    const link = ksef.getByRole('link', { name: /Check the invoice in KSeF/ });
    expect(link.getAttribute('href')).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/5260250274/02-03-2026/abc',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(ksef.queryByRole('button', { name: 'Send to KSeF' })).toBeNull();
    // KSeF holds it: corrected, never cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).toBeNull();

    await userEvent.click(ksef.getByRole('button', { name: 'Download UPO' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /api/apps/invoice/invoices/11/ksef/upo')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('UPO_5260250274-20260302.xml');
  });

  it('shows KSeF’s reason for a rejection, and the server’s reason when sending again fails', async () => {
    const api = stubPage(
      ksefState({ state: 'rejected', attempts: 1, error: 'Błąd weryfikacji NIP nabywcy.' }),
      {
        [SEND]: () =>
          json(409, {
            message:
              "KSeF is not set up: choose the environment and enter the company's KSeF token in Settings → KSeF.",
          }),
      },
    );
    await render();
    const ksef = await card();
    expect(await ksef.findByText('Reason given by KSeF')).toBeTruthy();
    expect(ksef.getByText('Błąd weryfikacji NIP nabywcy.')).toBeTruthy();
    expect(ksef.getByText('Rejected')).toBeTruthy();

    await userEvent.click(ksef.getByRole('button', { name: 'Send to KSeF' }));
    expect(await screen.findByText('The invoice could not be queued for KSeF')).toBeTruthy();
    expect(screen.getByText(/KSeF is not set up: choose the environment/)).toBeTruthy();
    expect(api.callsTo(SEND)).toHaveLength(1);
    // Still rejected: the button stays for another try.
    expect(ksef.getByRole('button', { name: 'Send to KSeF' })).toBeTruthy();
  });

  it('downloads the KSeF XML as the server names it, or says why it cannot', async () => {
    let xml = () => xmlFile('FV_1_03_2026.xml');
    const api = stubPage(ksefState(), { 'GET /api/apps/invoice/invoices/11/ksef-xml': () => xml() });
    const click = catchDownloads();
    await render();
    const ksef = await card();
    await userEvent.click(ksef.getByRole('button', { name: 'Download KSeF XML' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('FV_1_03_2026.xml');

    xml = () =>
      json(422, {
        message:
          'The invoice cannot be written as a valid KSeF (FA(3)) file: line 12: NIP. Check the company and buyer data.',
      });
    await userEvent.click(ksef.getByRole('button', { name: 'Download KSeF XML' }));
    expect(await screen.findByText('The KSeF XML could not be downloaded')).toBeTruthy();
    expect(screen.getByText(/cannot be written as a valid KSeF/)).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /api/apps/invoice/invoices/11/ksef-xml')).toHaveLength(2);
  });

  it('is not shown for a proforma, which never goes to KSeF', async () => {
    const api = stubPage(ksefState(), {
      [DETAIL]: () => json(200, invoiceResponse({ type: 'proforma', number: 'PRO/1/03/2026' })),
    });
    await render();
    await screen.findByTestId('invoice-document');
    expect(screen.queryByRole('region', { name: 'KSeF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download KSeF XML' })).toBeNull();
    expect(api.callsTo(STATE)).toEqual([]);
  });

  it('lets a client see the state and the XML, but not send', async () => {
    loginAs('client');
    stubPage(ksefState());
    await render();
    const ksef = await card();
    expect(await ksef.findByText('This invoice has not been sent to KSeF.')).toBeTruthy();
    expect(ksef.getByRole('button', { name: 'Download KSeF XML' })).toBeTruthy();
    expect(ksef.queryByRole('button', { name: 'Send to KSeF' })).toBeNull();
  });

  it('says when the state could not be loaded, and tries again', async () => {
    let fail = true;
    stubPage(() => (fail ? json(403, { message: 'You may not do this.' }) : json(200, ksefState())));
    await render();
    const ksef = await card();
    expect(await ksef.findByText('The KSeF state could not be loaded')).toBeTruthy();
    expect(ksef.getByText('You may not do this.')).toBeTruthy();
    fail = false;
    await userEvent.click(ksef.getByRole('button', { name: 'Try again' }));
    expect(await ksef.findByText('This invoice has not been sent to KSeF.')).toBeTruthy();
  });
});
