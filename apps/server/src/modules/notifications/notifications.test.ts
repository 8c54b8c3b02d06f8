import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationListSchema, notificationPreferencesSchema } from '@saldo/contracts/notifications';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { notifications } from './notifications.table.ts';
import { notify } from './notifications.repository.ts';
import { pruneOld } from './notifications.service.ts';

let t: TestApp;
let admin: Caller;
let accountant: Caller;
let client: Caller;
let stranger: Caller;
let organizationId: number;
let clientContractorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
  const { callerWith } = await import('../../../test/organization-helpers.ts');
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  stranger = (await otherOrganizationAdmin(t)).call;
  const [row] = await t.database.db
    .select({ organizationId: users.organizationId, contractorId: users.contractorId })
    .from(users)
    .where(eq(users.email, demo.client.email));
  organizationId = row?.organizationId ?? 0;
  clientContractorId = row?.contractorId ?? 0;
});
afterAll(async () => {
  await t.close();
});

const bell = async (call: Caller, query: Record<string, string> = {}) => {
  const response = await call({ method: 'GET', url: '/api/notifications', query });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(response.json());
};

const event = (n: string, contractorId?: number) =>
  t.database.db.transaction((tx) =>
    notify(tx, {
      organizationId,
      kind: 'ksefAccepted',
      params: { number: n },
      link: '/apps/invoice/preview/1',
      ...(contractorId === undefined ? {} : { contractorId }),
    }),
  );

describe('notify and /api/notifications', () => {
  it("reaches the organization's staff; a client only for its own contractor; never another organization", async () => {
    const before = { admin: await bell(admin), client: await bell(client), stranger: await bell(stranger) };
    await event('FV/1');
    await event('FV/2', clientContractorId);
    const after = {
      admin: await bell(admin),
      accountant: await bell(accountant),
      client: await bell(client),
    };
    expect(after.admin.unreadCount).toBe(before.admin.unreadCount + 2);
    expect(after.admin.notifications[0]).toMatchObject({
      kind: 'ksefAccepted',
      params: { number: 'FV/2' },
      read: false,
    });
    expect(after.accountant.notifications.map((n) => n.params.number)).toEqual(
      expect.arrayContaining(['FV/1', 'FV/2']),
    );
    expect(after.client.unreadCount).toBe(before.client.unreadCount + 1);
    expect(after.client.notifications[0]?.params.number).toBe('FV/2');
    expect((await bell(stranger)).unreadCount).toBe(before.stranger.unreadCount);
  });

  it('leaves nothing when the transaction rolls back', async () => {
    const before = await bell(admin);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, { organizationId, kind: 'invoicePaid', params: { number: 'X' }, link: '/' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await bell(admin)).unreadCount).toBe(before.unreadCount);
  });

  it('lists only newer ones after an id (what a reconnecting browser asks)', async () => {
    const last = (await bell(admin)).notifications[0]?.id ?? 0;
    await event('FV/3');
    const newer = await bell(admin, { afterId: String(last) });
    expect(newer.notifications.map((n) => n.params.number)).toEqual(['FV/3']);
  });

  it('records an invoice payment for the staff and the paying client', async () => {
    const [invoice] = await t.database.db
      .select({ id: invoices.id, number: invoices.number, balance: invoices.balance })
      .from(invoices)
      .where(eq(invoices.contractorId, clientContractorId))
      .orderBy(invoices.id);
    const open = await t.database.db
      .select({ id: invoices.id, balance: invoices.balance, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.organizationId, organizationId));
    const target = open.find((i) => i.balance > 0) ?? invoice;
    expect(target).toBeDefined();
    const response = await admin({
      method: 'POST',
      url: `/api/apps/invoice/invoices/${target?.id}/payments`,
      payload: { amount: '1,00', date: '2026-11-20', method: 'transfer', note: '' },
    });
    expect([200, 201], response.body).toContain(response.statusCode);
    const [latest] = (await bell(accountant)).notifications;
    expect(latest).toMatchObject({ kind: 'invoicePaid', link: `/apps/invoice/preview/${target?.id}` });
    expect(latest?.params.number).toBe(target?.number);
  });

  it('records a payment reminder sent by e-mail', async () => {
    const candidates = await t.database.db
      .select({
        id: invoices.id,
        number: invoices.number,
        balance: invoices.balance,
        dueDate: invoices.dueDate,
        email: invoices.buyerEmail,
        status: invoices.status,
        type: invoices.type,
      })
      .from(invoices)
      .where(eq(invoices.organizationId, organizationId));
    const overdue = candidates.find(
      (i) =>
        i.balance > 0 &&
        Boolean(i.email) &&
        i.dueDate < '2026-11-01' &&
        i.type !== 'proforma' &&
        ['issued', 'sent', 'partially_paid', 'overdue'].includes(i.status),
    );
    expect(overdue).toBeDefined();
    const response = await admin({
      method: 'POST',
      url: `/api/apps/invoice/invoices/${overdue?.id}/debt/reminder`,
      payload: { channel: 'email', message: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [latest] = (await bell(accountant)).notifications;
    expect(latest).toMatchObject({ kind: 'reminderSent', params: { number: overdue?.number } });
  });

  it('marks one and then all read; another user’s id is not found', async () => {
    const list = await bell(admin);
    const first = list.notifications[0]?.id ?? 0;
    const one = await admin({ method: 'POST', url: `/api/notifications/${first}/read` });
    expect(one.statusCode, one.body).toBe(200);
    expect(notificationListSchema.parse(one.json()).unreadCount).toBe(list.unreadCount - 1);
    expect((await stranger({ method: 'POST', url: `/api/notifications/${first}/read` })).statusCode).toBe(
      404,
    );
    const all = await admin({ method: 'POST', url: '/api/notifications/read-all' });
    expect(notificationListSchema.parse(all.json()).unreadCount).toBe(0);
    // The accountant's copies are the accountant's: still unread.
    expect((await bell(accountant)).unreadCount).toBeGreaterThan(0);
  });

  it('keeps an event out of the bell of a user who switched its kind off', async () => {
    const current = notificationPreferencesSchema.parse(
      (await accountant({ method: 'GET', url: '/api/notifications/preferences' })).json(),
    );
    const preferences = current.preferences.map((p) =>
      p.kind === 'ksefAccepted' ? { ...p, bell: false } : p,
    );
    const saved = await accountant({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { preferences },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await bell(accountant);
    await event('FV/4');
    expect((await bell(accountant)).unreadCount).toBe(before.unreadCount);
    expect((await bell(admin)).notifications[0]?.params.number).toBe('FV/4');
  });

  it('prunes notifications older than 90 days', async () => {
    await event('FV/old');
    const [oldest] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .orderBy(notifications.id)
      .limit(1);
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(notifications.id, oldest?.id ?? 0));
    expect(await pruneOld(t.database.db)).toBe(1);
    expect(await pruneOld(t.database.db)).toBe(0);
  });
});
