import { chatClientMessageSchema } from '@saldo/contracts/chat';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { LiveHub } from '../notifications/live-hub.ts';
import type { LiveHandlers } from '../notifications/live.routes.ts';
import { markDisconnected, touchPresence } from './chat.repository.ts';
import { PRESENCE_HEARTBEAT_MS, announcePresence, announceTyping } from './chat.service.ts';

interface Log {
  warn(object: object, message: string): void;
}

/** Activity reports are written at most this often per user (each keystroke sends none). */
const ACTIVITY_WRITE_MS = 20_000;

/**
 * The chat's side of the live channel: typing and activity sent by browsers, presence from open
 * connections (written to the database, so every instance sees it; each instance refreshes its own
 * connected users every PRESENCE_HEARTBEAT_MS, and a user no instance refreshed counts as offline).
 */
export function createChatLive(
  db: Db,
  hub: LiveHub,
  log: Log,
): LiveHandlers & { start(): void; stop(): void } {
  let heartbeat: NodeJS.Timeout | undefined;
  const lastActivity = new Map<number, number>();
  const failed = (what: string) => (error: unknown) => log.warn({ err: error }, `chat ${what} failed`);

  return {
    opened(user: AuthUser) {
      lastActivity.set(user.id, Date.now());
      touchPresence(db, [user.id], true)
        .then(() => announcePresence(db, user))
        .catch(failed('presence'));
    },
    message(user: AuthUser, data: unknown) {
      const parsed = chatClientMessageSchema.safeParse(data);
      if (!parsed.success) return;
      if (parsed.data.type === 'chat.typing') {
        announceTyping(db, user, parsed.data.contactId).catch(failed('typing'));
        return;
      }
      const at = Date.now();
      const before = lastActivity.get(user.id) ?? 0;
      if (at - before < ACTIVITY_WRITE_MS) return;
      lastActivity.set(user.id, at);
      touchPresence(db, [user.id], true)
        // Back from away: the others' lists should say so.
        .then(() => (at - before > 5 * 60_000 ? announcePresence(db, user) : undefined))
        .catch(failed('activity'));
    },
    closed(user: AuthUser, lastHere: boolean) {
      if (!lastHere) return;
      lastActivity.delete(user.id);
      markDisconnected(db, user.id)
        .then(() => announcePresence(db, user))
        .catch(failed('presence'));
    },
    start() {
      heartbeat = setInterval(() => {
        touchPresence(db, hub.userIds(), false).catch(failed('heartbeat'));
      }, PRESENCE_HEARTBEAT_MS);
      heartbeat.unref();
    },
    stop() {
      clearInterval(heartbeat);
    },
  };
}
