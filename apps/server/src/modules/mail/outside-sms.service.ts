// SMS to a debtor go through the same gate as mail to others: the sender's address confirmed (or, for
// the automatic schedule, an administrator's), and the organization within the sending rate and, while
// new, the daily quota; counted in text messages from sms_log under the organization's sending lock.
// The gateway is the server's own account, so a throw-away organization must not spend it either.
// Unlike mail there is no outbox to hand over later: the gateway answers at once, so the SMS is
// reserved (committed) first, sent outside any transaction, and recorded as sent only once the
// gateway took it, in the transaction that writes the caller's entry.
import { smsRefusalCodes } from '@saldo/contracts/mail';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { insertSmsLog, markSmsLog, smsSince } from '../../integrations/sms/sms-log.repository.ts';
import { SmsError, type SentSms } from '../../integrations/sms/sms-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { MINUTE_MS, now } from '../../lib/dates.ts';
import { findSender, lockOrganizationSending } from './outside-mail.repository.ts';
import type { Sender } from './outside-mail.service.ts';
import { dailyQuota, QUOTA_WINDOW_MS, SENDING_RATE } from './sending-limits.ts';

async function check(db: Db, sender: Sender): Promise<void> {
  const found = await findSender(db, sender.organizationId, sender.userId);
  if (!found?.confirmed)
    throw new AppError(
      403,
      sender.userId === null ? 'sending.noConfirmedAdmin' : 'sending.unconfirmedSender',
      { code: smsRefusalCodes.unconfirmedSender },
    );
  const at = now();
  const recent = await smsSince(db, sender.organizationId, new Date(at.getTime() - SENDING_RATE.windowMs));
  if (recent + 1 > SENDING_RATE.recipients)
    throw new AppError(429, 'sending.smsRateLimited', {
      code: smsRefusalCodes.rateLimited,
      params: { max: SENDING_RATE.recipients, minutes: SENDING_RATE.windowMs / MINUTE_MS },
    });
  const quota = dailyQuota(found.createdAt, at);
  if (!quota) return;
  const today = await smsSince(db, sender.organizationId, new Date(at.getTime() - QUOTA_WINDOW_MS));
  if (today + 1 > quota.recipients)
    throw new AppError(429, 'sending.smsDailyQuota', {
      code: smsRefusalCodes.dailyQuota,
      params: { max: quota.recipients },
    });
}

/**
 * Sends one SMS to `to` through `send` once the sending rules allow it, then runs `record` in the
 * transaction that marks it sent. A refusal (AppError) reserves nothing; a gateway error is thrown on
 * after the reservation is marked refused (it stops counting) or unknown (a time-out: it may have gone).
 */
export async function sendOutsideSms<T>(
  ctx: AppContext,
  sender: Sender,
  to: string,
  send: () => Promise<SentSms>,
  record: (tx: Db, sent: SentSms) => Promise<T>,
): Promise<T> {
  const id = await ctx.db.transaction(async (tx) => {
    await lockOrganizationSending(tx, sender.organizationId);
    await check(tx, sender);
    return insertSmsLog(tx, { organizationId: sender.organizationId, userId: sender.userId, recipient: to });
  });
  let sent: SentSms;
  try {
    sent = await send();
  } catch (error) {
    const refused = error instanceof SmsError && error.kind !== 'unavailable';
    await markSmsLog(ctx.db, id, {
      status: refused ? 'refused' : 'unknown',
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    await markSmsLog(tx, id, { status: 'sent', providerId: sent.id, recipient: sent.number });
    return record(tx, sent);
  });
}
