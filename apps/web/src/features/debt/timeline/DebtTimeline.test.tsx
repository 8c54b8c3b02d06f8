import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilityRulesFor } from '@saldo/contracts/abilities';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { invoiceResponse } from '../../invoices/test-data.ts';
import { historyEntry } from '../test-data.ts';
import { DebtTimeline } from './DebtTimeline.tsx';

const HISTORY = 'GET /api/apps/invoice/debt-history';

const entries = [
  historyEntry({
    id: 3,
    action: 'demand_letter',
    title: 'Demand for payment',
    subtitle: 'Anna Nowak',
    time: '2026-05-04T10:00:00Z',
    attachment: { title: 'Wezwanie do zapłaty FV/1/03/2026' },
    attachmentUrl: '/api/apps/invoice/debt-history/3/attachment',
  }),
  historyEntry({
    id: 2,
    action: 'reminder_sms',
    title: 'SMS not sent',
    subtitle: 'No SMS provider is configured',
    time: '2026-04-25T08:00:00Z',
    origin: 'schedule',
    delivered: false,
  }),
  historyEntry(),
];

/** The history answer, and the query each request asked it with. */
function stubHistory(answer = entries, routes = {}) {
  const api = stubApi({ [HISTORY]: () => json(200, { entries: answer }), ...routes });
  const inner = globalThis.fetch;
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/apps/invoice/debt-history') asked.push(url.searchParams);
    return inner(input, init);
  });
  return { api, asked };
}

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DebtTimeline', () => {
  it("shows an invoice's steps: delivered ones, failed ones marked so, and the PDF to download", async () => {
    const { api, asked } = stubHistory(entries, {
      'GET /api/apps/invoice/debt-history/3/attachment': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:demand');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<DebtTimeline invoiceId={11} />);

    const section = await screen.findByRole('region', { name: 'Debt history' });
    const sent = await within(section).findByTestId('debt-entry-1');
    expect(within(sent).getByText('Reminder sent')).toBeTruthy();
    expect(within(sent).getByText('Anna Nowak to biuro@kowalski.pl')).toBeTruthy();
    expect(within(sent).queryByText('Not delivered')).toBeNull();
    expect(within(sent).getByText(/Apr 20, 2026/)).toBeTruthy();

    const failed = within(section).getByTestId('debt-entry-2');
    expect(within(failed).getByText('Not delivered')).toBeTruthy();
    expect(within(failed).getByText('No SMS provider is configured')).toBeTruthy();
    expect(within(failed).getByText('Automatic')).toBeTruthy();
    expect(asked[0]?.toString()).toBe('invoiceId=11');

    const demand = within(section).getByTestId('debt-entry-3');
    await user.click(within(demand).getByRole('button', { name: 'Wezwanie do zapłaty FV/1/03/2026' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /api/apps/invoice/debt-history/3/attachment')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Wezwanie-do-zapłaty-FV-1-03-2026.pdf',
    );
  });

  it('names the invoice of each entry in a contractor history, with a link to it', async () => {
    const { asked } = stubHistory([historyEntry()], {
      'GET /api/apps/invoice/invoices/11': () => json(200, invoiceResponse()),
    });
    await renderWithProviders(<DebtTimeline contractorId={7} />);
    const link = await screen.findByRole('link', { name: 'FV/1/03/2026' });
    expect(link.getAttribute('href')).toBe('/apps/invoice/preview/11');
    expect(asked[0]?.toString()).toBe('contractorId=7');
  });

  it('says when nothing has been done yet', async () => {
    stubHistory([]);
    await renderWithProviders(<DebtTimeline invoiceId={11} />);
    expect(await screen.findByText('No reminders or other actions yet.')).toBeTruthy();
  });

  it('shows nothing when the server refuses the history', async () => {
    stubApi({ [HISTORY]: () => json(403, { message: 'Forbidden' }) });
    await renderWithProviders(<DebtTimeline contractorId={7} />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Debt history' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing to a user who may not read debt collection', async () => {
    // A client reads its own debt history; one whose rules lack 'read Debt' does not.
    const ability = abilityRulesFor('client').filter((rule) => rule.subject !== 'Debt');
    loginAs('client', { ability });
    const { asked } = stubHistory();
    await renderWithProviders(<DebtTimeline invoiceId={11} />);
    expect(screen.queryByRole('region', { name: 'Debt history' })).toBeNull();
    expect(asked).toHaveLength(0);
  });
});
