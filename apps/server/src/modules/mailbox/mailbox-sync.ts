import { randomUUID } from 'node:crypto';
import type { FetchMessageObject, ImapFlow, ListResponse } from 'imapflow';
import { simpleParser, type AddressObject } from 'mailparser';
import { EMAIL_LABELS, type EmailAddress, type EmailLabel } from '@saldo/contracts/email';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import {
  attachmentKeysOfMessages,
  deleteFolder,
  deleteMessages,
  folderIdsNotIn,
  insertAttachment,
  insertFolderIfMissing,
  insertMessage,
  listFolders,
  messageIdsOfMailbox,
  messageUidsOfFolder,
  resetFolder,
  setFolderLastUid,
  updateMessages,
} from './mailbox.repository.ts';
import { type MailboxFolderRole, type MailboxFolderRow, type MailboxRow } from './mailbox.table.ts';

/** The template's folders by RFC 6154 special-use flag (\Flagged is a view: starred = \Flagged). */
const ROLE_BY_SPECIAL_USE: Record<string, MailboxFolderRole> = {
  '\\Inbox': 'inbox',
  '\\Sent': 'sent',
  '\\Drafts': 'draft',
  '\\Junk': 'spam',
  '\\Trash': 'trash',
};
/** Servers without SPECIAL-USE: the usual English names. */
const ROLE_BY_NAME: Record<string, MailboxFolderRole> = {
  inbox: 'inbox',
  sent: 'sent',
  'sent items': 'sent',
  'sent mail': 'sent',
  drafts: 'draft',
  junk: 'spam',
  spam: 'spam',
  trash: 'trash',
  'deleted items': 'trash',
};

export function roleOf(folder: Pick<ListResponse, 'specialUse' | 'path' | 'name'>): MailboxFolderRole | null {
  if (folder.specialUse && ROLE_BY_SPECIAL_USE[folder.specialUse])
    return ROLE_BY_SPECIAL_USE[folder.specialUse] ?? null;
  if (folder.path.toUpperCase() === 'INBOX') return 'inbox';
  return ROLE_BY_NAME[folder.name.toLowerCase()] ?? null;
}

const isLabel = (flag: string): flag is EmailLabel => (EMAIL_LABELS as readonly string[]).includes(flag);

export function flagsToColumns(flags: Set<string> | undefined) {
  const all = flags ?? new Set<string>();
  return {
    isRead: all.has('\\Seen'),
    isStarred: all.has('\\Flagged'),
    labels: [...all].map((flag) => flag.toLowerCase()).filter(isLabel),
  };
}

function addresses(value: AddressObject | AddressObject[] | undefined): EmailAddress[] {
  return [value ?? []]
    .flat()
    .flatMap((group) => group.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .map((entry) => ({ email: entry.address ?? '', name: entry.name ?? '' }))
    .filter((entry) => entry.email !== '');
}

function keySafe(fileName: string): string {
  const cleaned = fileName
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-80);
  return cleaned === '' ? 'file' : cleaned;
}

export interface SyncDeps {
  db: Db;
  storage: FileStorage;
}

/** Stores one fetched message (parsed by mailparser) and its attachments. */
async function storeMessage(
  deps: SyncDeps,
  mailbox: MailboxRow,
  folder: MailboxFolderRow,
  message: FetchMessageObject,
): Promise<void> {
  if (!message.source) return;
  const parsed = await simpleParser(message.source, { skipImageLinks: true, skipTextToHtml: true });
  const from = addresses(parsed.from)[0];
  const rowId = await insertMessage(deps.db, {
    mailboxId: mailbox.id,
    folderId: folder.id,
    uid: message.uid,
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references: [parsed.references ?? []].flat().join(' '),
    fromEmail: from?.email ?? '',
    fromName: from?.name ?? '',
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    bcc: addresses(parsed.bcc),
    subject: parsed.subject ?? '',
    textBody: parsed.text ?? '',
    htmlBody: typeof parsed.html === 'string' ? parsed.html : null,
    sentAt: parsed.date ?? (message.internalDate ? new Date(message.internalDate) : new Date()),
    ...flagsToColumns(message.flags),
  });
  if (rowId === undefined) return;
  for (const attachment of parsed.attachments) {
    if (attachment.related) continue; // inline images of the HTML are not offered as files
    const fileName = attachment.filename ?? 'attachment';
    const storageKey = `org-${mailbox.organizationId}/mailbox/${mailbox.id}/${randomUUID()}-${keySafe(fileName)}`;
    await deps.storage.put(storageKey, attachment.content, attachment.contentType);
    await insertAttachment(deps.db, {
      messageId: rowId,
      fileName,
      contentType: attachment.contentType,
      size: attachment.size,
      storageKey,
    });
  }
}

