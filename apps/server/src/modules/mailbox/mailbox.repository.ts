import {
  and,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { EmailListQuery, EmailsMeta, MailboxSyncState } from '@saldo/contracts/email';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../integrations/mail/outbox.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import {
  mailboxAttachments,
  mailboxes,
  mailboxFolders,
  mailboxMessages,
  type MailboxAttachmentRow,
  type MailboxFolderRole,
  type MailboxFolderRow,
  type MailboxMessageRow,
  type MailboxRow,
} from './mailbox.table.ts';

/* ---------------------------------------------------------------- mailboxes */

export async function findMailbox(db: Db, id: number): Promise<MailboxRow | undefined> {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, id));
  return row;
}

/** The caller's own mailbox: a user reads only the mailbox they connected, in their organization. */
export async function findMailboxOfUser(
  db: Db,
  userId: number,
  organizationId: number,
): Promise<MailboxRow | undefined> {
  const [row] = await db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.userId, userId), eq(mailboxes.organizationId, organizationId)));
  return row;
}

export async function listMailboxIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: mailboxes.id }).from(mailboxes);
  return rows.map((row) => row.id);
}

export type NewMailboxRow = typeof mailboxes.$inferInsert;

export async function insertMailbox(db: Db, values: NewMailboxRow): Promise<MailboxRow | undefined> {
  const [row] = await db.insert(mailboxes).values(values).returning();
  return row;
}

export async function updateMailbox(
  db: Db,
  id: number,
  values: Partial<NewMailboxRow>,
): Promise<MailboxRow | undefined> {
  const [row] = await db.update(mailboxes).set(values).where(eq(mailboxes.id, id)).returning();
  return row;
}

export async function deleteMailboxRow(db: Db, id: number): Promise<void> {
  await db.delete(mailboxes).where(eq(mailboxes.id, id));
}

/** The sync state shown in the app: an error with its time, or a state that clears the last error. */
export async function setSyncState(
  db: Db,
  mailboxId: number,
  state: MailboxSyncState,
  error: string | null,
  at: Date,
): Promise<void> {
  await db
    .update(mailboxes)
    .set(
      error
        ? { syncState: 'error', syncError: error, syncErrorAt: at }
        : state === 'watching' || state === 'idle'
          ? { syncState: state, syncError: null, syncErrorAt: null, lastSyncAt: at }
          : { syncState: state },
    )
    .where(eq(mailboxes.id, mailboxId));
}

/**
 * Takes or renews the watch lease of a mailbox for `holder` for `ms` milliseconds, on the database's
 * clock (instances' clocks may differ). Without `force` only a free, lapsed or own lease is taken;
 * with it the lease is taken over (new settings saved on this instance). True when `holder` holds it.
 */
export async function takeWatchLease(
  db: Db,
  mailboxId: number,
  holder: string,
  ms: number,
  force = false,
): Promise<boolean> {
  const until = sql`now() + ${`${Math.max(1, Math.round(ms))} milliseconds`}::interval`;
  const rows = await db
    .update(mailboxes)
    .set({ watchHolder: holder, watchLeaseUntil: until })
    .where(
      and(
        eq(mailboxes.id, mailboxId),
        force
          ? undefined
          : or(
              isNull(mailboxes.watchHolder),
              eq(mailboxes.watchHolder, holder),
              lt(mailboxes.watchLeaseUntil, sql`now()`),
            ),
      ),
    )
    .returning({ id: mailboxes.id });
  return rows.length > 0;
}

/** Gives the lease up, if `holder` still holds it, so another instance need not wait for it to lapse. */
export async function releaseWatchLease(db: Db, mailboxId: number, holder: string): Promise<void> {
  await db
    .update(mailboxes)
    .set({ watchHolder: null, watchLeaseUntil: null })
    .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.watchHolder, holder)));
}

/* ---------------------------------------------------------------- folders */

export async function insertFolderIfMissing(
  db: Db,
  values: { mailboxId: number; path: string; role: MailboxFolderRole },
): Promise<void> {
  await db.insert(mailboxFolders).values(values).onConflictDoNothing();
}

export async function listFolders(db: Db, mailboxId: number): Promise<MailboxFolderRow[]> {
  return db
    .select()
    .from(mailboxFolders)
    .where(and(eq(mailboxFolders.mailboxId, mailboxId), gt(mailboxFolders.id, 0)));
}

