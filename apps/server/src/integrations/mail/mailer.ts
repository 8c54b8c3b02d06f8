import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { runInDbScope } from '../../db/db-scope.ts';
import { failureDetail } from '../service-failure.ts';
import {
  claimUndeliveredMail,
  insertOutboxMail,
  markOutboxDeliveryStarted,
  markOutboxMail,
  type OutgoingMail,
} from './outbox.repository.ts';

/** A request's own hand-off begins right after its commit; a row still unstarted after this was orphaned. */
const ORPHANED_AFTER_MS = 2 * 60_000;
/** Longer than nodemailer's connection, greeting and socket time-outs together: that delivery died. */
const STALLED_AFTER_MS = 15 * 60_000;

export type MailTransport = Config['mailTransport'];

export interface Mailer {
  readonly transport: MailTransport;
  /**
   * Account mail to the user's own address (confirmation and password links): recorded in the outbox
   * and, with SMTP, delivered in the background. With no transport it is dropped with a warning, since
   * these requests answer the same whether or not a mail went out (no account enumeration).
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Delivers mail whose outbox row a committed transaction wrote (see modules/mail/outside-mail): over
   * SMTP in the background; the test-mode outbox keeps the row as it is.
   */
  dispatch(id: number, mail: OutgoingMail): void;
  /**
   * Hands over mail whose row was committed but never delivered (the process died in between), so a
   * status such as an invoice's 'sent' is always followed by the mail. Returns how many were taken.
   */
  deliverOrphaned(limit?: number): Promise<number>;
  /** Waits for deliveries still under way, then closes the SMTP connection (shutdown). */
  close(): Promise<void>;
}

interface Deps {
  db: Db;
  config: Pick<Config, 'mailTransport' | 'smtpUrl' | 'mailFrom'>;
  log: FastifyBaseLogger;
}

export function createMailer({ db, config, log }: Deps): Mailer {
  const smtp = config.mailTransport === 'smtp' && config.smtpUrl ? createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail): Promise<void> {
    if (!smtp) return;
    try {
      await markOutboxDeliveryStarted(db, id);
      await smtp.sendMail({
        from: config.mailFrom,
        to: mail.to,
        ...(mail.cc ? { cc: mail.cc } : {}),
        subject: mail.subject,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
        text: mail.text,
        html: mail.html,
      });
      await markOutboxMail(db, id, { sentAt: new Date() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // An SMTP server that is down or refuses a recipient is an everyday condition: one warning line.
      log.warn({ mailId: id, reason: failureDetail(error) }, 'mail delivery failed');
      await markOutboxMail(db, id, { error: message }).catch((markError: unknown) =>
        log.error({ err: markError, mailId: id }, 'could not record the mail delivery failure'),
      );
    }
  }

  function dispatch(id: number, mail: OutgoingMail) {
    if (!smtp) return;
    // Not awaited: an SMTP round trip must not slow the request down, and its duration would tell
    // an observer whether an address has an account (forgot-password answers the same either way).
    // Outside the request's database scope, which is cancelled once the client has its answer.
    const detached = { signal: new AbortController().signal, lane: 'main' as const, statementTimeoutMs: 0 };
    const delivery = runInDbScope(detached, () => deliver(id, mail)).finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  return {
    transport: config.mailTransport,
    async send(mail) {
      if (config.mailTransport === 'none') {
        log.warn(`no mail transport configured (SMTP_URL): "${mail.subject}" was not sent`);
        return;
      }
      dispatch(await insertOutboxMail(db, mail), mail);
    },
    dispatch,
    async deliverOrphaned(limit = 20) {
      if (!smtp) return 0;
      const due = await claimUndeliveredMail(db, {
        limit,
        unstartedAfterMs: ORPHANED_AFTER_MS,
        startedAfterMs: STALLED_AFTER_MS,
      });
      for (const { id, ...mail } of due) await deliver(id, mail);
      return due.length;
    },
    async close() {
      await Promise.all([...pending]);
      smtp?.close();
    },
  };
}