async function dropMessages(deps: SyncDeps, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const keys = await attachmentKeysOfMessages(deps.db, ids);
  await deleteMessages(deps.db, ids);
  for (const key of keys) await deps.storage.delete(key);
}

/**
 * Brings one open folder up to date: a changed UIDVALIDITY drops what was stored; then messages
 * above the last UID are fetched, flags of the stored ones refreshed, and the ones gone removed.
 * Call with the folder selected (a mailbox lock held).
 */
export async function syncOpenFolder(
  deps: SyncDeps,
  client: ImapFlow,
  mailbox: MailboxRow,
  folderRow: MailboxFolderRow,
) {
  const opened = client.mailbox;
  if (!opened) throw new Error(`folder ${folderRow.path} is not open`);
  let folder = folderRow;
  if (folder.uidValidity !== opened.uidValidity) {
    const stale = await messageUidsOfFolder(deps.db, folder.id);
    await dropMessages(
      deps,
      stale.map((m) => m.id),
    );
    folder = (await resetFolder(deps.db, folder.id, opened.uidValidity)) ?? folderRow;
  }
  const stored = await messageUidsOfFolder(deps.db, folder.id);
  const seen = new Set<number>();
  if (opened.exists > 0 && stored.length > 0) {
    for await (const message of client.fetch('1:*', { uid: true, flags: true }, { uid: true })) {
      seen.add(message.uid);
      const row = stored.find((s) => s.uid === message.uid);
      if (row) await updateMessages(deps.db, [row.id], flagsToColumns(message.flags));
    }
  }
  await dropMessages(
    deps,
    stored.filter((s) => !seen.has(s.uid)).map((s) => s.id),
  );
  let lastUid = folder.lastUid;
  // UIDNEXT of the SELECT goes stale under IDLE (EXISTS does not update it): always ask.
  if (opened.exists > 0) {
    const fresh: FetchMessageObject[] = [];
    for await (const message of client.fetch(
      `${folder.lastUid + 1}:*`,
      { uid: true, flags: true, source: true, internalDate: true },
      { uid: true },
    )) {
      // "n:*" always answers the last message, even below n.
      if (message.uid > folder.lastUid) fresh.push(message);
    }
    for (const message of fresh) {
      await storeMessage(deps, mailbox, folder, message);
      lastUid = Math.max(lastUid, message.uid);
    }
  }
  if (lastUid !== folder.lastUid) await setFolderLastUid(deps.db, folder.id, lastUid);
}

/** Lists the server's folders, keeps the template's ones (by special-use) and syncs each. */
export async function syncMailbox(
  deps: SyncDeps,
  client: ImapFlow,
  mailbox: MailboxRow,
  only?: MailboxFolderRole[],
) {
  const folders = await ensureFolders(deps, client, mailbox);
  for (const folder of folders) {
    if (only && !only.includes(folder.role)) continue;
    const lock = await client.getMailboxLock(folder.path);
    try {
      await syncOpenFolder(deps, client, mailbox, folder);
    } finally {
      lock.release();
    }
  }
}

/** The folder rows of the mailbox, one per role, created from the server's LIST the first time. */
export async function ensureFolders(
  deps: SyncDeps,
  client: ImapFlow,
  mailbox: MailboxRow,
): Promise<MailboxFolderRow[]> {
  const list = await client.list();
  const byRole = new Map<MailboxFolderRole, string>();
  for (const folder of list) {
    const role = roleOf(folder);
    if (role && !byRole.has(role)) byRole.set(role, folder.path);
  }
  for (const [role, path] of byRole)
    await insertFolderIfMissing(deps.db, { mailboxId: mailbox.id, path, role });
  // A folder no longer playing a role (renamed, deleted) is forgotten with its messages.
  for (const folderId of await folderIdsNotIn(deps.db, mailbox.id, [...byRole.values()])) {
    const messages = await messageUidsOfFolder(deps.db, folderId);
    await dropMessages(
      deps,
      messages.map((m) => m.id),
    );
    await deleteFolder(deps.db, folderId);
  }
  return listFolders(deps.db, mailbox.id);
}

export async function dropMailboxFiles(deps: SyncDeps, mailboxId: number) {
  await dropMessages(deps, await messageIdsOfMailbox(deps.db, mailboxId));
}
