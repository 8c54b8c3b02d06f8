// The one gate for mail to people outside the account (invoices, reminders, demand letters,
// invitations): a transport must be configured, the sender's address confirmed, the recipients few,
// and the organization within its sending rate and, while new, its daily quota. The outbox row is
// written in the caller's transaction, with the change the mail stands for (an invoice marked sent),
// so neither exists without the other; delivery starts once that transaction has committed.
import { MAX_MAIL_RECIPIENTS, mailRefusalCodes } from '@saldo/contracts/mail';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { insertOutboxMail, type OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { MINUTE_MS, now } from '../../lib/dates.ts';
import { findSender, lockOrganizationSending, recipientsSince } from './outside-mail.repository.ts';
import { countRecipients, dailyQuota, QUOTA_WINDOW_MS, SENDING_RATE } from './sending-limits.ts';

export interface Sender {
  organizationId: number;
  /** The user who sends; null for the automatic debt-collection schedule. */
  userId: number | null;
}

/** Adds the mail to the caller's transaction (checked again under the organization's lock). */
export type QueueMail = (mail: OutgoingMail) => Promise<void>;

async function check(ctx: AppContext, db: Db, sender: Sender, recipients: number): Promise<void> {
  if (ctx.mailer.transport === 'none')
    throw new AppError(503, 'sending.notConfigured', { code: mailRefusalCodes.notConfigured });
  const found = await findSender(db, sender.organizationId, sender.userId);
  if (!found?.confirmed)
    throw new AppError(
      403,
      sender.userId === null ? 'sending.noConfirmedAdmin' : 'sending.unconfirmedSender',
      {
        code: mailRefusalCodes.unconfirmedSender,
      },
    );
  if (recipients > MAX_MAIL_RECIPIENTS)
    throw new AppError(400, 'sending.tooManyRecipients', {
      code: mailRefusalCodes.tooManyRecipients,
      params: { max: MAX_MAIL_RECIPIENTS, count: recipients },
    });
  const at = now();
  const recent = await recipientsSince(
    db,
    sender.organizationId,
    new Date(at.getTime() - SENDING_RATE.windowMs),
  );
  if (recent + recipients > SENDING_RATE.recipients)
    throw new AppError(429, 'sending.rateLimited', {
      code: mailRefusalCodes.rateLimited,
      params: { max: SENDING_RATE.recipients, minutes: SENDING_RATE.windowMs / MINUTE_MS },
    });
  const quota = dailyQuota(found.createdAt, at);
  if (!quota) return;
  const today = await recipientsSince(db, sender.organizationId, new Date(at.getTime() - QUOTA_WINDOW_MS));
  if (today + recipients > quota.recipients)
    throw new AppError(429, 'sending.dailyQuota', {
      code: mailRefusalCodes.dailyQuota,
      params: { max: quota.recipients },
    });
}

/**
 * Every rule, without the lock: called before expensive work (rendering a PDF) so a refusal costs
 * little. `sendingTransaction` checks again, under the lock, before it writes anything.
 */
export function assertMaySend(ctx: AppContext, sender: Sender, mail: Pick<OutgoingMail, 'to' | 'cc'>) {
  return check(ctx, ctx.db, sender, countRecipients(mail.to, mail.cc));
}

/**
 * Runs `work` in one transaction in which `queue` checks and records mail to others; after the
 * commit the recorded mail is handed to the transport. A refusal (AppError) rolls everything back.
 */
export async function sendingTransaction<T>(
  ctx: AppContext,
  sender: Sender,
  work: (tx: Db, queue: QueueMail) => Promise<T>,
): Promise<T> {
  const queued: { id: number; mail: OutgoingMail }[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    let locked = false;
    return work(tx, async (mail) => {
      if (!locked) await lockOrganizationSending(tx, sender.organizationId);
      locked = true;
      const recipientCount = countRecipients(mail.to, mail.cc);
      await check(ctx, tx, sender, recipientCount);
      const id = await insertOutboxMail(tx, mail, { organizationId: sender.organizationId, recipientCount });
      queued.push({ id, mail });
    });
  });
  for (const { id, mail } of queued) ctx.mailer.dispatch(id, mail);
  return result;
}
