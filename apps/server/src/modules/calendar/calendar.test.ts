import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { calendarEventSchema, eventListSchema, type EventInputDraft } from '@saldo/contracts/calendar';
import {
  callerWith,
  demoAdmin,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, latestMail, login, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { calendarEvents } from './calendar.table.ts';

let t: TestApp;
let admin: Caller;
let accountant: Caller;
const ids: Record<'admin' | 'accountant' | 'client', number> = { admin: 0, accountant: 0, client: 0 };
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  for (const role of ['admin', 'accountant', 'client'] as const) {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, demo[role].email));
    ids[role] = row?.id ?? 0;
  }
});
afterAll(async () => {
  await t.close();
});

const draft = (
  overrides: Partial<EventInputDraft> = {},
  props: Partial<EventInputDraft['extendedProps']> = {},
) => ({
  title: 'Budget review',
  start: '2027-01-12T10:00',
  end: '2027-01-12T11:30',
  allDay: false,
  ...overrides,
  extendedProps: { calendar: 'Business', ...props },
});

async function create(event: ReturnType<typeof draft>, call: Caller = admin) {
  const response = await call({ method: 'POST', url: '/api/apps/calendar/events', payload: { event } });
  expect(response.statusCode, response.body).toBe(201);
  return calendarEventSchema.parse(response.json());
}

async function list(query: Record<string, string>, call: Caller = admin) {
  const response = await call({ method: 'GET', url: '/api/apps/calendar/events', query });
  expect(response.statusCode, response.body).toBe(200);
  return eventListSchema.parse(response.json());
}

