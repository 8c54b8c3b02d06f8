import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, type OutboxAttachment } from './outbox.table.ts';

export interface OutgoingMail {
  /** One address, or several separated by commas. */
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachment[];
}

/** `sender` is set for mail to others, which counts against the organization's sending limits. */
export async function insertOutboxMail(
  db: Db,
  mail: OutgoingMail,
  sender?: { organizationId: number; recipientCount: number },
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: mail.to,
      cc: mail.cc ?? '',
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments ?? [],
      ...(sender ?? {}),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/**
 * Records the outcome of an SMTP delivery. A delivered mail's bodies are blanked: they hold one-time
 * links whose tokens the database otherwise keeps only hashed, and a copy in the outbox would hand
 * them to anyone who can read the table. Recipient, subject and time stay as the delivery log.
 */
export async function markOutboxMail(db: Db, id: number, outcome: { sentAt: Date } | { error: string }) {
  await db
    .update(mailOutbox)
    .set(
      'sentAt' in outcome
        ? { sentAt: outcome.sentAt, error: null, textBody: '', htmlBody: '', attachments: [] }
        : { error: outcome.error },
    )
    .where(eq(mailOutbox.id, id));
}
