// A client user ('read Calendar'): it sees
// only the events it is invited to, read only, and none of the books' calendars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { eventListSchema } from '@saldo/contracts/calendar';
import { demoAdmin, demoClient, type Caller } from '../../../test/organization-helpers.ts';
import { createTestApp, demo, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';

let t: TestApp;
let admin: Caller;
let client: Caller;
let clientId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, demo.client.email));
  clientId = row?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const event = (title: string, guests: number[]) => ({
  title,
  start: '2027-04-14T12:00',
  end: '2027-04-14T13:00',
  extendedProps: { calendar: 'Business', guests },
});

describe('a client in the calendar', () => {
  it('sees only the events it is invited to, read only, without the books', async () => {
    for (const payload of [
      { event: event('Contract signing', [clientId]) },
      { event: event('Staff only', []) },
    ]) {
      const response = await admin({ method: 'POST', url: '/api/apps/calendar/events', payload });
      expect(response.statusCode, response.body).toBe(201);
    }
    const response = await client({
      method: 'GET',
      url: '/api/apps/calendar/events',
      query: { start: '2027-04-01', end: '2027-05-01' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const events = eventListSchema.parse(response.json());
    expect(events.map((e) => e.title)).toEqual(['Contract signing']);
    expect(events[0]?.editable).toBe(false);
  });

  it('cannot write, nor list the users to invite', async () => {
    const created = await client({
      method: 'POST',
      url: '/api/apps/calendar/events',
      payload: { event: event('Mine', []) },
    });
    expect(created.statusCode).toBe(403);
    expect((await client({ method: 'GET', url: '/api/apps/calendar/guests' })).statusCode).toBe(403);
  });

  it('gets a feed of its invitations only', async () => {
    const made = await client({ method: 'POST', url: '/api/apps/calendar/feed' });
    expect(made.statusCode).toBe(200);
    const feed = await t.app.inject({
      method: 'GET',
      url: new URL(made.json<{ url: string }>().url).pathname,
    });
    const summaries = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => v.getFirstPropertyValue('summary'));
    // The demo's invitations of the client and this one; no staff event, no deadline of the books.
    expect(summaries).toContain('Contract signing');
    expect(summaries).toContain('Client onboarding call');
    for (const hidden of ['Staff only', 'Month-end closing', 'Team stand-up'])
      expect(summaries).not.toContain(hidden);
    expect(summaries.some((summary) => String(summary).startsWith('JPK_V7M'))).toBe(false);
  });
});
