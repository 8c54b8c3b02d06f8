import pg from 'pg';
import type { WebSocket } from 'ws';
import type { LiveMessage } from '@saldo/contracts/notifications';
import type { Database } from '../../db/client.ts';
import { CHAT_CHANNEL } from '../chat/chat.repository.ts';
import { NOTIFICATION_CHANNEL } from './notifications.repository.ts';

/**
 * The live channel's fan-out in one server instance: the sockets of the users connected here, fed by
 * PostgreSQL NOTIFY (every instance LISTENs, so an event written by any of them reaches the user's
 * browser wherever it is connected). On PGlite the one process listens through PGlite's own API.
 *
 * A burst (10,000 events of a bulk reminder run) must not flood browsers or the event loop: a message
 * only marks its users as having news, and one flush a little later sends each of them one message
 * naming the newest id; the browser then fetches what it has not seen.
 *
 * The chat (issue 24) shares the channel: its events (a new message's id, typing, presence) come on
 * their own NOTIFY channel and go to their users at once, each already small.
 */
export interface LiveHub {
  add(userId: number, socket: WebSocket): void;
  remove(userId: number, socket: WebSocket): void;
  /** How many sockets are open here (tests, health of the channel). */
  size(): number;
  /** Whether the user has a socket open here. */
  has(userId: number): boolean;
  /** The users with a socket open here. */
  userIds(): number[];
  start(): Promise<void>;
  close(): Promise<void>;
}

const FLUSH_MS = 50;
const RECONNECT_MS = 1000;

interface Log {
  warn(object: object, message: string): void;
}

/** The NOTIFY payload notify() writes: the users who got rows, and the newest row's id. */
function parsePayload(payload: string | undefined): { u: number[]; id: number } | undefined {
  if (!payload) return undefined;
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { u, id } = value as { u?: unknown; id?: unknown };
    if (!Array.isArray(u) || typeof id !== 'number') return undefined;
    return { u: u.filter((x): x is number => typeof x === 'number'), id };
  } catch {
    return undefined;
  }
}

export function createLiveHub(database: Database, log: Log): LiveHub {
  const sockets = new Map<number, Set<WebSocket>>();
  const pending = new Map<number, number>();
  let flushTimer: NodeJS.Timeout | undefined;
  let listener: pg.Client | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let closed = false;

  function flush() {
    flushTimer = undefined;
    for (const [userId, lastId] of pending) {
      const message: LiveMessage = { type: 'notifications', lastId };
      const text = JSON.stringify(message);
      for (const socket of sockets.get(userId) ?? [])
        if (socket.readyState === socket.OPEN) socket.send(text);
    }
    pending.clear();
  }

  function receive(payload: string | undefined) {
    const event = parsePayload(payload);
    if (!event) return;
    for (const userId of event.u) {
      // Only users connected to this instance; the others' browsers are another instance's business.
      if (!sockets.has(userId)) continue;
      pending.set(userId, Math.max(pending.get(userId) ?? 0, event.id));
    }
    if (pending.size > 0 && !flushTimer) {
      flushTimer = setTimeout(flush, FLUSH_MS);
      flushTimer.unref();
    }
  }

  /** A chat event: `{u: userIds, e: message}`, sent as it is to those connected here. */
  function receiveChat(payload: string | undefined) {
    if (!payload) return;
    let value: { u?: unknown; e?: unknown };
    try {
      value = JSON.parse(payload) as { u?: unknown; e?: unknown };
    } catch {
      return;
    }
    if (!Array.isArray(value.u) || typeof value.e !== 'object' || value.e === null) return;
    const text = JSON.stringify(value.e);
    for (const userId of value.u)
      for (const socket of sockets.get(Number(userId)) ?? [])
        if (socket.readyState === socket.OPEN) socket.send(text);
  }

  async function listen(settings: pg.ClientConfig) {
    // Its own connection, not one of the pool's: LISTEN holds it for the life of the process.
    const client = new pg.Client(settings);
    client.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL) receive(message.payload);
      else if (message.channel === CHAT_CHANNEL) receiveChat(message.payload);
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'notification listener lost its connection; reconnecting');
      void client.end().catch(() => {});
      if (listener === client) listener = undefined;
      scheduleReconnect(settings);
    });
    await client.connect();
    await client.query(`listen ${NOTIFICATION_CHANNEL}`);
    await client.query(`listen ${CHAT_CHANNEL}`);
    if (closed) return void (await client.end());
    listener = client;
    // Events while there was no listener: every connected browser refetches what it has not seen.
    for (const [userId] of sockets) pending.set(userId, Number.MAX_SAFE_INTEGER);
    if (pending.size > 0) flush();
  }

  function scheduleReconnect(settings: pg.ClientConfig) {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      listen(settings).catch((error: unknown) => {
        log.warn({ err: error }, 'notification listener could not reconnect');
        scheduleReconnect(settings);
      });
    }, RECONNECT_MS);
    reconnect.unref();
  }

  return {
    add(userId, socket) {
      let set = sockets.get(userId);
      if (!set) sockets.set(userId, (set = new Set()));
      set.add(socket);
    },
    remove(userId, socket) {
      const set = sockets.get(userId);
      set?.delete(socket);
      if (set?.size === 0) sockets.delete(userId);
    },
    size: () => [...sockets.values()].reduce((sum, set) => sum + set.size, 0),
    has: (userId) => sockets.has(userId),
    userIds: () => [...sockets.keys()],
    async start() {
      if (database.kind === 'postgres') {
        const settings = database.pool.options;
        return listen(settings).catch((error: unknown) => {
          log.warn({ err: error }, 'notification listener could not start; retrying');
          scheduleReconnect(settings);
        });
      }
      // The bell is live only as an extra: a database that cannot listen (closed, say) must not stop
      // the server from starting and answering, health included (it says 503 itself).
      const stopNotifications = await database.client
        .listen(NOTIFICATION_CHANNEL, receive)
        .catch((error: unknown) => {
          log.warn({ err: error }, 'notification listener could not start');
          return undefined;
        });
      const stopChat = await database.client.listen(CHAT_CHANNEL, receiveChat).catch((error: unknown) => {
        log.warn({ err: error }, 'chat listener could not start');
        return undefined;
      });
      unlisten = async () => {
        await stopNotifications?.();
        await stopChat?.();
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      clearTimeout(flushTimer);
      await listener?.end().catch(() => {});
      // PGlite's unlisten runs a statement it does not hand back: on a database closed already, the
      // rejection would escape as an unhandled one (a health test closes the database first).
      if (database.kind === 'pglite' && !database.client.closed) await unlisten?.().catch(() => {});
      for (const set of sockets.values()) for (const socket of set) socket.close(1001);
      sockets.clear();
    },
  };
}
