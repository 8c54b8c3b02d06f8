import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEvent, CalendarFeed } from '@saldo/contracts/calendar';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CalendarPage from './CalendarPage.tsx';

const today = new Date().toISOString().slice(0, 10);

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: '7',
  url: '',
  title: 'Month-end closing',
  start: `${today}T10:00:00+01:00`,
  end: `${today}T12:00:00+01:00`,
  allDay: false,
  editable: true,
  extendedProps: {
    calendar: 'Business',
    guests: [],
    location: '',
    description: '',
    recurrence: null,
    rrule: null,
    seriesStart: `${today}T10:00:00+01:00`,
    seriesEnd: `${today}T12:00:00+01:00`,
    source: null,
    ownerId: 1,
  },
  ...overrides,
});

/** The calendar endpoints: events (recording each query), creation (recording each body), the feed. */
function stubApi() {
  const queries: URLSearchParams[] = [];
  const created: unknown[] = [];
  let feed: CalendarFeed = { url: null, createdAt: null };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/apps/calendar/events' && method === 'GET') {
      queries.push(url.searchParams);
      return json(200, [event()]);
    }
    if (url.pathname === '/api/apps/calendar/events' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { event: { title: string } };
      created.push(body);
      if (body.event.title === 'Backwards')
        return json(400, {
          message: 'Please correct the highlighted fields.',
          errors: { 'event.end': 'The event cannot end before it starts.' },
        });
      return json(201, event({ id: '8', title: body.event.title }));
    }
    if (url.pathname === '/api/apps/calendar/guests') return json(200, { users: [] });
    if (url.pathname === '/api/apps/calendar/feed') {
      if (method === 'POST')
        feed = {
          url: 'http://saldo.test/api/apps/calendar/feed/abc/calendar.ics',
          createdAt: '2026-11-26T10:00:00Z',
        };
      if (method === 'DELETE') feed = { url: null, createdAt: null };
      return json(200, feed);
    }
    return json(404, { message: 'no stub' });
  });
  return { queries, created, last: () => queries.at(-1) };
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('CalendarPage', () => {
  it('shows the events of every calendar, and asks for fewer when a filter is unticked', async () => {
    const api = stubApi();
    await renderWithProviders(<CalendarPage />, { route: '/apps/calendar' });
    expect(await screen.findByText('Month-end closing', undefined, { timeout: 8000 })).toBeTruthy();
    expect(api.last()?.get('calendars')).toBe('Business,Personal,Family,Holiday,ETC,Invoices,Taxes,Payroll');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Tax deadlines' }));
    await waitFor(() =>
      expect(api.last()?.get('calendars')).toBe('Business,Personal,Family,Holiday,ETC,Invoices,Payroll'),
    );
  }, 30_000);

  it('adds an event in Warsaw wall-clock time and shows the server’s refusal by its field', async () => {
    const api = stubApi();
    await renderWithProviders(<CalendarPage />, { route: '/apps/calendar' });
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Add event' }, { timeout: 8000 }));
    await actor.type(await screen.findByLabelText(/^Title/), 'Backwards');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The event cannot end before it starts.')).toBeTruthy();
    const sent = api.created[0] as {
      event: { start: string; end: string; extendedProps: { calendar: string } };
    };
    expect(sent.event.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
    expect(sent.event.extendedProps.calendar).toBe('Business');
  }, 30_000);

  it('makes, shows and revokes the ICS subscription address', async () => {
    stubApi();
    await renderWithProviders(<CalendarPage />, { route: '/apps/calendar' });
    const actor = userEvent.setup();
    await actor.click(
      await screen.findByRole('button', { name: 'Create a subscription address' }, { timeout: 8000 }),
    );
    const address = await screen.findByLabelText('Subscription address');
    expect((address as HTMLInputElement).value).toBe(
      'http://saldo.test/api/apps/calendar/feed/abc/calendar.ics',
    );
    await actor.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('button', { name: 'Create a subscription address' })).toBeTruthy();
  }, 30_000);
});
