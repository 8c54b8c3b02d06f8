import { randomBytes } from 'node:crypto';
import {
  CHAT_ATTACHMENT_TYPES,
  CHAT_LIMITS,
  COMPANY_CONTACT_ID,
  type Chat,
  type ChatContact,
  type ChatContactWithChat,
  type ChatMessage,
  type ChatProfileUser,
  type ChatQuery,
  type ChatSearchResults,
  type ChatStatus,
  type ChatsAndContacts,
  type SentChatMessage,
} from '@saldo/contracts/chat';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { detectFileType } from '../../lib/file-type.ts';
import { avatarUrl } from '../auth/user-data.ts';
import { notify } from '../notifications/notifications.repository.ts';
import {
  ensureConversation,
  findConversation,
  findConversationById,
  findMessage,
  insertMessage,
  listChatUsers,
  listConversationSummaries,
  listMessages,
  listStaffIds,
  markRead,
  organizationName,
  publish,
  searchMessages,
  setChosenStatus,
  type ChatUserRow,
  type ConversationKey,
  type ConversationRow,
  type MessageRow,
} from './chat.repository.ts';

/** A live connection refreshes its users at least this often; older means they left. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
const ONLINE_WINDOW_MS = 2.5 * PRESENCE_HEARTBEAT_MS;
/** Someone who chose "online" but did nothing this long shows as away. */
const AWAY_AFTER_MS = 5 * 60_000;

const isStaff = (role: string) => role === 'admin' || role === 'accountant';

export function statusOf(
  row: Pick<ChatUserRow, 'chosenStatus' | 'lastSeenAt' | 'lastActiveAt'>,
  at = Date.now(),
) {
  if (!row.lastSeenAt || at - row.lastSeenAt.getTime() > ONLINE_WINDOW_MS) return 'offline';
  const chosen = row.chosenStatus ?? 'online';
  if (chosen !== 'online') return chosen;
  return row.lastActiveAt && at - row.lastActiveAt.getTime() > AWAY_AFTER_MS ? 'away' : 'online';
}

/** The company seen by a client: as present as its most present staff member. */
function companyStatus(staff: ChatUserRow[], at: number): ChatStatus {
  const statuses = new Set(staff.map((row) => statusOf(row, at)));
  for (const status of ['online', 'busy', 'away'] as const) if (statuses.has(status)) return status;
  return 'offline';
}

function toContact(row: ChatUserRow, at: number): ChatContact {
  return {
    id: row.id,
    fullName: row.fullName,
    role: row.role,
    about: row.bio ?? '',
    avatar: row.avatarKey ? avatarUrl(row.avatarKey) : null,
    status: statusOf(row, at),
  };
}

export const attachmentUrl = (messageId: number) => `/api/apps/chat/attachments/${messageId}`;

export function toMessage(row: MessageRow): ChatMessage {
  const attachment =
    row.attachmentKey && row.attachmentName && row.attachmentType
      ? {
          fileName: row.attachmentName,
          size: row.attachmentSize ?? 0,
          mimeType: row.attachmentType as (typeof CHAT_ATTACHMENT_TYPES)[number],
          url: attachmentUrl(row.id),
        }
      : null;
  return {
    id: row.id,
    message: row.body,
    time: row.createdAt.toISOString(),
    senderId: row.senderId,
    senderName: row.senderName ?? '',
    attachment,
  };
}

/** The contacts a user may chat with: a client only the company; staff every other active user. */
async function reachableContacts(
  db: Db,
  caller: Caller,
): Promise<{ contacts: ChatContact[]; users: ChatUserRow[] }> {
  const at = Date.now();
  const everyone = await listChatUsers(db, caller.organizationId);
  if (isStaff(caller.role))
    return {
      contacts: everyone.filter((row) => row.id !== caller.id).map((row) => toContact(row, at)),
      users: everyone,
    };
  if (caller.role !== 'client') return { contacts: [], users: everyone };
  const company: ChatContact = {
    id: COMPANY_CONTACT_ID,
    fullName: await organizationName(db, caller.organizationId),
    role: 'company',
    about: '',
    avatar: null,
    status: companyStatus(
      everyone.filter((row) => isStaff(row.role)),
      at,
    ),
  };
  return { contacts: [company], users: everyone };
}

