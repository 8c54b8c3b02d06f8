import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationKind } from '@saldo/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { tasks } from '../todo/todo.table.ts';
import {
  notificationMails,
  notificationMailSettings,
  notificationPreferences,
  notifications,
} from './notifications.table.ts';

const toIntArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

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
  /**
   * At most one event under this key per user (stored as `params.key`): a deadline told once however
   * often the job runs, or (`unreadOnly`) one unread chat event per conversation until it is read.
   */
  once?: { key: string; unreadOnly?: boolean };
}

/** The users who already have the `once` event (in the bell, or by e-mail): they get no second one. */
async function alreadyTold(tx: Db, event: NotifyEvent, audience: SQL): Promise<number[]> {
  if (!event.once) return [];
  const { key, unreadOnly = false } = event.once;
  const result = (await tx.execute(sql`
    select ${users.id} as id from ${users}
    where ${users.organizationId} = ${event.organizationId}
      and ${audience}
      and (
        exists (
          select 1 from ${notifications}
          where ${notifications.userId} = ${users.id} and ${notifications.kind} = ${event.kind}
            and ${notifications.params}->>'key' = ${key}
            ${unreadOnly ? sql`and ${notifications.readAt} is null` : sql``}
        )
        or exists (
          select 1 from ${notificationMails}
          where ${notificationMails.userId} = ${users.id} and ${notificationMails.kind} = ${event.kind}
            and ${notificationMails.params}->>'key' = ${key}
            ${unreadOnly ? sql`and ${notificationMails.sentAt} is null` : sql``}
        )
      )`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/**
 * Records the event for each of its users who keep it in the bell (and queues it for those who want
 * it by e-mail), and tells the live hubs, all in the caller's transaction: a rolled-back payment leaves no notification and wakes no browser
 * (NOTIFY is delivered on commit). Returns how many users got it.
 */
export async function notify(tx: Db, event: NotifyEvent): Promise<number> {
  const reached =
    event.userId !== undefined
      ? sql`${users.id} = ${event.userId}`
      : event.contractorId === undefined
        ? sql`${users.role} in ('admin', 'accountant')`
        : sql`(${users.role} in ('admin', 'accountant') or (${users.role} = 'client' and ${users.contractorId} = ${event.contractorId}))`;
  const told = await alreadyTold(tx, event, reached);
  const audience = told.length === 0 ? reached : sql`${reached} and ${users.id} <> all(${toIntArray(told)})`;
  const params = event.once ? { ...event.params, key: event.once.key } : event.params;
  const result = (await tx.execute(sql`
    insert into ${notifications} (organization_id, user_id, kind, params, link)
    select ${users.organizationId}, ${users.id}, ${event.kind}, ${JSON.stringify(params)}::jsonb, ${event.link}
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
  // Those who chose this kind by e-mail too: the mailer job writes their mail from these rows.
  await tx.execute(sql`
    insert into ${notificationMails} (organization_id, user_id, kind, params, link)
    select ${users.organizationId}, ${users.id}, ${event.kind}, ${JSON.stringify(params)}::jsonb, ${event.link}
    from ${users}
    join ${notificationPreferences} on ${notificationPreferences.userId} = ${users.id}
      and ${notificationPreferences.kind} = ${event.kind} and ${notificationPreferences.email}
    where ${users.organizationId} = ${event.organizationId}
      and ${users.deactivatedAt} is null
      and ${audience}`);
  const inserted = result.rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
  if (inserted.length === 0) return 0;
  const lastId = Math.max(...inserted.map((row) => row.id));
  const payload = JSON.stringify({ u: [...new Set(inserted.map((row) => row.userId))], id: lastId });
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  return inserted.length;
}

/**
 * An automatic bank match paid `invoiceIds` (thousands at once, in one transaction): the staff get
 * one event for the lot, and each client user the invoicePaid event of each of their own invoices,
 * written set-wise rather than a notify() per invoice. Returns how many events were written.
 */
export async function notifyBankMatches(
  tx: Db,
  organizationId: number,
  statement: { id: number; name: string },
  invoiceIds: readonly number[],
): Promise<number> {
  if (invoiceIds.length === 0) return 0;
  const staff = await notify(tx, {
    organizationId,
    kind: 'bankMatched',
    params: { count: String(invoiceIds.length), statement: statement.name },
    link: `/documents/bank-statement?statement=${statement.id}`,
  });
  const ids = sql`array[${sql.join(
    invoiceIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const clientsOf = (table: typeof notifications | typeof notificationMails, channel: SQL) => sql`
    insert into ${table} (organization_id, user_id, kind, params, link)
    select i.organization_id, u.id, 'invoicePaid',
      jsonb_build_object('number', i.number, 'buyer', i.buyer_name), '/apps/invoice/preview/' || i.id
    from ${invoices} i
    join ${users} u on u.organization_id = i.organization_id and u.role = 'client'
      and u.contractor_id = i.contractor_id and u.deactivated_at is null
    where i.organization_id = ${organizationId} and i.id = any(${ids})
      and ${channel}`;
  const preference = (wanted: SQL) => sql`
    ${notificationPreferences.userId} = u.id and ${notificationPreferences.kind} = 'invoicePaid' and ${wanted}`;
  const bell = (await tx.execute(
    sql`${clientsOf(notifications, sql`not exists (select 1 from ${notificationPreferences} where ${preference(sql`not ${notificationPreferences.bell}`)})`)} returning id, user_id`,
  )) as unknown as { rows: { id: number | string; user_id: number }[] };
  await tx.execute(
    clientsOf(
      notificationMails,
      sql`exists (select 1 from ${notificationPreferences} where ${preference(sql`${notificationPreferences.email}`)})`,
    ),
  );
  if (bell.rows.length > 0) {
    const lastId = Math.max(...bell.rows.map((row) => Number(row.id)));
    const payload = JSON.stringify({
      u: [...new Set(bell.rows.map((row) => Number(row.user_id)))],
      id: lastId,
    });
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
  return staff + bell.rows.length;
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
  query: { afterId?: number; limit: number; unreadOnly?: boolean },
): Promise<Notification[]> {
  const conditions = [eq(notifications.userId, userId)];
  if (query.afterId !== undefined) conditions.push(gt(notifications.id, query.afterId));
  if (query.unreadOnly) conditions.push(isNull(notifications.readAt));
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
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreference(
  db: Db,
  userId: number,
  preference: { kind: NotificationKind; bell: boolean; email: boolean },
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...preference })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { bell: preference.bell, email: preference.email },
    });
}

export async function findMailSettings(db: Db, userId: number) {
  const [row] = await db
    .select({ dailyDigest: notificationMailSettings.dailyDigest })
    .from(notificationMailSettings)
    .where(eq(notificationMailSettings.userId, userId));
  return row ?? { dailyDigest: false };
}

export async function saveMailSettings(
  db: Db,
  userId: number,
  settings: { language: string; dailyDigest: boolean },
): Promise<void> {
  await db
    .insert(notificationMailSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: notificationMailSettings.userId, set: settings });
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

export interface QueuedEventMail {
  id: number;
  kind: NotificationKind;
  params: Record<string, string>;
  link: string;
  email: string;
  fullName: string;
  language: string;
}

/**
 * Takes up to `limit` events waiting to be e-mailed, locked for the caller's transaction (SKIP LOCKED:
 * two instances never take the same one). A deactivated user's are taken too, and only marked sent.
 */
export async function claimEventMails(tx: Db, limit: number): Promise<QueuedEventMail[]> {
  const result = (await tx.execute(sql`
    select m.id, m.kind, m.params, m.link, u.email, u.full_name, u.deactivated_at,
      coalesce(s.language, 'en') as language
    from ${notificationMails} m
    join ${users} u on u.id = m.user_id
    left join ${notificationMailSettings} s on s.user_id = m.user_id
    where m.sent_at is null
    order by m.id
    limit ${limit}
    for update of m skip locked`)) as unknown as {
    rows: {
      id: number | string;
      kind: NotificationKind;
      params: Record<string, string>;
      link: string;
      email: string;
      full_name: string;
      deactivated_at: Date | string | null;
      language: string;
    }[];
  };
  return result.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    params: row.params,
    link: row.link,
    email: row.deactivated_at === null ? row.email : '',
    fullName: row.full_name,
    language: row.language,
  }));
}

export async function markEventMailsSent(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(notificationMails).set({ sentAt: new Date() }).where(inArray(notificationMails.id, ids));
}

/** The active users who want a digest and have had none on `today` (a Warsaw date). */
export async function usersDueADigest(db: Db, today: string) {
  return db
    .select({
      userId: notificationMailSettings.userId,
      language: notificationMailSettings.language,
      email: users.email,
      fullName: users.fullName,
    })
    .from(notificationMailSettings)
    .innerJoin(users, eq(users.id, notificationMailSettings.userId))
    .where(
      and(
        eq(notificationMailSettings.dailyDigest, true),
        isNull(users.deactivatedAt),
        sql`(${notificationMailSettings.lastDigestOn} is null or ${notificationMailSettings.lastDigestOn} < ${today})`,
      ),
    );
}

/** Marks today's digest taken; false when another instance took it first. */
export async function claimDigest(tx: Db, userId: number, today: string): Promise<boolean> {
  const rows = await tx
    .update(notificationMailSettings)
    .set({ lastDigestOn: today })
    .where(
      and(
        eq(notificationMailSettings.userId, userId),
        sql`(${notificationMailSettings.lastDigestOn} is null or ${notificationMailSettings.lastDigestOn} < ${today})`,
      ),
    )
    .returning({ userId: notificationMailSettings.userId });
  return rows.length > 0;
}

/** Deletes e-mailed (or never deliverable) events older than `before`, a batch at a time. */
export async function pruneEventMails(db: Db, before: Date, batch = 10_000): Promise<number> {
  const rows = await db
    .delete(notificationMails)
    .where(
      inArray(
        notificationMails.id,
        db
          .select({ id: notificationMails.id })
          .from(notificationMails)
          .where(lt(notificationMails.createdAt, before))
          .limit(batch),
      ),
    )
    .returning({ id: notificationMails.id });
  return rows.length;
}

/** The organizations the deadline job looks at: every one (a day's work is a few queries each). */
export async function organizationIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: organizations.id }).from(organizations).orderBy(organizations.id);
  return rows.map((row) => row.id);
}

/**
 * Serializes the deadline job between server instances for the rest of the transaction, so two that
 * run at the same moment cannot both find a user not yet told and tell them twice.
 */
export async function lockDeadlineNotices(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saldo.deadline-notices'))`);
}

/** Open to-do tasks given to someone and due on `day`: each assignee hears of their own. */
export async function tasksDueOn(db: Db, organizationId: number, day: string) {
  return db
    .select({ id: tasks.id, title: tasks.title, assigneeId: tasks.assigneeId })
    .from(tasks)
    .where(
      and(
        eq(tasks.organizationId, organizationId),
        eq(tasks.dueDate, day),
        eq(tasks.isCompleted, false),
        isNull(tasks.deletedAt),
        sql`${tasks.assigneeId} is not null`,
      ),
    )
    .orderBy(tasks.id);
}

/** The organization's active administrators: the unpaid invoices are theirs to chase. */
export async function activeAdminIds(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), isNull(users.deactivatedAt)),
    )
    .orderBy(users.id);
  return rows.map((row) => row.id);
}
