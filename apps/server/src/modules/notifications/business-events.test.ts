import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationListSchema, type Notification } from '@saldo/contracts/notifications';
import { cartSchema, orderSchema } from '@saldo/contracts/shop';
import {
  callerWith,
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { markDisconnected, touchPresence } from '../chat/chat.repository.ts';
import { address } from '../shop/test-helpers.ts';
import { eventText } from './notification-mail.ts';

// Issue 28: the chat message while away, the order placed and the order's status, end to end.
let t: TestApp;
let admin: Caller;
let accountant: Caller;
let client: Caller;
let stranger: Caller;
let clientId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  stranger = (await otherOrganizationAdmin(t)).call;
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demo.client.email));
  clientId = row?.id ?? 0;
  const [me] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demo.admin.email));
  adminId = me?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const bell = async (call: Caller): Promise<Notification[]> => {
  const response = await call({ method: 'GET', url: '/api/notifications', query: { limit: '100' } });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(response.json()).notifications;
};
const ofKind = async (call: Caller, kind: Notification['kind']) =>
  (await bell(call)).filter((n) => n.kind === kind);

const say = async (message: string) => {
  const response = await admin({
    method: 'POST',
    url: `/api/apps/chat/chats/${clientId}`,
    payload: { message, senderId: adminId },
  });
  expect(response.statusCode, response.body).toBe(201);
};

describe('chatMessage', () => {
  it('tells an offline or away recipient once per conversation until read, not one who is here', async () => {
    await markDisconnected(t.database.db, clientId);
    await say('Dzień dobry, faktura jest gotowa.');
    await say('I jeszcze jedno.');
    const unread = (await ofKind(client, 'chatMessage')).filter((n) => !n.read);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({ link: '/apps/chat', params: { name: expect.any(String) } });
    expect(unread[0]?.params.name).not.toBe('');
    expect(eventText('pl', { kind: 'chatMessage', params: unread[0]?.params ?? {} })).toContain(
      'napisał(a) do Ciebie',
    );
    // Read: the next message away tells again; while connected and active it does not.
    await client({ method: 'POST', url: '/api/notifications/read-all' });
    await touchPresence(t.database.db, [clientId], true);
    await say('Jest Pan?');
    expect((await ofKind(client, 'chatMessage')).filter((n) => !n.read)).toHaveLength(0);
    await markDisconnected(t.database.db, clientId);
    await say('Proszę oddzwonić.');
    expect((await ofKind(client, 'chatMessage')).filter((n) => !n.read)).toHaveLength(1);
    // The sender hears nothing of their own message; another organization nothing at all.
    expect(await ofKind(admin, 'chatMessage')).toHaveLength(0);
    expect(await ofKind(stranger, 'chatMessage')).toHaveLength(0);
  });
});

describe('orderPlaced and orderStatusChanged', () => {
  it("tells the organization's staff of an order and the client of its steps; nobody else", async () => {
    const cart = cartSchema.parse((await client({ method: 'GET', url: '/api/apps/ecommerce/cart' })).json());
    expect(cart.products.length).toBeGreaterThan(0);
    const lines = cart.products.map((p) => ({ productId: p.id, quantity: 1, expectedUnitPrice: p.offers }));
    const placed = await client({
      method: 'POST',
      url: '/api/apps/ecommerce/orders',
      payload: { address, payment: 'transfer', lines },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json());
    for (const staff of [admin, accountant]) {
      const [event] = await ofKind(staff, 'orderPlaced');
      expect(event).toMatchObject({
        link: '/apps/e-commerce/orders',
        params: { order: order.number, buyer: address.name },
      });
    }
    expect(await ofKind(client, 'orderPlaced')).toHaveLength(0);
    expect(await ofKind(stranger, 'orderPlaced')).toHaveLength(0);

    const moved = await admin({
      method: 'PUT',
      url: `/api/apps/ecommerce/orders/${order.id}/status`,
      payload: { status: 'confirmed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [step] = await ofKind(client, 'orderStatusChanged');
    expect(step).toMatchObject({ params: { order: order.number, context: 'confirmed' } });
    expect(eventText('en', { kind: 'orderStatusChanged', params: step?.params ?? {} })).toBe(
      `Your order ${order.number} has been confirmed`,
    );
    // The admin who moved it is not told of their own step.
    expect(await ofKind(admin, 'orderStatusChanged')).toHaveLength(0);
    expect(await ofKind(stranger, 'orderStatusChanged')).toHaveLength(0);
  });
});

describe('preferences', () => {
  it('offers the new kinds among the bell and e-mail choices', async () => {
    const response = await admin({ method: 'GET', url: '/api/notifications/preferences' });
    expect(response.statusCode, response.body).toBe(200);
    const kinds = (response.json() as { preferences: { kind: string }[] }).preferences.map((p) => p.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['chatMessage', 'orderPlaced', 'orderStatusChanged', 'deadlineTomorrow']),
    );
  });
});