/** The mailbox's folders whose path is none of `paths` (all of them when `paths` is empty). */
export async function folderIdsNotIn(db: Db, mailboxId: number, paths: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: mailboxFolders.id })
    .from(mailboxFolders)
    .where(
      and(
        eq(mailboxFolders.mailboxId, mailboxId),
        paths.length > 0 ? notInArray(mailboxFolders.path, paths) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

export async function findFolderByRole(
  db: Db,
  mailboxId: number,
  role: MailboxFolderRole,
): Promise<MailboxFolderRow | undefined> {
  const [row] = await db
    .select()
    .from(mailboxFolders)
    .where(and(eq(mailboxFolders.mailboxId, mailboxId), eq(mailboxFolders.role, role)));
  return row;
}

/** A new UIDVALIDITY: the folder is read again from UID 1. */
export async function resetFolder(
  db: Db,
  folderId: number,
  uidValidity: bigint,
): Promise<MailboxFolderRow | undefined> {
  const [row] = await db
    .update(mailboxFolders)
    .set({ uidValidity, lastUid: 0 })
    .where(eq(mailboxFolders.id, folderId))
    .returning();
  return row;
}

export async function setFolderLastUid(db: Db, folderId: number, lastUid: number): Promise<void> {
  await db.update(mailboxFolders).set({ lastUid }).where(eq(mailboxFolders.id, folderId));
}

export async function deleteFolder(db: Db, folderId: number): Promise<void> {
  await db.delete(mailboxFolders).where(eq(mailboxFolders.id, folderId));
}

export async function deleteFoldersOfMailbox(db: Db, mailboxId: number): Promise<void> {
  await db.delete(mailboxFolders).where(eq(mailboxFolders.mailboxId, mailboxId));
}

/* ---------------------------------------------------------------- messages (sync) */

export type NewMailboxMessageRow = typeof mailboxMessages.$inferInsert;

/** The new message's id, or undefined when the folder already holds that UID. */
export async function insertMessage(db: Db, values: NewMailboxMessageRow): Promise<number | undefined> {
  const [row] = await db
    .insert(mailboxMessages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: mailboxMessages.id });
  return row?.id;
}

export async function insertAttachment(
  db: Db,
  values: typeof mailboxAttachments.$inferInsert,
): Promise<void> {
  await db.insert(mailboxAttachments).values(values);
}

export async function messageUidsOfFolder(db: Db, folderId: number): Promise<{ id: number; uid: number }[]> {
  return db
    .select({ id: mailboxMessages.id, uid: mailboxMessages.uid })
    .from(mailboxMessages)
    .where(eq(mailboxMessages.folderId, folderId));
}

export async function messageIdsOfMailbox(db: Db, mailboxId: number): Promise<number[]> {
  const rows = await db
    .select({ id: mailboxMessages.id })
    .from(mailboxMessages)
    .where(eq(mailboxMessages.mailboxId, mailboxId));
  return rows.map((row) => row.id);
}

export async function attachmentKeysOfMessages(db: Db, messageIds: number[]): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .select({ key: mailboxAttachments.storageKey })
    .from(mailboxAttachments)
    .where(inArray(mailboxAttachments.messageId, messageIds));
  return rows.map((row) => row.key);
}

export async function deleteMessages(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(mailboxMessages).where(inArray(mailboxMessages.id, ids));
}

export async function updateMessages(
  db: Db,
  ids: number[],
  values: Partial<Pick<MailboxMessageRow, 'isRead' | 'isStarred' | 'labels' | 'folderId' | 'uid'>>,
): Promise<void> {
  if (ids.length === 0) return;
  await db.update(mailboxMessages).set(values).where(inArray(mailboxMessages.id, ids));
}

/* ---------------------------------------------------------------- messages (reading) */

const messageColumns = {
  id: mailboxMessages.id,
  uid: mailboxMessages.uid,
  folderId: mailboxMessages.folderId,
  folder: mailboxFolders.role,
  path: mailboxFolders.path,
  messageId: mailboxMessages.messageId,
  inReplyTo: mailboxMessages.inReplyTo,
  references: mailboxMessages.references,
  fromEmail: mailboxMessages.fromEmail,
  fromName: mailboxMessages.fromName,
  to: mailboxMessages.to,
  cc: mailboxMessages.cc,
  bcc: mailboxMessages.bcc,
  subject: mailboxMessages.subject,
  textBody: mailboxMessages.textBody,
  htmlBody: mailboxMessages.htmlBody,
  sentAt: mailboxMessages.sentAt,
  isRead: mailboxMessages.isRead,
  isStarred: mailboxMessages.isStarred,
  labels: mailboxMessages.labels,
};
export type MessageRecord = Omit<MailboxMessageRow, 'mailboxId'> & {
  folder: MailboxFolderRole;
  path: string;
};

