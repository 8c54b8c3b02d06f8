import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { failureDetail } from '../service-failure.ts';
import { insertOutboxMail, markOutboxMail, type OutgoingMail } from './outbox.repository.ts';

export interface Mailer {
  /** Records the mail in the outbox and, with SMTP configured, delivers it in the background. */
  send(mail: OutgoingMail): Promise<void>;
  /** Waits for deliveries still under way, then closes the SMTP connection (shutdown). */
  close(): Promise<void>;
}

interface Deps {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  log: FastifyBaseLogger;
}

export function createMailer({ db, config, log }: Deps): Mailer {
  const transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
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

  return {
    async send(mail) {
      const id = await insertOutboxMail(db, mail);
      if (!transport) {
        log.info({ mailId: id }, `SMTP not configured: mail to ${mail.to} stored in the outbox`);
        return;
      }
      // Not awaited: an SMTP round trip must not slow the request down, and its duration would tell
      // an observer whether an address has an account (forgot-password answers the same either way).
      const delivery = deliver(id, mail).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async close() {
      await Promise.all([...pending]);
      transport?.close();
    },
  };
}
