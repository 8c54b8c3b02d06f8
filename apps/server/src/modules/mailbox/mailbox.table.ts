import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EmailAddress, EmailLabel, MailboxSyncState } from '@saldo/contracts/email';
import { blank } from '../../db/columns.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * A user's own mailbox (issue 24): one per user, read over IMAP and written through SMTP. The
 * passwords are sealed with SECRETS_KEY (lib/secret-box.ts) and never leave the server.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imapHost: text('imap_host').notNull(),
    imapPort: integer('imap_port').notNull(),
    imapSecure: boolean('imap_secure').notNull(),
    imapUser: text('imap_user').notNull(),
    imapPasswordSealed: text('imap_password_sealed').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    smtpSecure: boolean('smtp_secure').notNull(),
    smtpUser: text('smtp_user').notNull(),
    smtpPasswordSealed: text('smtp_password_sealed').notNull(),
    fromName: blank('from_name'),
    fromEmail: text('from_email').notNull(),
    syncState: text('sync_state').$type<MailboxSyncState>().notNull().default('idle'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    syncError: text('sync_error'),
    syncErrorAt: timestamp('sync_error_at', { withTimezone: true }),
    /**
     * Which server instance holds the mailbox's IMAP IDLE connection, until when (the database's
     * clock): with several instances on one database only the holder watches, renewing the lease;
     * another takes over when it lapses (the holder died).
     */
    watchHolder: text('watch_holder'),
    watchLeaseUntil: timestamp('watch_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mailboxes_user_idx').on(t.userId),
    index('mailboxes_organization_idx').on(t.organizationId),
  ],
);
export type MailboxRow = typeof mailboxes.$inferSelect;

/** The role a folder plays: the seed's folders by special-use, 'other' for the rest (not synced). */
export type MailboxFolderRole = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';

/** A synced IMAP folder and how far it was read: a new UIDVALIDITY throws its messages away. */
export const mailboxFolders = pgTable(
  'mailbox_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    role: text('role').$type<MailboxFolderRole>().notNull(),
    uidValidity: bigint('uid_validity', { mode: 'bigint' }),
    /** The highest UID stored; the next sync fetches above it. */
    lastUid: integer('last_uid').notNull().default(0),
  },
  (t) => [uniqueIndex('mailbox_folders_path_idx').on(t.mailboxId, t.path)],
);
export type MailboxFolderRow = typeof mailboxFolders.$inferSelect;

/** A message of a synced folder, as mailparser read it. The HTML is kept raw and sanitized on read. */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => mailboxFolders.id, { onDelete: 'cascade' }),
    uid: integer('uid').notNull(),
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    references: blank('references'),
    fromEmail: blank('from_email'),
    fromName: blank('from_name'),
    to: jsonb('to').$type<EmailAddress[]>().notNull().default([]),
    cc: jsonb('cc').$type<EmailAddress[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<EmailAddress[]>().notNull().default([]),
    subject: blank('subject'),
    textBody: blank('text_body'),
    htmlBody: text('html_body'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    labels: text('labels')
      .array()
      .$type<EmailLabel[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('mailbox_messages_uid_idx').on(t.folderId, t.uid),
    index('mailbox_messages_mailbox_idx').on(t.mailboxId, t.sentAt),
  ],
);
export type MailboxMessageRow = typeof mailboxMessages.$inferSelect;

/** A message's attachment, its bytes in the file storage. */
export const mailboxAttachments = pgTable(
  'mailbox_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailboxMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [index('mailbox_attachments_message_idx').on(t.messageId)],
);
export type MailboxAttachmentRow = typeof mailboxAttachments.$inferSelect;