/**
 * The conversation a caller means by a contact id, or 403: a client reaches only the company (0);
 * staff reach every other active user of their organization (a client through its support channel).
 */
async function resolveContact(
  db: Db,
  caller: Caller,
  contactId: number,
): Promise<{ key: ConversationKey; contact: ChatContact }> {
  if (caller.role === 'client') {
    if (contactId !== COMPANY_CONTACT_ID) throw forbidden();
    const { contacts } = await reachableContacts(db, caller);
    const company = contacts[0];
    if (!company) throw forbidden();
    return {
      key: { kind: 'support', organizationId: caller.organizationId, clientUserId: caller.id },
      contact: company,
    };
  }
  if (!isStaff(caller.role) || contactId === caller.id || contactId === COMPANY_CONTACT_ID) throw forbidden();
  const [target] = await listChatUsers(db, caller.organizationId, [contactId]);
  if (!target) throw forbidden();
  const contact = toContact(target, Date.now());
  if (target.role === 'client')
    return {
      key: { kind: 'support', organizationId: caller.organizationId, clientUserId: target.id },
      contact,
    };
  if (!isStaff(target.role)) throw forbidden();
  return {
    key: {
      kind: 'direct',
      organizationId: caller.organizationId,
      low: Math.min(caller.id, target.id),
      high: Math.max(caller.id, target.id),
    },
    contact,
  };
}

/** Whether the user takes part in the conversation. */
export function takesPart(conversation: ConversationRow, user: Caller): boolean {
  if (conversation.organizationId !== user.organizationId) return false;
  if (conversation.kind === 'direct')
    return conversation.userLowId === user.id || conversation.userHighId === user.id;
  return conversation.clientUserId === user.id || isStaff(user.role);
}

/** Who hears of a conversation's news: its pair, or the client and the organization's active staff. */
export async function participantsOf(db: Db, conversation: ConversationRow): Promise<number[]> {
  if (conversation.kind === 'direct')
    return [conversation.userLowId, conversation.userHighId].filter((id): id is number => id !== null);
  const staff = await listStaffIds(db, conversation.organizationId);
  return conversation.clientUserId === null ? staff : [conversation.clientUserId, ...staff];
}

/** The contact id a participant knows the conversation by. */
function contactIdFor(conversation: ConversationRow, viewer: Caller): number {
  if (conversation.kind === 'support')
    return conversation.clientUserId === viewer.id ? COMPANY_CONTACT_ID : (conversation.clientUserId ?? 0);
  return conversation.userLowId === viewer.id
    ? (conversation.userHighId ?? 0)
    : (conversation.userLowId ?? 0);
}

async function profileUser(db: Db, caller: Caller, users: ChatUserRow[]): Promise<ChatProfileUser> {
  const me =
    users.find((row) => row.id === caller.id) ??
    (await listChatUsers(db, caller.organizationId, [caller.id]))[0];
  if (!me) throw forbidden();
  return { ...toContact(me, Date.now()), chosenStatus: me.chosenStatus ?? 'online' };
}

export async function getProfileUser(db: Db, caller: Caller): Promise<ChatProfileUser> {
  return profileUser(db, caller, await listChatUsers(db, caller.organizationId, [caller.id]));
}

export async function chatsAndContacts(db: Db, caller: Caller): Promise<ChatsAndContacts> {
  const { contacts, users } = await reachableContacts(db, caller);
  const summaries = await listConversationSummaries(db, { ...caller, isStaff: isStaff(caller.role) });
  const byContact = new Map(summaries.map((row) => [contactIdFor(row, caller), row]));
  const chatsContacts: ChatContactWithChat[] = [];
  const rest: ChatContact[] = [];
  for (const contact of contacts) {
    const summary = byContact.get(contact.id);
    if (!summary || summary.lastId === null) {
      rest.push(contact);
      continue;
    }
    chatsContacts.push({
      ...contact,
      chat: {
        id: summary.id,
        unseenMsgs: summary.unseen,
        lastMessage: {
          message: summary.lastBody || summary.lastAttachmentName || '',
          time: (summary.lastAt ?? new Date()).toISOString(),
          senderId: summary.lastSenderId,
        },
      },
    });
  }
  chatsContacts.sort((a, b) => b.chat.lastMessage.time.localeCompare(a.chat.lastMessage.time));
  return { chatsContacts, contacts: rest, profileUser: await profileUser(db, caller, users) };
}

