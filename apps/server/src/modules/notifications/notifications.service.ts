import {
  notificationKinds,
  type NotificationKind,
  type NotificationList,
} from '@saldo/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  countUnread,
  findMailSettings,
  listNotifications,
  listPreferences,
  markRead,
  notificationExists,
  pruneEventMails,
  pruneNotifications,
  saveMailSettings,
  savePreference,
} from './notifications.repository.ts';

/** How long a notification is kept (issue 28). */
export const KEEP_DAYS = 90;

export async function userNotifications(
  db: Db,
  caller: Caller,
  query: { afterId?: number; limit: number },
): Promise<NotificationList> {
  return {
    notifications: await listNotifications(db, caller.id, query),
    unreadCount: await countUnread(db, caller.id),
  };
}

export async function readOne(db: Db, caller: Caller, id: number): Promise<NotificationList> {
  await db.transaction(async (tx) => {
    // Another user's id is "not found", like a missing one: ids tell nothing about others.
    if (!(await notificationExists(tx, caller.id, id))) throw new AppError(404, 'http.notFound');
    await markRead(tx, caller.id, id);
  });
  return userNotifications(db, caller, { limit: 20 });
}

export async function readAll(db: Db, caller: Caller): Promise<NotificationList> {
  await db.transaction(async (tx) => markRead(tx, caller.id));
  return userNotifications(db, caller, { limit: 20 });
}

/** Every kind with the user's choice (in the bell, not by e-mail, by default) and the digest. */
export async function preferencesOf(db: Db, caller: Caller) {
  const saved = new Map((await listPreferences(db, caller.id)).map((p) => [p.kind, p]));
  return {
    preferences: notificationKinds.map((kind) => saved.get(kind) ?? { kind, bell: true, email: false }),
    dailyDigest: (await findMailSettings(db, caller.id)).dailyDigest,
  };
}

/** Saves the choices; the mails are written in `language`, the one the user chose them in. */
export async function savePreferences(
  db: Db,
  caller: Caller,
  choices: {
    preferences: readonly { kind: NotificationKind; bell: boolean; email: boolean }[];
    dailyDigest: boolean;
  },
  language: string,
) {
  await db.transaction(async (tx) => {
    for (const preference of choices.preferences) await savePreference(tx, caller.id, preference);
    await saveMailSettings(tx, caller.id, { language, dailyDigest: choices.dailyDigest });
  });
  return preferencesOf(db, caller);
}

/** The pruning job's run: deletes everything older than KEEP_DAYS, in batches. */
export async function pruneOld(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(
      async (tx) => (await pruneNotifications(tx, before)) + (await pruneEventMails(tx, before)),
    );
    total += deleted;
    if (deleted === 0) return total;
  }
}
