import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { notificationListSchema, type Notification } from '@saldo/contracts/notifications';
import { holdClockAt } from '../../../test/clock.ts';
import {
  callerWith,
  demoAdmin,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { tasks } from '../todo/todo.table.ts';
import { eventText } from './notification-mail.ts';
import { sendDeadlineNotices } from './deadline-notices.ts';

// Tuesday 24 March 2026, 10:00 in Warsaw: tomorrow is the 25th, the JPK_V7M and VAT day for February.
holdClockAt('2026-03-24T09:00:00Z');
const TOMORROW = '2026-03-25';

let t: TestApp;
let admin: Caller;
let accountant: Caller;
let stranger: Caller;
let invoiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  stranger = (await otherOrganizationAdmin(t)).call;
  const db = t.database.db;
  const [me] = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, demo.accountant.email));
  const organizationId = me?.organizationId ?? 0;
  // Exactly one unpaid invoice due tomorrow: the demo's others are moved a week on.
  await db
    .update(invoices)
    .set({ dueDate: '2026-04-01' })
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.dueDate, TOMORROW)));
  const [open] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        ne(invoices.type, 'proforma'),
        ne(invoices.status, 'paid'),
        ne(invoices.status, 'cancelled'),
      ),
    )
    .limit(1);
  invoiceId = open?.id ?? 0;
  await db.update(invoices).set({ dueDate: TOMORROW }).where(eq(invoices.id, invoiceId));
  await db.insert(tasks).values([
    { organizationId, title: 'Uzgodnić saldo z klientem', dueDate: TOMORROW, assigneeId: me?.id ?? null },
    { organizationId, title: 'Zadanie na pojutrze', dueDate: '2026-03-26', assigneeId: me?.id ?? null },
  ]);
});
afterAll(async () => {
  await t.close();
});

const deadlines = async (call: Caller): Promise<Notification[]> => {
  const response = await call({ method: 'GET', url: '/api/notifications', query: { limit: '100' } });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema
    .parse(response.json())
    .notifications.filter((n) => n.kind === 'deadlineTomorrow');
};

describe('deadlineTomorrow', () => {
  it('tells each user once of their task, the unpaid invoice and the tax day, however often it runs', async () => {
    expect(invoiceId).toBeGreaterThan(0);
    const first = await sendDeadlineNotices(t.database.db);
    expect(first).toBeGreaterThan(0);
    // A second run (another instance, the next hour): nothing more.
    expect(await sendDeadlineNotices(t.database.db)).toBe(0);
    await Promise.all([sendDeadlineNotices(t.database.db), sendDeadlineNotices(t.database.db)]);

    const ofAccountant = await deadlines(accountant);
    const contexts = ofAccountant.map((n) => n.params.context).sort();
    // Their own task and the VAT day; the invoices are the administrators'.
    expect(contexts).toEqual(['task', 'vat']);
    expect(ofAccountant.find((n) => n.params.context === 'task')).toMatchObject({
      link: '/apps/todo',
      params: { title: 'Uzgodnić saldo z klientem' },
    });
    const vat = ofAccountant.find((n) => n.params.context === 'vat');
    expect(vat?.params.period).toBe('2026-02');
    expect(eventText('pl', { kind: 'deadlineTomorrow', params: vat?.params ?? {} })).toBe(
      'Jutro: JPK_V7M i VAT za 2026-02',
    );

    const ofAdmin = await deadlines(admin);
    expect(ofAdmin.map((n) => n.params.context).sort()).toEqual(['invoice', 'vat']);
    expect(ofAdmin.find((n) => n.params.context === 'invoice')?.link).toBe(
      `/apps/invoice/preview/${invoiceId}`,
    );

    // Another organization hears of its own tax day only, nothing of this one's task or invoice.
    const ofStranger = await deadlines(stranger);
    expect(ofStranger.map((n) => n.params.context)).toEqual(['vat']);
  });

  it('stays silent before 7:00 in Warsaw', async () => {
    expect(await sendDeadlineNotices(t.database.db, new Date('2026-03-24T04:30:00Z'))).toBe(0);
  });
});