/**
 * One chat's messages. Opening it (the newest page, or the catch-up after an id) marks it read: the
 * unseen count goes to 0, as the seed says. Paging back through history changes nothing.
 */
export async function getChat(db: Db, caller: Caller, contactId: number, query: ChatQuery): Promise<Chat> {
  const { key, contact } = await resolveContact(db, caller, contactId);
  const conversation = await findConversation(db, key);
  if (!conversation) {
    return { chat: { id: null, userId: contactId, unseenMsgs: 0, messages: [], hasMore: false }, contact };
  }
  const page = await listMessages(db, conversation.id, query);
  const newest = page.rows.at(-1);
  if (query.beforeId === undefined && newest) await markRead(db, conversation.id, caller.id, newest.id);
  return {
    chat: {
      id: conversation.id,
      userId: contactId,
      unseenMsgs: 0,
      messages: page.rows.map(toMessage),
      hasMore: query.afterId === undefined ? page.hasMore : false,
    },
    contact,
  };
}

export interface ChatUpload {
  fileName: string;
  data: Uint8Array;
}

export const attachmentTooLarge = () =>
  new AppError(413, 'chat.attachmentTooLarge', {
    params: { max: CHAT_LIMITS.attachmentBytes / 1024 / 1024 },
  });

/**
 * Issue 28, "a chat message while away": a participant not on the live channel (offline) or away gets
 * a bell event, in the message's transaction. One unread per conversation is enough: a burst of
 * messages to someone on holiday leaves a single event until they read it.
 */
async function tellAbsentParticipants(
  tx: Db,
  sender: Caller,
  conversationId: number,
  participants: readonly number[],
): Promise<void> {
  const others = participants.filter((id) => id !== sender.id);
  if (others.length === 0) return;
  const rows = await listChatUsers(tx, sender.organizationId, [...others, sender.id]);
  const name = rows.find((row) => row.id === sender.id)?.fullName ?? '';
  const at = Date.now();
  for (const row of rows) {
    if (row.id === sender.id) continue;
    const status = statusOf(row, at);
    if (status !== 'away' && status !== 'offline') continue;
    await notify(tx, {
      organizationId: sender.organizationId,
      kind: 'chatMessage',
      params: { name },
      link: '/apps/chat',
      userId: row.id,
      once: { key: `chat-${conversationId}`, unreadOnly: true },
    });
  }
}

