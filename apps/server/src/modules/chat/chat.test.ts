import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat, ChatsAndContacts, SentChatMessage } from '@saldo/contracts/chat';
import type { LiveMessage } from '@saldo/contracts/notifications';
import { buildApp, type App } from '../../app.ts';
import { createDb, type Database } from '../../db/client.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { callerWith, type Caller } from '../../../test/organization-helpers.ts';
import { connectLive, until } from '../../../test/live-socket.ts';
import { createTestApp, demo, login, newRegistration, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let base: string;
const session: Record<'admin' | 'client' | 'accountant', { token: string; id: number; call: Caller }> =
  {} as never;

beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  for (const who of ['admin', 'client', 'accountant'] as const) {
    const auth = await login(t.app, demo[who]);
    session[who] = { token: auth.accessToken, id: auth.userData.id, call: callerWith(t, auth.accessToken) };
  }
});
afterAll(async () => {
  await t.close();
});

const connect = connectLive;

const send = (call: Caller, contactId: number, message: string, senderId: number) =>
  call({ method: 'POST', url: `/api/apps/chat/chats/${contactId}`, payload: { message, senderId } });

const contacts = async (call: Caller) =>
  (await call({ method: 'GET', url: '/api/apps/chat/chats-and-contacts' })).json<ChatsAndContacts>();

const unseenFrom = (list: ChatsAndContacts, contactId: number) =>
  list.chatsContacts.find((contact) => contact.id === contactId)?.chat.unseenMsgs ?? 0;

const chatMessages = (message: LiveMessage[]) => message.filter((m) => m.type === 'chat.message');

