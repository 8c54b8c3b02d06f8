import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChatStatus } from '@saldo/contracts/chat';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * One conversation (issue 24): either two users of the organization ('direct', the pair kept
 * ordered so it is unique), or a client user's support channel with the company ('support'), which
 * every administrator and accountant of the organization reads and answers.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'direct' | 'support'>().notNull(),
    /** 'direct': the smaller and the larger user id. */
    userLowId: integer('user_low_id').references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'support': the client user whose channel it is. */
    clientUserId: integer('client_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_direct_key').on(t.userLowId, t.userHighId),
    uniqueIndex('chat_conversations_support_key').on(t.clientUserId),
    index('chat_conversations_organization_idx').on(t.organizationId),
    check(
      'chat_conversations_kind_check',
      sql`(${t.kind} = 'direct' and ${t.userLowId} < ${t.userHighId} and ${t.clientUserId} is null)
        or (${t.kind} = 'support' and ${t.clientUserId} is not null and ${t.userLowId} is null and ${t.userHighId} is null)`,
    ),
  ],
);

/** A message; `body` is plain text (rendered as text, never HTML). An attachment lives in the file storage. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // History paged backwards and catch-up after an id both walk this index.
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_body_length_check', sql`char_length(${t.body}) <= 10000`),
  ],
);

/** How far each participant has read a conversation: unseen = later messages of others. */
export const chatReads = pgTable(
  'chat_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * Presence: the status the user chose, when a live connection last reported them (every instance
 * refreshes its connected users), and when they last did something.
 */
export const chatPresence = pgTable('chat_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chosenStatus: text('chosen_status').$type<ChatStatus>().notNull().default('online'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
});
