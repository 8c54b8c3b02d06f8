import { isLanguage, type Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { insertOutboxMail, type OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { digestMail, eventMail } from './notification-mail.ts';
import {
  claimDigest,
  claimEventMails,
  countUnread,
  listNotifications,
  markEventMailsSent,
  usersDueADigest,
} from './notifications.repository.ts';

/** Events e-mailed per transaction: a burst of 10,000 goes out in batches, none held long. */
const BATCH = 200;
/** The digest lists this many unread events and counts the rest. */
export const DIGEST_ITEMS = 20;
/** The digest goes out from this hour of the Warsaw morning. */
export const DIGEST_HOUR = 7;

const warsawHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  hour: '2-digit',
  hourCycle: 'h23',
});
const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

type MailContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * Turns the events users chose by e-mail into outbox mail, in the same transaction that marks them
 * sent, then hands the mail to the transport. With no transport they wait (pruned with the bell's
 * events): nothing is marked sent that was not written. Returns how many were e-mailed.
 */
export async function sendEventMails(ctx: MailContext): Promise<number> {
  if (ctx.mailer.transport === 'none') return 0;
  let total = 0;
  for (;;) {
    const queued = await ctx.db.transaction(async (tx) => {
      const events = await claimEventMails(tx, BATCH);
      const written: { id: number; mail: OutgoingMail }[] = [];
      for (const event of events) {
        if (event.email === '') continue;
        const mail = eventMail(
          { email: event.email, fullName: event.fullName, language: languageOf(event.language) },
          event,
          ctx.config.appUrl,
        );
        written.push({ id: await insertOutboxMail(tx, mail), mail });
      }
      await markEventMailsSent(
        tx,
        events.map((event) => event.id),
      );
      return { taken: events.length, written };
    });
    for (const { id, mail } of queued.written) ctx.mailer.dispatch(id, mail);
    total += queued.written.length;
    if (queued.taken < BATCH) return total;
  }
}

/**
 * The daily digests due at `at`: from DIGEST_HOUR Warsaw time, one per user and Warsaw day, and only
 * when something is unread. Claiming the day and writing the mail share a transaction, so a crash
 * leaves the day unclaimed and the next run sends it.
 */
export async function sendDigests(ctx: MailContext, at = new Date()): Promise<number> {
  if (ctx.mailer.transport === 'none') return 0;
  if (Number(warsawHour.format(at)) < DIGEST_HOUR) return 0;
  const today = todayInPoland(at);
  let sent = 0;
  for (const user of await usersDueADigest(ctx.db, today)) {
    const queued = await ctx.db.transaction(async (tx: Db) => {
      if (!(await claimDigest(tx, user.userId, today))) return null;
      const unread = await listNotifications(tx, user.userId, {
        limit: DIGEST_ITEMS,
        unreadOnly: true,
      });
      if (unread.length === 0) return null;
      const total = await countUnread(tx, user.userId);
      const mail = digestMail(
        { email: user.email, fullName: user.fullName, language: languageOf(user.language) },
        unread,
        total,
        ctx.config.appUrl,
      );
      return { id: await insertOutboxMail(tx, mail), mail };
    });
    if (queued) {
      ctx.mailer.dispatch(queued.id, queued.mail);
      sent += 1;
    }
  }
  return sent;
}
