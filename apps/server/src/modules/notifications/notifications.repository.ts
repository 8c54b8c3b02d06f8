import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Notification, NotificationKind } from '@saldo/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { notificationPreferences, notifications } from './notifications.table.ts';

/** The PostgreSQL channel the live hubs of every server instance LISTEN on. */
export const NOTIFICATION_CHANNEL = 'saldo_notifications';

/** One business event, as the module where it happened tells it. */
export interface NotifyEvent {
  organizationId: number;
  kind: NotificationKind;
  /** What the wording names: a document's number, a contractor's name. */
  params: Record<string, string>;
  /** The web path of the document. */
  link: string;
  /**
   * The client users of this contractor hear of it too (their own document: an invoice they paid).
   * Without it only the organization's staff (administrators and accountants) do.
   */
  contractorId?: number;
  /** Only this user of the organization hears of it (a task given to them), whatever their role. */
  userId?: number;
}

/**
 * Records the event for each of its users who keep it in the bell, and tells the live hubs, both in
 * the caller's transaction: a rolled-back payment leaves no notification and wakes no browser
 * (NOTIFY is delivered on commit). Returns how many users got it.
 */
export async function notify(tx: Db, event: NotifyEvent): Promise<number> {
  const audience =
    event.userId !== undefined
      ? sql`${users.id} = ${event.userId}`
      : event.contractorId === undefined
        ? sql`${users.role} in ('admin', 'accountant')`
        : sql`(${users.role} in ('admin', 'accountant') or (${users.role} = 'client' and ${users.contractorId} = ${event.contractorId}))`;
  const result = (await tx.execute(sql`
    insert into ${notifications} (organization_id, user_id, kind, params, link)
    select ${users.organizationId}, ${users.id}, ${event.kind}, ${JSON.stringify(event.params)}::jsonb, ${event.link}
    from ${users}
    where ${users.organizationId} = ${event.organizationId}
      and ${users.deactivatedAt} is null
      and ${audience}
      -- A user who switched this kind off in the bell gets no row.
      and not exists (
        select 1 from ${notificationPreferences}
        where ${notificationPreferences.userId} = ${users.id}
          and ${notificationPreferences.kind} = ${event.kind}
          and not ${notificationPreferences.bell}
      )
    returning id, user_id`)) as unknown as { rows: { id: number | string; user_id: number }[] };
  const inserted = result.rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
  if (inserted.length === 0) return 0;
  const lastId = Math.max(...inserted.map((row) => row.id));
  const payload = JSON.stringify({ u: [...new Set(inserted.map((row) => row.userId))], id: lastId });
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  return inserted.length;
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  params: notifications.params,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export async function listNotifications(
  db: Db,
  userId: number,
  query: { afterId?: number; limit: number },
): Promise<Notification[]> {
  const conditions = [eq(notifications.userId, userId)];
  if (query.afterId !== undefined) conditions.push(gt(notifications.id, query.afterId));
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    params: row.params,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

/** Marks one (by id) or all of the user's unread notifications read; returns how many changed. */
export async function markRead(db: Db, userId: number, id?: number): Promise<number> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (id !== undefined) conditions.push(eq(notifications.id, id));
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationExists(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row !== undefined;
}

/** Deletes notifications older than `before`, a batch at a time (returns how many went). */
export async function pruneNotifications(db: Db, before: Date, batch = 10_000): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(lt(notifications.createdAt, before))
          .limit(batch),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function listPreferences(db: Db, userId: number) {
  return db
    .select({
      kind: notificationPreferences.kind,
      bell: notificationPreferences.bell,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreference(
  db: Db,
  userId: number,
  preference: { kind: NotificationKind; bell: boolean },
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...preference, email: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { bell: preference.bell },
    });
}

/**
 * notify() for an event about one invoice, named by its id alone (the KSeF queue knows no more):
 * the organization, number, buyer and contractor are read in the same transaction.
 */
export async function notifyInvoiceEvent(
  tx: Db,
  invoiceId: number,
  kind: NotificationKind,
  options: { client?: boolean } = {},
): Promise<number> {
  const [invoice] = await tx
    .select({
      organizationId: invoices.organizationId,
      number: invoices.number,
      buyer: invoices.buyerName,
      contractorId: invoices.contractorId,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return 0;
  return notify(tx, {
    organizationId: invoice.organizationId,
    kind,
    params: { number: invoice.number, buyer: invoice.buyer },
    link: `/apps/invoice/preview/${invoiceId}`,
    ...(options.client ? { contractorId: invoice.contractorId } : {}),
  });
}