describe('chat over HTTP and the live channel', () => {
  it('a client reaches only the company; staff see the client as a contact', async () => {
    const { admin, client } = session;
    const clientView = await contacts(client.call);
    const all = [...clientView.chatsContacts, ...clientView.contacts];
    expect(all.map((contact) => contact.id)).toEqual([0]);
    expect(clientView.profileUser.id).toBe(client.id);
    const adminView = await contacts(admin.call);
    const ids = [...adminView.chatsContacts, ...adminView.contacts].map((contact) => contact.id);
    expect(ids).toContain(client.id);
    expect(ids).not.toContain(admin.id);
    // A client naming a staff member directly is outside their reach.
    expect((await send(client.call, admin.id, 'hi', client.id)).statusCode).toBe(403);
    expect((await client.call({ method: 'GET', url: `/api/apps/chat/chats/${admin.id}` })).statusCode).toBe(
      403,
    );
    // Sending as someone else.
    expect((await send(admin.call, client.id, 'hi', client.id)).statusCode).toBe(403);
  });

  it('two users exchange messages live; unseen counts grow and reset when the chat is opened', async () => {
    const { admin, client, accountant } = session;
    const adminSocket = connect(base, admin.token);
    const clientSocket = connect(base, client.token);
    const accountantSocket = connect(base, accountant.token);
    await Promise.all([adminSocket.ready, clientSocket.ready, accountantSocket.ready]);
    // Opening the chat first: unseen 0.
    await client.call({ method: 'GET', url: '/api/apps/chat/chats/0' });
    const sent = await send(admin.call, client.id, 'Dzień dobry, faktura jest gotowa.', admin.id);
    expect(sent.statusCode).toBe(201);
    const { newMessageData, chatId } = sent.json<SentChatMessage>();
    expect(newMessageData).toMatchObject({
      message: 'Dzień dobry, faktura jest gotowa.',
      senderId: admin.id,
    });
    await until(() => chatMessages(clientSocket.messages).length > 0);
    expect(chatMessages(clientSocket.messages)[0]).toMatchObject({ chatId, id: newMessageData.id });
    // The support channel is the company's: the accountant hears of it too.
    await until(() => chatMessages(accountantSocket.messages).length > 0);
    await send(admin.call, client.id, 'Proszę o potwierdzenie.', admin.id);
    expect(unseenFrom(await contacts(client.call), 0)).toBe(2);
    // The client's reply reaches the admin live.
    const reply = await send(client.call, 0, 'Dziękuję!', client.id);
    expect(reply.statusCode).toBe(201);
    await until(() => chatMessages(adminSocket.messages).some((m) => m.senderId === client.id));
    // Opening resets the unseen count to 0.
    const opened = (await client.call({ method: 'GET', url: '/api/apps/chat/chats/0' })).json<Chat>();
    expect(opened.chat.messages.slice(-3).map((m) => m.message)).toEqual([
      'Dzień dobry, faktura jest gotowa.',
      'Proszę o potwierdzenie.',
      'Dziękuję!',
    ]);
    expect(opened.chat.unseenMsgs).toBe(0);
    expect(unseenFrom(await contacts(client.call), 0)).toBe(0);
    // Each staff member keeps their own read position in the channel.
    expect(unseenFrom(await contacts(accountant.call), client.id)).toBeGreaterThan(0);
    for (const s of [adminSocket, clientSocket, accountantSocket]) s.socket.close();
  });

  it('typing reaches the other side, not the typist', async () => {
    const { admin, client } = session;
    const adminSocket = connect(base, admin.token);
    const clientSocket = connect(base, client.token);
    await Promise.all([adminSocket.ready, clientSocket.ready]);
    clientSocket.socket.send(JSON.stringify({ type: 'chat.typing', contactId: 0 }));
    await until(() => adminSocket.messages.some((m) => m.type === 'chat.typing' && m.userId === client.id));
    expect(clientSocket.messages.some((m) => m.type === 'chat.typing')).toBe(false);
    adminSocket.socket.close();
    clientSocket.socket.close();
  });

  it('a reconnecting browser catches up on what came while it was away (after its last id)', async () => {
    const { admin, accountant } = session;
    const first = await send(admin.call, accountant.id, 'Przed rozłączeniem', admin.id);
    const lastId = first.json<SentChatMessage>().newMessageData.id;
    const away = connect(base, accountant.token);
    await away.ready;
    away.socket.close();
    await send(admin.call, accountant.id, 'W czasie przerwy 1', admin.id);
    await send(admin.call, accountant.id, 'W czasie przerwy 2', admin.id);
    const back = connect(base, accountant.token);
    await back.ready;
    const missed = (
      await accountant.call({ method: 'GET', url: `/api/apps/chat/chats/${admin.id}?afterId=${lastId}` })
    ).json<Chat>();
    expect(missed.chat.messages.map((m) => m.message)).toEqual(['W czasie przerwy 1', 'W czasie przerwy 2']);
    back.socket.close();
  });

  it('pages history backwards and finds messages by text', async () => {
    const { admin, accountant } = session;
    for (let i = 1; i <= 7; i += 1)
      await send(admin.call, accountant.id, `Strona ${i} szukane-słowo`, admin.id);
    const newest = (
      await accountant.call({ method: 'GET', url: `/api/apps/chat/chats/${admin.id}?limit=3` })
    ).json<Chat>();
    expect(newest.chat.messages.map((m) => m.message)).toEqual([
      'Strona 5 szukane-słowo',
      'Strona 6 szukane-słowo',
      'Strona 7 szukane-słowo',
    ]);
    expect(newest.chat.hasMore).toBe(true);
    const older = (
      await accountant.call({
        method: 'GET',
        url: `/api/apps/chat/chats/${admin.id}?limit=3&beforeId=${newest.chat.messages[0]?.id}`,
      })
    ).json<Chat>();
    expect(older.chat.messages.map((m) => m.message)).toEqual([
      'Strona 2 szukane-słowo',
      'Strona 3 szukane-słowo',
      'Strona 4 szukane-słowo',
    ]);
    const found = await accountant.call({ method: 'GET', url: '/api/apps/chat/search?q=szukane-s' });
    expect(found.json<{ results: unknown[] }>().results).toHaveLength(7);
    // The client is not part of that chat: their search finds none of it.
    const theirs = await session.client.call({ method: 'GET', url: '/api/apps/chat/search?q=szukane-s' });
    expect(theirs.json<{ results: unknown[] }>().results).toHaveLength(0);
  });

  it('refuses a message over 10,000 characters with a translated error; keeps HTML as text', async () => {
    const { admin, accountant } = session;
    const polish = callerWith(t, admin.token, 'pl');
    const tooLong = await send(polish, accountant.id, 'x'.repeat(10_001), admin.id);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain('10000');
    expect(tooLong.json<{ message: string }>().message).toMatch(/Wiadomość/);
    expect((await send(admin.call, accountant.id, 'x'.repeat(10_000), admin.id)).statusCode).toBe(201);
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const sent = await send(admin.call, accountant.id, html, admin.id);
    expect(sent.json<SentChatMessage>().newMessageData.message).toBe(html);
    expect((await send(admin.call, accountant.id, '   ', admin.id)).statusCode).toBe(400);
  });

  it('takes PDF, JPG or PNG attachments within the limit, readable only by the chat', async () => {
    const { admin, client, accountant } = session;
    const pdf = Buffer.from('%PDF-1.4\n% chat test\n');
    const upload = (call: Caller, contactId: number, data: Buffer, filename: string) =>
      call({
        method: 'POST',
        url: `/api/apps/chat/chats/${contactId}/attachments`,
        ...multipartBody([{ field: 'file', filename, type: 'application/pdf', data }]),
      });
    const sent = await upload(client.call, 0, pdf, 'faktura.pdf');
    expect(sent.statusCode).toBe(201);
    const { newMessageData } = sent.json<SentChatMessage>();
    expect(newMessageData.attachment).toMatchObject({ fileName: 'faktura.pdf', mimeType: 'application/pdf' });
    const url = newMessageData.attachment?.url ?? '';
    const read = await admin.call({ method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(pdf)).toBe(true);
    // An exe renamed to .pdf, and a file over 5 MB.
    expect((await upload(client.call, 0, Buffer.from('MZ\x90\x00'), 'x.pdf')).statusCode).toBe(400);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(client.call, 0, big, 'big.pdf')).statusCode).toBe(413);
    // A direct chat's attachment is not the client's to read.
    const direct = await upload(admin.call, accountant.id, pdf, 'wewnętrzny.pdf');
    const directUrl = direct.json<SentChatMessage>().newMessageData.attachment?.url ?? '';
    expect((await client.call({ method: 'GET', url: directUrl })).statusCode).toBe(404);
  });

  it('answers 403 across organizations', async () => {
    const form = newRegistration();
    const registered = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: form });
    expect(registered.statusCode, registered.body).toBe(200);
    const auth = registered.json<{ accessToken: string; userData: { id: number } }>();
    const stranger = { userId: auth.userData.id, call: callerWith(t, auth.accessToken) };
    const { admin, client } = session;
    expect((await send(stranger.call, admin.id, 'hej', stranger.userId)).statusCode).toBe(403);
    expect((await send(stranger.call, client.id, 'hej', stranger.userId)).statusCode).toBe(403);
    expect(
      (await stranger.call({ method: 'GET', url: `/api/apps/chat/chats/${client.id}` })).statusCode,
    ).toBe(403);
    const view = await contacts(stranger.call);
    expect([...view.chatsContacts, ...view.contacts].map((c) => c.id)).not.toContain(admin.id);
    expect((await send(admin.call, stranger.userId, 'hej', admin.id)).statusCode).toBe(403);
  });

  it('shows presence: online while connected, the chosen status, offline after leaving', async () => {
    const { admin, accountant } = session;
    const statusOfAccountant = async () => {
      const view = await contacts(admin.call);
      return [...view.chatsContacts, ...view.contacts].find((c) => c.id === accountant.id)?.status;
    };
    const socket = connect(base, accountant.token);
    await socket.ready;
    await until(() => true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOfAccountant()).toBe('online');
    const busy = await accountant.call({
      method: 'POST',
      url: '/api/apps/chat/users/profile-user/status',
      payload: { status: 'busy' },
    });
    expect(busy.json<{ chosenStatus: string }>().chosenStatus).toBe('busy');
    expect(await statusOfAccountant()).toBe('busy');
    socket.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOfAccountant()).toBe('offline');
    await accountant.call({
      method: 'POST',
      url: '/api/apps/chat/users/profile-user/status',
      payload: { status: 'online' },
    });
  });
});

