import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
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

export async function markOutboxDeliveryStarted(db: Db, id: number) {
  await db.update(mailOutbox).set({ deliveryStartedAt: new Date() }).where(eq(mailOutbox.id, id));
}

/**
 * Claims mail that a committed transaction wrote but no SMTP hand-off finished: never begun and older
 * than `unstartedAfterMs` (the request's own hand-off had time to begin), or begun longer ago than
 * `startedAfterMs` (the process died mid-delivery). SKIP LOCKED and the claim's timestamp keep two
 * instances from taking the same row. Delivery is at least once: a process that died after SMTP took
 * a mail but before `sent_at` was written sends it again.
 */
export async function claimUndeliveredMail(
  db: Db,
  {
    limit,
    unstartedAfterMs,
    startedAfterMs,
  }: { limit: number; unstartedAfterMs: number; startedAfterMs: number },
): Promise<(OutgoingMail & { id: number })[]> {
  const now = Date.now();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.error),
        or(
          and(
            isNull(mailOutbox.deliveryStartedAt),
            lt(mailOutbox.createdAt, new Date(now - unstartedAfterMs)),
          ),
          lt(mailOutbox.deliveryStartedAt, new Date(now - startedAfterMs)),
        ),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ deliveryStartedAt: new Date(now) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    ...(row.cc ? { cc: row.cc } : {}),
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: row.attachments,
  }));
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
