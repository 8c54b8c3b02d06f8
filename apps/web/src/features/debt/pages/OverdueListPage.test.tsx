import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OverdueList } from '@saldo/contracts/debt';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { historyEntry, overdueItem, overdueList } from '../test-data.ts';
import OverdueListPage from './OverdueListPage.tsx';

const LIST = '/api/apps/invoice/overdue';
type Handler = (body: unknown) => Response;

/** The debt API, recording each request with its query and body. */
function stubDebt(answer: OverdueList = overdueList(), routes: Record<string, Handler> = {}) {
  const calls: { route: string; query: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, query: url.searchParams, body });
    const handler = routes[route];
    if (handler) return handler(body);
    if (route === `GET ${LIST}`) return json(200, answer);
    return json(404, { message: `No stub for ${route}` });
  });
  const lists = () => calls.filter((call) => call.route === `GET ${LIST}`);
  return {
    last: () => lists().at(-1)?.query,
    lists,
    bodiesOf: (route: string) => calls.filter((call) => call.route === route).map((call) => call.body),
  };
}

const render = (route = '/apps/invoices/list/expired') => renderWithProviders(<OverdueListPage />, { route });
const rowOf = async (number: string) =>
  (await screen.findByRole('link', { name: number })).closest('tr') as HTMLElement;

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OverdueListPage', () => {
  it('lists the overdue invoices with interest, compensation and the sums per currency', async () => {
    const api = stubDebt();
    const user = userEvent.setup();
    await render();
    const row = await rowOf('FV/1/03/2026');
    expect(screen.getByRole('link', { name: 'FV/1/03/2026' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/11',
    );
    expect(within(row).getByText('Kowalski & Syn Sp. z o.o.')).toBeTruthy();
    expect(within(row).getByLabelText('Days overdue: 45')).toBeTruthy();
    expect(within(row).getByText('PLN 1,230.00')).toBeTruthy();
    expect(within(row).getByText('PLN 172.36')).toBeTruthy();
    expect(within(row).getByText('40 EUR')).toBeTruthy();
    expect(within(row).getByText('Reminder sent')).toBeTruthy();
    const interest = within(row).getByText('PLN 21.23');
    await user.hover(interest);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Statutory interest for late payment in commercial transactions: 14.00% a year',
    );

    // Without the NBP rate the compensation stays in euro: no PLN amount is made up. Why is said once,
    // above the table; the cell has a dash and the reason in its tooltip.
    const foreign = await rowOf('FV/2/03/2026');
    expect(within(foreign).getByText('70 EUR')).toBeTruthy();
    const cell = within(foreign).getByLabelText(
      '70 EUR, In PLN at the NBP average rate of Mar 31, 2026: not available',
    );
    expect(within(cell).getByText('—')).toBeTruthy();
    expect(within(foreign).queryByText(/could not be fetched/)).toBeNull();
    expect(within(foreign).queryByText(/^PLN/)).toBeNull();
    const notices = screen.getAllByRole('status').filter((el) => el.textContent?.includes('NBP'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textContent).toContain('NBP exchange rates: not available');
    expect(notices[0]?.textContent).toContain('compensation for recovery costs is shown in euro only');
    expect(
      within(notices[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/pages/account-setting?tab=connections');
    await user.hover(cell);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'In PLN at the NBP average rate of Mar 31, 2026: not available',
    );
    expect(within(foreign).getByText('€2.30')).toBeTruthy();

    const pln = screen.getByTestId('sums-PLN');
    expect(within(pln).getByText('Total (PLN)')).toBeTruthy();
    expect(within(pln).getByLabelText('Balance due').textContent).toBe('PLN\u00a01,230.00');
    expect(within(pln).getByLabelText('Interest').textContent).toBe('PLN\u00a021.23');
    expect(within(screen.getByTestId('sums-EUR')).getByLabelText('Interest').textContent).toBe('€2.30');
    expect(api.last()?.toString()).toBe('paidLate=false&sortBy=daysOverdue&sortDesc=true&page=1&perPage=10');
    // Every interest here is inside the known rate table: no assumption is announced.
    expect(screen.queryByText(/Interest marked \*/)).toBeNull();
  });

  it('builds the query from the filters, the sort and the page, and keeps it in the address', async () => {
    const api = stubDebt(overdueList({ total: 30 }));
    const user = userEvent.setup();
    const { router } = await render('/apps/invoices/list/expired?q=kowal&contractorId=7');
    await rowOf('FV/1/03/2026');
    expect(api.last()?.get('q')).toBe('kowal');
    expect(api.last()?.get('contractorId')).toBe('7');

    await user.click(screen.getByRole('radio', { name: '31–60 days' }));
    await waitFor(() => expect(api.last()?.get('band')).toBe('31_60'));

    await user.type(screen.getByLabelText('Balance from'), '1 000,50');
    await waitFor(() => expect(api.last()?.get('minAmount')).toBe('1 000,50'), { timeout: 3000 });
    await user.type(screen.getByLabelText('Balance to'), 'abc');
    expect(await screen.findByText('Enter an amount, e.g. 1000 or 1 000,50')).toBeTruthy();
    expect(api.lists().some((call) => call.query.has('maxAmount'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Interest' }));
    await waitFor(() => expect(api.last()?.get('sortBy')).toBe('interest'));
    expect(api.last()?.get('sortDesc')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Interest' }));
    await waitFor(() => expect(api.last()?.get('sortDesc')).toBe('false'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.last()?.get('page')).toBe('2'));
    const search = router.state.location.search;
    expect(search).toContain('band=31_60');
    expect(search).toContain('minAmount=1+000%2C50');
    expect(search).toContain('sortBy=interest');
    expect(search).toContain('page=2');
  });

  it('sends an SMS reminder with the message and shows the server refusal, not a success', async () => {
    const route = 'POST /api/apps/invoice/invoices/11/debt/reminder';
    const api = stubDebt(overdueList(), {
      [route]: () => json(503, { message: 'No SMS provider is configured' }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(
      await screen.findByRole('button', { name: 'Collection steps for invoice FV/1/03/2026' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Send SMS reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an SMS reminder' });
    await user.type(within(dialog).getByLabelText('Your message (optional)'), 'Prosimy o wpłatę');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('No SMS provider is configured');
    expect(alert.textContent).toContain('Not sent');
    expect(api.bodiesOf(route)).toEqual([{ channel: 'sms', message: 'Prosimy o wpłatę' }]);
    expect(screen.queryByText('SMS sent')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('makes a demand for payment to a chosen day, e-mailed, and offers its PDF', async () => {
    const route = 'POST /api/apps/invoice/invoices/11/debt/demand';
    const api = stubDebt(overdueList(), {
      [route]: () =>
        json(
          201,
          historyEntry({
            id: 9,
            action: 'demand_letter',
            title: 'Demand for payment',
            attachment: { title: 'Wezwanie do zapłaty FV/1/03/2026' },
            attachmentUrl: '/api/apps/invoice/debt-history/9/attachment',
          }),
        ),
    });
    const user = userEvent.setup();
    await render();
    await user.click(
      await screen.findByRole('button', { name: 'Collection steps for invoice FV/1/03/2026' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Generate demand for payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demand for payment' });
    const date = within(dialog).getByLabelText('Count interest up to');
    await user.clear(date);
    await user.type(date, '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText(/no earlier than the due date/)).toBeTruthy();
    expect(api.bodiesOf(route)).toEqual([]);

    await user.clear(date);
    await user.type(date, '2026-05-04');
    await user.click(within(dialog).getByLabelText('Also e-mail it to the buyer'));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(
      await within(dialog).findByText('The demand for payment has been generated and e-mailed to the buyer.'),
    ).toBeTruthy();
    expect(api.bodiesOf(route)).toEqual([{ interestDate: '2026-05-04', send: true }]);
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('records a phone call', async () => {
    const route = 'POST /api/apps/invoice/invoices/11/debt/note';
    const api = stubDebt(overdueList(), {
      [route]: () => json(201, historyEntry({ action: 'phone_call', title: 'Phone call' })),
    });
    const user = userEvent.setup();
    await render();
    await user.click(
      await screen.findByRole('button', { name: 'Collection steps for invoice FV/1/03/2026' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Record a phone call' }));
    const dialog = await screen.findByRole('dialog');
    const loads = api.lists().length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write what to record.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/What was agreed/), 'Zapłaci do piątku');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(route)).toEqual([{ kind: 'phone_call', text: 'Zapłaci do piątku' }]);
    expect(await screen.findByText('Phone call recorded')).toBeTruthy();
    // The list is stale after the step (its reminders and last action changed): it is asked again.
    await waitFor(() => expect(api.lists().length).toBeGreaterThan(loads));
  });

  it('takes a bulk step on the ticked invoices and lists the skipped ones with the reasons', async () => {
    const route = 'POST /api/apps/invoice/debt/bulk';
    const api = stubDebt(overdueList(), {
      [route]: () =>
        json(200, { done: [11], skipped: [{ id: 12, reason: 'The buyer has no phone number.' }] }),
    });
    const user = userEvent.setup();
    await render();
    await rowOf('FV/1/03/2026');
    expect(screen.getByRole('button', { name: 'Send SMS' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select the invoices on this page' }));
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send SMS reminders' });
    expect(within(dialog).getByText('Send an SMS reminder for each selected invoice (2)?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const skipped = await within(dialog).findByRole('alert');
    expect(within(dialog).getByText('Done: 1')).toBeTruthy();
    expect(skipped.textContent).toContain('Skipped: 1');
    expect(skipped.textContent).toContain('FV/2/03/2026: The buyer has no phone number.');
    expect(api.bodiesOf(route)).toEqual([{ ids: [11, 12], action: 'reminder_sms' }]);
    // The invoice done leaves the selection; the skipped one stays ticked.
    expect(screen.getByText('Selected: 1')).toBeTruthy();
  });

  it('shows a client its overdue invoices without any action', async () => {
    loginAs('client');
    stubDebt();
    await render();
    await rowOf('FV/1/03/2026');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Collection steps/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send SMS' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByLabelText('Buyer')).toBeNull();
  });

  it('says when nothing is overdue', async () => {
    stubDebt({
      invoices: [],
      total: 0,
      sums: [],
      ratesAssumed: false,
      totalCapped: false,
      interestSummed: true,
    });
    await render();
    expect(await screen.findByText('No overdue invoices — everything is paid on time')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    stubDebt(overdueList(), {
      [`GET ${LIST}`]: () =>
        ++attempts === 1 ? json(403, { message: 'Forbidden' }) : json(200, overdueList()),
    });
    await render();
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.getByText('The overdue invoices could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'FV/1/03/2026' })).toBeTruthy();
  });

  it('marks a consumer, interest on late payments and interest counted past the known rates', async () => {
    const consumer = overdueItem({
      id: 21,
      number: 'FV/9/03/2026',
      debtor: 'consumer',
      interestKind: 'statutory',
      interestRate: 925,
      interest: 1500,
      latePaymentInterest: 312,
      ratesAssumed: true,
      compensation: null,
    });
    stubDebt(
      overdueList({
        invoices: [consumer],
        total: 1,
        sums: [{ currency: 'PLN', balance: 123000, interest: 1500, latePaymentInterest: 312 }],
        ratesAssumed: true,
      }),
    );
    const user = userEvent.setup();
    await render();
    const row = await rowOf('FV/9/03/2026');
    expect(within(row).getByText('PLN 15.00*')).toBeTruthy();
    expect(within(row).getByText('+ PLN 3.12 on late payments, not yet settled')).toBeTruthy();
    await user.hover(within(row).getByText('PLN 15.00*'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Statutory interest for delay (art. 481 of the Civil Code, the buyer is a consumer): 9.25% a year. ' +
        '* Includes days after the last NBP reference rate Saldo knows, counted at that rate',
    );
    const none = within(row).getByLabelText(
      'None: the buyer is a consumer, and the compensation for recovery costs is due only between businesses',
    );
    expect(none.textContent).toBe('—');
    expect(within(row).queryByText(/EUR/)).toBeNull();
    expect(
      within(screen.getByTestId('sums-PLN')).getByText('+ PLN 3.12 on late payments, not yet settled'),
    ).toBeTruthy();

    const notice = screen.getByText(/Interest marked \* counts days after the last NBP reference rate/);
    const link = within(notice.closest('[role="status"]') as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/pages/account-setting?tab=debt');
  });

  it('lists invoices paid in full but late when asked, and keeps the choice in the address', async () => {
    const api = stubDebt();
    const user = userEvent.setup();
    const { router } = await render();
    await rowOf('FV/1/03/2026');
    await user.click(screen.getByRole('switch', { name: /Include invoices paid late/ }));
    await waitFor(() => expect(api.last()?.get('paidLate')).toBe('true'));
    expect(router.state.location.search).toContain('paidLate=true');
  });
});
