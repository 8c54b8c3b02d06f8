import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ChatStatus } from '@saldo/contracts/chat';
import type { Db } from '../../db/client.ts';
import { avatars } from '../account-settings/avatars.table.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { chatConversations, chatMessages, chatPresence, chatReads } from './chat.table.ts';

/** The PostgreSQL channel the live hubs of every instance LISTEN on for the chat's pushes. */
export const CHAT_CHANNEL = 'saldo_chat';

export interface ChatUserRow {
  id: number;
  organizationId: number;
  role: string;
  fullName: string;
  bio: string | null;
  avatarKey: string | null;
  chosenStatus: ChatStatus | null;
  lastSeenAt: Date | null;
  lastActiveAt: Date | null;
}

const userColumns = {
  id: users.id,
  organizationId: users.organizationId,
  role: users.role,
  fullName: users.fullName,
  bio: sql<string | null>`${users.info}->>'bio'`,
  avatarKey: avatars.key,
  chosenStatus: chatPresence.chosenStatus,
  lastSeenAt: chatPresence.lastSeenAt,
  lastActiveAt: chatPresence.lastActiveAt,
};

/** Active users of the organization (all, or those named), with their presence. */
export async function listChatUsers(db: Db, organizationId: number, ids?: number[]): Promise<ChatUserRow[]> {
  const conditions: SQL[] = [eq(users.organizationId, organizationId), isNull(users.deactivatedAt)];
  if (ids) conditions.push(inArray(users.id, ids.length > 0 ? ids : [-1]));
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .leftJoin(chatPresence, eq(chatPresence.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
}

export async function organizationName(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}

/** Which conversation: a pair of users, or a client's support channel. */
export type ConversationKey =
  | { kind: 'direct'; organizationId: number; low: number; high: number }
  | { kind: 'support'; organizationId: number; clientUserId: number };

export interface ConversationRow {
  id: number;
  organizationId: number;
  kind: 'direct' | 'support';
  userLowId: number | null;
  userHighId: number | null;
  clientUserId: number | null;
}

const conversationColumns = {
  id: chatConversations.id,
  organizationId: chatConversations.organizationId,
  kind: chatConversations.kind,
  userLowId: chatConversations.userLowId,
  userHighId: chatConversations.userHighId,
  clientUserId: chatConversations.clientUserId,
};

const keyCondition = (key: ConversationKey) =>
  key.kind === 'direct'
    ? and(eq(chatConversations.userLowId, key.low), eq(chatConversations.userHighId, key.high))
    : eq(chatConversations.clientUserId, key.clientUserId);

export async function findConversation(db: Db, key: ConversationKey): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select(conversationColumns)
    .from(chatConversations)
    .where(and(eq(chatConversations.organizationId, key.organizationId), keyCondition(key)));
  return row;
}

export async function findConversationById(db: Db, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select(conversationColumns)
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  return row;
}

/** The conversation, created on its first message (two senders at once find the same row). */
export async function ensureConversation(db: Db, key: ConversationKey): Promise<ConversationRow> {
  await db
    .insert(chatConversations)
    .values(
      key.kind === 'direct'
        ? { organizationId: key.organizationId, kind: 'direct', userLowId: key.low, userHighId: key.high }
        : { organizationId: key.organizationId, kind: 'support', clientUserId: key.clientUserId },
    )
    .onConflictDoNothing();
  const row = await findConversation(db, key);
  if (!row) throw new Error('chat conversation vanished after insert');
  return row;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number | null;
  senderName: string | null;
  body: string;
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  createdAt: Date;
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  senderName: users.fullName,
  body: chatMessages.body,
  attachmentKey: chatMessages.attachmentKey,
  attachmentName: chatMessages.attachmentName,
  attachmentType: chatMessages.attachmentType,
  attachmentSize: chatMessages.attachmentSize,
  createdAt: chatMessages.createdAt,
};

export async function insertMessage(
  db: Db,
  row: typeof chatMessages.$inferInsert,
): Promise<{ id: number; createdAt: Date }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values(row)
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  if (!inserted) throw new Error('chat message not inserted');
  return inserted;
}

/**
 * One page of a conversation, oldest first: the newest `limit`, those before `beforeId` (history
 * backwards), or those after `afterId` (catch-up, oldest first from there).
 */
export async function listMessages(
  db: Db,
  conversationId: number,
  page: { beforeId?: number; afterId?: number; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const conditions: SQL[] = [eq(chatMessages.conversationId, conversationId)];
  if (page.beforeId !== undefined) conditions.push(lt(chatMessages.id, page.beforeId));
  if (page.afterId !== undefined) conditions.push(gt(chatMessages.id, page.afterId));
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(...conditions))
    .orderBy(page.afterId !== undefined ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  return { rows: page.afterId !== undefined ? kept : kept.reverse(), hasMore };
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.id, id));
  return row;
}