describe('events: the seed’s calls', () => {
  it('creates, lists, moves and deletes an event, stored in UTC and shown in Warsaw time', async () => {
    const created = await create(draft());
    expect(created).toMatchObject({
      title: 'Budget review',
      start: '2027-01-12T10:00:00+01:00',
      end: '2027-01-12T11:30:00+01:00',
      allDay: false,
      editable: true,
      extendedProps: { calendar: 'Business', guests: [], recurrence: null, ownerId: ids.admin },
    });
    const [row] = await t.database.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, Number(created.id)));
    expect(row?.startAt.toISOString()).toBe('2027-01-12T09:00:00.000Z');

    const window = { start: '2027-01-01', end: '2027-02-01' };
    expect((await list({ ...window, calendars: 'Business' })).map((e) => e.id)).toContain(created.id);
    expect((await list({ ...window, calendars: 'Personal,Family' })).map((e) => e.id)).not.toContain(
      created.id,
    );
    expect(await list({ ...window, calendars: '' })).toEqual([]);

    // Dragged to the next day in July: the wall-clock time stays, the offset follows summer time.
    const moved = await admin({
      method: 'POST',
      url: `/api/apps/calendar/events/${created.id}`,
      payload: { event: draft({ start: '2027-07-13T10:00:00', end: '2027-07-13T11:30:00' }) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      start: '2027-07-13T10:00:00+02:00',
      end: '2027-07-13T11:30:00+02:00',
    });

    const removed = await admin({ method: 'DELETE', url: `/api/apps/calendar/events/${created.id}` });
    expect(removed.statusCode).toBe(204);
    const again = await admin({ method: 'DELETE', url: `/api/apps/calendar/events/${created.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('keeps an all-day event as whole days, the end exclusive', async () => {
    const created = await create(
      draft({ start: '2027-02-01', end: '2027-02-03', allDay: true }, { calendar: 'Holiday' }),
    );
    expect(created).toMatchObject({ start: '2027-02-01', end: '2027-02-03', allDay: true });
    const oneDay = await create(
      draft({ start: '2027-02-05', end: '2027-02-05', allDay: true }, { calendar: 'Family' }),
    );
    expect(oneDay).toMatchObject({ start: '2027-02-05', end: '2027-02-06' });
  });

  it('lets the accountant work with the calendar too', async () => {
    const created = await create(draft({ title: 'VAT check' }, { calendar: 'ETC' }), accountant);
    expect(created.extendedProps.ownerId).toBe(ids.accountant);
  });
});

describe('recurring events across both clock changes', () => {
  it('keeps a weekly 09:00 Warsaw meeting at 09:00 on 2026-03-29 and 2026-10-25', async () => {
    const created = await create(
      draft(
        { title: 'Weekly stand-up', start: '2026-03-01T09:00', end: '2026-03-01T09:30' },
        { recurrence: { freq: 'weekly', interval: 1, until: '2026-12-31', count: null } },
      ),
    );
    expect(created.extendedProps.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;UNTIL=20261231T225959Z');
    const march = (await list({ start: '2026-03-20', end: '2026-04-06', calendars: 'Business' })).filter(
      (e) => e.id === created.id,
    );
    expect(march.map((e) => e.start)).toEqual([
      '2026-03-22T09:00:00+01:00',
      '2026-03-29T09:00:00+02:00',
      '2026-04-05T09:00:00+02:00',
    ]);
    const october = (await list({ start: '2026-10-18', end: '2026-11-02', calendars: 'Business' })).filter(
      (e) => e.id === created.id,
    );
    expect(october.map((e) => [e.start, e.end])).toEqual([
      ['2026-10-18T09:00:00+02:00', '2026-10-18T09:30:00+02:00'],
      ['2026-10-25T09:00:00+01:00', '2026-10-25T09:30:00+01:00'],
      ['2026-11-01T09:00:00+01:00', '2026-11-01T09:30:00+01:00'],
    ]);
    expect(october.every((e) => e.groupId === created.id)).toBe(true);
  });

  it('repeats daily and monthly, with a count', async () => {
    const daily = await create(
      draft(
        { title: 'Daily check', start: '2027-03-01T08:00', end: '2027-03-01T08:15' },
        { recurrence: { freq: 'daily', interval: 2, until: null, count: 3 } },
      ),
    );
    const dailyStarts = (await list({ start: '2027-03-01', end: '2027-03-31' }))
      .filter((e) => e.id === daily.id)
      .map((e) => e.start);
    expect(dailyStarts).toEqual([
      '2027-03-01T08:00:00+01:00',
      '2027-03-03T08:00:00+01:00',
      '2027-03-05T08:00:00+01:00',
    ]);
    const monthly = await create(
      draft(
        { title: 'Month close', start: '2027-01-05T14:00', end: '2027-01-05T15:00' },
        { recurrence: { freq: 'monthly', interval: 1, until: null, count: null } },
      ),
    );
    const monthlyStarts = (await list({ start: '2027-03-01', end: '2027-05-01' }))
      .filter((e) => e.id === monthly.id)
      .map((e) => e.start);
    expect(monthlyStarts).toEqual(['2027-03-05T14:00:00+01:00', '2027-04-05T14:00:00+02:00']);
  });
});

describe('the books’ read-only calendars', () => {
  it('shows tax deadlines moved past weekends and holidays, read only', async () => {
    // 2026-11-25 (VAT) is a Wednesday; 2027-01-20 (PIT-4) is a Wednesday; 2027-01-25 a Monday.
    const events = await list({ start: '2026-11-01', end: '2027-02-01', calendars: 'Taxes' });
    expect(events.every((e) => e.extendedProps.calendar === 'Taxes' && !e.editable && e.allDay)).toBe(true);
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(byId.get('tax-vat-2026-10')?.start).toBe('2026-11-25');
    expect(byId.get('tax-pit4-2026-12')?.start).toBe('2027-01-20');
    // 2027-01-31 is a Sunday: PIT-4R and PIT-11 move to Monday 1 February, outside this window.
    expect(byId.has('tax-pit4r-2026')).toBe(false);
    const february = await list({ start: '2027-02-01', end: '2027-03-02', calendars: 'Taxes' });
    expect(february.find((e) => e.id === 'tax-pit4r-2026')?.start).toBe('2027-02-01');
  });

  it('shows sales invoices due, and refuses an unknown calendar with a translated 400', async () => {
    const events = await list({ start: '2026-01-01', end: '2027-01-01', calendars: 'Invoices' });
    expect(events.length).toBeGreaterThan(0);
    expect(
      events.every(
        (e) => e.extendedProps.source?.kind === 'invoice' || e.extendedProps.source?.kind === 'cost',
      ),
    ).toBe(true);
    const unknown = await admin({
      method: 'GET',
      url: '/api/apps/calendar/events',
      query: { calendars: 'Business,Secret' },
      headers: { 'accept-language': 'pl' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.calendars).toBe(
      'Nieznany kalendarz. Wybierz spośród wyświetlonych kalendarzy.',
    );
  });
});

describe('bad input', () => {
  const refused = async (event: ReturnType<typeof draft>, field: string) => {
    const response = await admin({
      method: 'POST',
      url: '/api/apps/calendar/events',
      payload: { event },
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors[field]).toBeTruthy();
    return body.errors[field];
  };

  it('refuses an end before the start', async () => {
    expect(await refused(draft({ start: '2027-01-12T10:00', end: '2027-01-12T09:00' }), 'event.end')).toBe(
      'Der Termin kann nicht vor seinem Beginn enden.',
    );
  });

  it('refuses an event longer than 10 years', async () => {
    expect(await refused(draft({ start: '2027-01-01', end: '2038-01-01', allDay: true }), 'event.end')).toBe(
      'Ein Termin kann nicht länger als 10 Jahre dauern.',
    );
  });

  it('refuses a 1 MB title with the field’s message', async () => {
    expect(await refused(draft({ title: 'x'.repeat(1024 * 1024) }), 'event.title')).toContain('200');
  });

  it('refuses an impossible date', async () => {
    await refused(draft({ start: '2027-02-30T10:00' }), 'event.start');
  });
});

describe('guests and invitations', () => {
  it('invites the organization’s users by e-mail with an .ics attached', async () => {
    const created = await create(
      draft({ title: 'Year-end closing' }, { guests: [ids.accountant, ids.admin], location: 'Room 2' }),
    );
    expect(created.extendedProps.guests.map((g) => g.id).sort()).toEqual([ids.admin, ids.accountant].sort());
    const mail = await latestMail(t.database, demo.accountant.email);
    expect(mail?.subject).toBe('Invitation: Year-end closing');
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe('invite.ics');
    const text = Buffer.from(attachment?.content ?? '', 'base64').toString('utf8');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.summary).toBe('Year-end closing');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-12T09:00:00.000Z');
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain('DTSTART;TZID=Europe/Warsaw:20270112T100000');
  });

  it('refuses a guest from another organization with a translated 400', async () => {
    const other = await otherOrganizationAdmin(t);
    const response = await admin({
      method: 'POST',
      url: '/api/apps/calendar/events',
      payload: { event: draft({}, { guests: [other.userId] }) },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['event.extendedProps.guests']).toBe(
      'Les invités doivent être des utilisateurs de votre organisation.',
    );
  });

  it('lists the users an event may invite', async () => {
    const response = await admin({ method: 'GET', url: '/api/apps/calendar/guests' });
    expect(response.statusCode).toBe(200);
    expect(response.json().users.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([demo.admin.email, demo.accountant.email, demo.client.email]),
    );
  });
});

describe('isolation', () => {
  it('keeps another organization’s events apart', async () => {
    const mine = await create(
      draft({ title: 'Private board meeting', start: '2027-06-01T10:00', end: '2027-06-01T11:00' }),
    );
    const other = await otherOrganizationAdmin(t);
    const theirs = await other.call({
      method: 'GET',
      url: '/api/apps/calendar/events',
      query: { start: '2027-05-01', end: '2027-07-01' },
    });
    expect(theirs.statusCode).toBe(200);
    expect(eventListSchema.parse(theirs.json()).map((e) => e.id)).not.toContain(mine.id);
    for (const request of [
      { method: 'POST' as const, url: `/api/apps/calendar/events/${mine.id}`, payload: { event: draft() } },
      { method: 'DELETE' as const, url: `/api/apps/calendar/events/${mine.id}` },
    ]) {
      expect((await other.call(request)).statusCode).toBe(404);
    }
  });
});

describe('the ICS subscription feed', () => {
  it('serves the caller’s events and deadlines at a secret address, parsed back with DST and recurrence', async () => {
    const none = await admin({ method: 'GET', url: '/api/apps/calendar/feed' });
    expect(none.json()).toEqual({ url: null, createdAt: null });
    const made = await admin({ method: 'POST', url: '/api/apps/calendar/feed' });
    const url = made.json<{ url: string }>().url;
    expect(url).toMatch(/^http:\/\/saldo\.test\/api\/apps\/calendar\/feed\/[\w-]{43}\/calendar\.ics$/);
    expect((await admin({ method: 'GET', url: '/api/apps/calendar/feed' })).json().url).toBe(url);

    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const timezone = calendar.getFirstSubcomponent('vtimezone');
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('Europe/Warsaw');
    if (timezone) ICAL.TimezoneService.register(timezone);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const standUp = events.find((e) => e.summary === 'Weekly stand-up');
    expect(standUp?.isRecurring()).toBe(true);
    // Expanded by the parser: 09:00 in Warsaw on both sides of each clock change.
    const iterator = standUp?.iterator();
    const utc: string[] = [];
    for (let next = iterator?.next(); next && utc.length < 40; next = iterator?.next())
      utc.push(next.toJSDate().toISOString());
    expect(utc).toContain('2026-03-22T08:00:00.000Z');
    expect(utc).toContain('2026-03-29T07:00:00.000Z');
    expect(utc).toContain('2026-10-18T07:00:00.000Z');
    expect(utc).toContain('2026-10-25T08:00:00.000Z');
    expect(events.some((e) => e.summary.startsWith('JPK_V7M'))).toBe(true);

    // Renewed: the old address stops at once; revoked: the new one too.
    const renewed = (await admin({ method: 'POST', url: '/api/apps/calendar/feed' })).json<{ url: string }>()
      .url;
    expect(renewed).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await admin({ method: 'DELETE', url: '/api/apps/calendar/feed' });
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed).pathname })).statusCode).toBe(404);
  });
});
