import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail (an invoice PDF), kept until delivered. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/**
 * Every e-mail the server writes. With the test-mode transport (SMTP_URL=outbox:) this is the only
 * copy (development, tests, e2e read the links from here); with SMTP it is the delivery log: sent_at
 * on success, error on failure. Mail an organization sends to others carries its organization_id and
 * number of recipients: the sending limits are counted from these rows, so they hold across
 * instances and restarts.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    cc: text('cc').notNull().default(''),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When an SMTP hand-off last began. Mail committed but never handed over (the process died after
     * the commit) has none: the delivery job finds it by that, without racing a hand-off under way.
     */
    deliveryStartedAt: timestamp('delivery_started_at', { withTimezone: true }),
    error: text('error'),
    /** Null for account mail (links to the user's own address), which the sending limits ignore. */
    organizationId: integer('organization_id'),
    recipientCount: integer('recipient_count').notNull().default(0),
  },
  (t) => [
    index('mail_outbox_recipient_idx').on(t.recipient),
    index('mail_outbox_organization_idx').on(t.organizationId, t.createdAt),
  ],
);