async function selectMessages(db: Db, where: SQL | undefined, limit = 500): Promise<MessageRecord[]> {
  return db
    .select(messageColumns)
    .from(mailboxMessages)
    .innerJoin(mailboxFolders, eq(mailboxFolders.id, mailboxMessages.folderId))
    .where(where)
    .orderBy(desc(mailboxMessages.sentAt), desc(mailboxMessages.id))
    .limit(limit);
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A folder, starred or a label (trash left out of the last two), searched by `q`; newest first. */
export async function listMessages(
  db: Db,
  mailboxId: number,
  query: EmailListQuery,
): Promise<MessageRecord[]> {
  const folder = query.folder ?? 'inbox';
  const where: (SQL | undefined)[] = [eq(mailboxMessages.mailboxId, mailboxId)];
  if (query.label)
    where.push(sql`${query.label} = any(${mailboxMessages.labels})`, ne(mailboxFolders.role, 'trash'));
  else if (folder === 'starred')
    where.push(eq(mailboxMessages.isStarred, true), ne(mailboxFolders.role, 'trash'));
  else where.push(eq(mailboxFolders.role, folder));
  if (query.q) {
    const like = likeOf(query.q);
    where.push(
      or(
        ilike(mailboxMessages.subject, like),
        ilike(mailboxMessages.fromName, like),
        ilike(mailboxMessages.fromEmail, like),
        ilike(mailboxMessages.textBody, like),
      ),
    );
  }
  return selectMessages(db, and(...where));
}

export async function findMessage(db: Db, mailboxId: number, id: number): Promise<MessageRecord | undefined> {
  const [row] = await selectMessages(
    db,
    and(eq(mailboxMessages.mailboxId, mailboxId), eq(mailboxMessages.id, id)),
    1,
  );
  return row;
}

export async function findMessagesByIds(db: Db, mailboxId: number, ids: number[]): Promise<MessageRecord[]> {
  if (ids.length === 0) return [];
  return selectMessages(db, and(eq(mailboxMessages.mailboxId, mailboxId), inArray(mailboxMessages.id, ids)));
}

/** The messages of a thread, by their Message-ID headers. */
export async function findMessagesByMessageIds(
  db: Db,
  mailboxId: number,
  messageIds: string[],
  limit: number,
): Promise<MessageRecord[]> {
  if (messageIds.length === 0) return [];
  return selectMessages(
    db,
    and(eq(mailboxMessages.mailboxId, mailboxId), inArray(mailboxMessages.messageId, messageIds)),
    limit,
  );
}

export async function findMessageInRole(
  db: Db,
  mailboxId: number,
  messageId: string,
  role: MailboxFolderRole,
): Promise<MessageRecord | undefined> {
  const [row] = await selectMessages(
    db,
    and(
      eq(mailboxMessages.mailboxId, mailboxId),
      eq(mailboxMessages.messageId, messageId),
      eq(mailboxFolders.role, role),
    ),
    1,
  );
  return row;
}

export async function attachmentsOfMessages(db: Db, messageIds: number[]): Promise<MailboxAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db.select().from(mailboxAttachments).where(inArray(mailboxAttachments.messageId, messageIds));
}

export async function findAttachment(
  db: Db,
  messageId: number,
  attachmentId: number,
): Promise<MailboxAttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(mailboxAttachments)
    .where(and(eq(mailboxAttachments.id, attachmentId), eq(mailboxAttachments.messageId, messageId)));
  return row;
}

/** The seed's emailsMeta: unread in the inbox and spam, all drafts. */
export async function countsOfMailbox(db: Db, mailboxId: number): Promise<EmailsMeta> {
  const [row] = await db
    .select({
      inbox: sql<number>`count(*) filter (where ${mailboxFolders.role} = 'inbox' and not ${mailboxMessages.isRead})::int`,
      draft: sql<number>`count(*) filter (where ${mailboxFolders.role} = 'draft')::int`,
      spam: sql<number>`count(*) filter (where ${mailboxFolders.role} = 'spam' and not ${mailboxMessages.isRead})::int`,
    })
    .from(mailboxMessages)
    .innerJoin(mailboxFolders, eq(mailboxFolders.id, mailboxMessages.folderId))
    .where(eq(mailboxMessages.mailboxId, mailboxId));
  return row ?? { inbox: 0, draft: 0, spam: 0 };
}

/* ---------------------------------------------------------------- around the mail */

/** The organization's outgoing mail (newest first), one by id or searched by subject. */
export async function listOutbox(db: Db, organizationId: number, filter: { id?: number; q?: string }) {
  const where = [eq(mailOutbox.organizationId, organizationId)];
  if (filter.id !== undefined) where.push(eq(mailOutbox.id, filter.id));
  if (filter.q) where.push(ilike(mailOutbox.subject, likeOf(filter.q)));
  return db
    .select()
    .from(mailOutbox)
    .where(and(...where))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(200);
}

/** The organization's contractor with one of these e-mail addresses (lower case), if any. */
export async function findContractorByEmails(db: Db, organizationId: number, emails: string[]) {
  if (emails.length === 0) return undefined;
  const [row] = await db
    .select({ id: contractors.id, name: contractors.name, nip: contractors.nip, email: contractors.email })
    .from(contractors)
    .where(
      and(eq(contractors.organizationId, organizationId), inArray(sql`lower(${contractors.email})`, emails)),
    )
    .limit(1);
  return row;
}

/** A contractor's unpaid, not cancelled invoices, the earliest due first. */
export async function openInvoicesOfContractor(db: Db, organizationId: number, contractorId: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      balance: invoices.balance,
      currency: invoices.currency,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        eq(invoices.contractorId, contractorId),
        gt(invoices.balance, 0),
        ne(invoices.status, 'cancelled'),
      ),
    )
    .orderBy(invoices.dueDate)
    .limit(50);
}