/** Messages of the given conversations whose text contains `q`, newest first. */
export async function searchMessages(
  db: Db,
  conversationIds: number[],
  q: string,
  limit: number,
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        inArray(chatMessages.conversationId, conversationIds),
        sql`(${chatMessages.body} ilike ${pattern} or ${chatMessages.attachmentName} ilike ${pattern})`,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** Moves the user's read position forward (never back). */
export async function markRead(
  db: Db,
  conversationId: number,
  userId: number,
  lastId: number,
): Promise<void> {
  await db
    .insert(chatReads)
    .values({ conversationId, userId, lastReadId: lastId })
    .onConflictDoUpdate({
      target: [chatReads.conversationId, chatReads.userId],
      set: { lastReadId: sql`greatest(${chatReads.lastReadId}, excluded.last_read_id)` },
    });
}

export interface ConversationSummaryRow extends ConversationRow {
  lastId: number | null;
  lastBody: string | null;
  lastAttachmentName: string | null;
  lastAt: Date | null;
  lastSenderId: number | null;
  unseen: number;
}

/**
 * The conversations a user takes part in, with the newest message and how many messages of others
 * came after their read position. A staff member takes part in every support channel of their
 * organization; a client only in their own.
 */
export async function listConversationSummaries(
  db: Db,
  user: { id: number; organizationId: number; isStaff: boolean },
): Promise<ConversationSummaryRow[]> {
  const mine = user.isStaff
    ? sql`(c.user_low_id = ${user.id} or c.user_high_id = ${user.id} or c.kind = 'support')`
    : sql`c.client_user_id = ${user.id}`;
  const result = (await db.execute(sql`
    select c.id, c.organization_id, c.kind, c.user_low_id, c.user_high_id, c.client_user_id,
      lm.id as last_id, lm.body as last_body, lm.attachment_name as last_attachment_name,
      lm.created_at as last_at, lm.sender_id as last_sender_id,
      (select count(*) from ${chatMessages} m
        where m.conversation_id = c.id and m.id > coalesce(r.last_read_id, 0)
          and m.sender_id is distinct from ${user.id}) as unseen
    from ${chatConversations} c
    left join ${chatReads} r on r.conversation_id = c.id and r.user_id = ${user.id}
    left join lateral (
      select m.id, m.body, m.attachment_name, m.created_at, m.sender_id from ${chatMessages} m
      where m.conversation_id = c.id order by m.id desc limit 1
    ) lm on true
    where c.organization_id = ${user.organizationId} and ${mine}
  `)) as unknown as { rows: Record<string, unknown>[] };
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const date = (value: unknown) =>
    value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));
  return result.rows.map((row) => ({
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    kind: row.kind as 'direct' | 'support',
    userLowId: num(row.user_low_id),
    userHighId: num(row.user_high_id),
    clientUserId: num(row.client_user_id),
    lastId: num(row.last_id),
    lastBody: (row.last_body as string | null) ?? null,
    lastAttachmentName: (row.last_attachment_name as string | null) ?? null,
    lastAt: date(row.last_at),
    lastSenderId: num(row.last_sender_id),
    unseen: Number(row.unseen ?? 0),
  }));
}

/** Active staff (administrators and accountants) of the organization: a support channel's company side. */
export async function listStaffIds(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        isNull(users.deactivatedAt),
        inArray(users.role, ['admin', 'accountant']),
      ),
    );
  return rows.map((row) => row.id);
}

export async function setChosenStatus(db: Db, userId: number, status: ChatStatus): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ userId, chosenStatus: status, lastActiveAt: new Date() })
    .onConflictDoUpdate({
      target: chatPresence.userId,
      set: { chosenStatus: status, lastActiveAt: new Date() },
    });
}

/** A live connection reports these users (connected, and active when `active`). */
export async function touchPresence(db: Db, userIds: number[], active: boolean): Promise<void> {
  if (userIds.length === 0) return;
  const at = new Date();
  await db
    .insert(chatPresence)
    .values(userIds.map((userId) => ({ userId, lastSeenAt: at, lastActiveAt: at })))
    .onConflictDoUpdate({
      target: chatPresence.userId,
      set: active
        ? { lastSeenAt: at, lastActiveAt: at }
        : {
            lastSeenAt: at,
            lastActiveAt: sql`coalesce(${chatPresence.lastActiveAt}, excluded.last_active_at)`,
          },
    });
}

/** The user's last connection to this instance closed. */
export async function markDisconnected(db: Db, userId: number): Promise<void> {
  await db.update(chatPresence).set({ lastSeenAt: null }).where(eq(chatPresence.userId, userId));
}

/**
 * Tells the live hubs of every instance which users hear of an event (delivered on commit when
 * inside a transaction, so a rolled-back message wakes nobody). Small: ids only, the browser fetches.
 */
export async function publish(db: Db, userIds: number[], event: Record<string, unknown>): Promise<void> {
  if (userIds.length === 0) return;
  const payload = JSON.stringify({ u: [...new Set(userIds)], e: event });
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
}