describe('the live channel guards the chat', () => {
  it('refuses a forged, missing or expired token', async () => {
    const forged = `${session.admin.token.slice(0, -4)}AAAA`;
    expect(await connect(base, forged).closed).toBe(4401);
    const expired = t.app.jwt.sign({ sub: String(session.admin.id), sid: 'x' }, { expiresIn: -10 });
    expect(await connect(base, expired).closed).toBe(4401);
    const silent = connect(base, null);
    expect(await silent.closed).toBe(4401);
  }, 10_000);

  it('closes a connection that sends too many messages (4429)', async () => {
    const flood = connect(base, session.client.token);
    await flood.ready;
    for (let i = 0; i < 40; i += 1) flood.socket.send(JSON.stringify({ type: 'chat.activity' }));
    expect(await flood.closed).toBe(4429);
  });

  it('drops the socket when the session ends (logout)', async () => {
    const auth = await login(t.app, demo.accountant);
    const socket = connect(base, auth.accessToken);
    await socket.ready;
    await t.app.inject({
      method: 'POST',
      url: '/api/jwt/logout',
      headers: { authorization: `Bearer ${auth.accessToken}` },
      payload: { refreshToken: auth.refreshToken },
    });
    expect(await socket.closed).toBe(4401);
  }, 30_000);
});

describe.runIf(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL',
  () => {
    let second: App;
    let secondDb: Database;
    let secondBase: string;
    beforeAll(async () => {
      if (t.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
      secondDb = createDb({ ...t.config, databaseUrl: t.database.pool.options.connectionString });
      second = await buildApp({ config: t.config, db: secondDb, logger: false });
      secondBase = (await second.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    });
    afterAll(async () => {
      await second.close();
      await secondDb.close();
    });

    it('a message sent through instance A reaches a user connected to instance B', async () => {
      const { admin, client } = session;
      const onSecond = connect(secondBase, client.token);
      await onSecond.ready;
      // Sent through the first instance (t.app); the client's socket is on the second.
      const sent = await send(admin.call, client.id, 'Przez drugą instancję', admin.id);
      const { newMessageData } = sent.json<SentChatMessage>();
      await until(() => chatMessages(onSecond.messages).some((m) => m.id === newMessageData.id));
      // And the reply through the second instance reaches the admin on the first.
      const onFirst = connect(base, admin.token);
      await onFirst.ready;
      const secondCall: Caller = (options) =>
        second.inject({
          ...options,
          headers: { authorization: `Bearer ${client.token}`, ...options.headers },
        });
      const reply = await send(secondCall, 0, 'Odpowiedź', client.id);
      expect(reply.statusCode).toBe(201);
      await until(() => chatMessages(onFirst.messages).some((m) => m.senderId === client.id));
      onSecond.socket.close();
      onFirst.socket.close();
    });
  },
);