/** A message (text, an attachment, or both) from the caller to a contact, pushed live on commit. */
export async function sendMessage(
  ctx: Pick<AppContext, 'db'>,
  storage: FileStorage | undefined,
  caller: Caller,
  contactId: number,
  input: { message: string; senderId?: number; upload?: ChatUpload },
): Promise<SentChatMessage> {
  if (input.senderId !== undefined && input.senderId !== caller.id) throw forbidden();
  // PostgreSQL text cannot hold U+0000; nothing a person types needs it.
  const body = input.message.replaceAll('\u0000', '');
  if (body.length > CHAT_LIMITS.message)
    throw new AppError(400, 'chat.messageTooLong', { params: { max: CHAT_LIMITS.message } });
  if (body.trim() === '' && !input.upload) throw new AppError(400, 'chat.messageEmpty');
  const { key } = await resolveContact(ctx.db, caller, contactId);
  let attachment: { key: string; name: string; type: string; size: number } | undefined;
  if (input.upload) {
    if (!storage) throw new AppError(400, 'chat.attachmentType');
    if (input.upload.data.length > CHAT_LIMITS.attachmentBytes) throw attachmentTooLarge();
    const type = detectFileType(input.upload.data);
    if (!type || !(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(type))
      throw new AppError(400, 'chat.attachmentType');
    const name = input.upload.fileName.replaceAll('\u0000', '').slice(0, 200) || 'file';
    const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
    const storageKey = `org-${caller.organizationId}/chat/${randomBytes(12).toString('hex')}-${safe}`;
    await storage.put(storageKey, input.upload.data, type);
    attachment = { key: storageKey, name, type, size: input.upload.data.length };
  }
  return ctx.db.transaction(async (tx) => {
    const conversation = await ensureConversation(tx, key);
    const inserted = await insertMessage(tx, {
      conversationId: conversation.id,
      organizationId: caller.organizationId,
      senderId: caller.id,
      body,
      attachmentKey: attachment?.key ?? null,
      attachmentName: attachment?.name ?? null,
      attachmentType: attachment?.type ?? null,
      attachmentSize: attachment?.size ?? null,
    });
    // The sender has read their own message.
    await markRead(tx, conversation.id, caller.id, inserted.id);
    const participants = await participantsOf(tx, conversation);
    await publish(tx, participants, {
      type: 'chat.message',
      chatId: conversation.id,
      id: inserted.id,
      senderId: caller.id,
    });
    await tellAbsentParticipants(tx, caller, conversation.id, participants);
    const row = await findMessage(tx, inserted.id);
    if (!row) throw new Error('chat message not found after insert');
    return { newMessageData: toMessage(row), chatId: conversation.id };
  });
}

/** An attachment the caller may read (they take part in its conversation), else 404. */
export async function readAttachment(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  messageId: number,
): Promise<{ fileName: string; mimeType: string; data: Uint8Array }> {
  const notFound = () => new AppError(404, 'http.notFound');
  const message = await findMessage(db, messageId);
  if (!message?.attachmentKey || !message.attachmentType) throw notFound();
  const conversation = await findConversationById(db, message.conversationId);
  if (!conversation || !takesPart(conversation, caller)) throw notFound();
  const data = await storage.get(message.attachmentKey);
  if (!data) throw notFound();
  return { fileName: message.attachmentName ?? 'file', mimeType: message.attachmentType, data };
}

/** Messages of the caller's conversations containing `q`, newest first. */
export async function searchChats(db: Db, caller: Caller, q: string): Promise<ChatSearchResults> {
  const summaries = await listConversationSummaries(db, { ...caller, isStaff: isStaff(caller.role) });
  const rows = await searchMessages(
    db,
    summaries.map((row) => row.id),
    q,
    50,
  );
  const byId = new Map(summaries.map((row) => [row.id, row]));
  return {
    results: rows.flatMap((row) => {
      const conversation = byId.get(row.conversationId);
      return conversation
        ? [
            {
              chatId: conversation.id,
              contactId: contactIdFor(conversation, caller),
              message: toMessage(row),
            },
          ]
        : [];
    }),
  };
}

/** Who hears of a user's presence: staff hear of everyone, clients only of staff (the company). */
async function presenceAudience(db: Db, user: Caller): Promise<number[]> {
  if (isStaff(user.role)) return (await listChatUsers(db, user.organizationId)).map((row) => row.id);
  return listStaffIds(db, user.organizationId);
}

export async function announcePresence(db: Db, user: Caller): Promise<void> {
  await publish(db, await presenceAudience(db, user), { type: 'chat.presence', userId: user.id });
}

export async function setStatus(db: Db, caller: Caller, status: ChatStatus): Promise<ChatProfileUser> {
  await setChosenStatus(db, caller.id, status);
  await announcePresence(db, caller);
  return getProfileUser(db, caller);
}

/** "Typing…" to the other participants of an existing conversation; silently nothing otherwise. */
export async function announceTyping(db: Db, caller: Caller, contactId: number): Promise<void> {
  const resolved = await resolveContact(db, caller, contactId).catch(() => undefined);
  if (!resolved) return;
  const conversation = await findConversation(db, resolved.key);
  if (!conversation) return;
  const others = (await participantsOf(db, conversation)).filter((id) => id !== caller.id);
  await publish(db, others, { type: 'chat.typing', chatId: conversation.id, userId: caller.id });
}
