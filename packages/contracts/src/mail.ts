import { z } from 'zod';

/**
 * How the server sends mail: 'smtp' delivers it; 'outbox' (SMTP_URL=outbox:) is a test instance that
 * only keeps it in its database, so the web app shows a banner; 'none' refuses every send to others.
 */
export const mailTransportSchema = z.enum(['smtp', 'outbox', 'none']);
export type MailTransport = z.infer<typeof mailTransportSchema>;

export const mailStatusResponseSchema = z.object({ transport: mailTransportSchema });
export type MailStatusResponse = z.infer<typeof mailStatusResponseSchema>;

/** The `code` of each refusal to send mail to others; the web app links admins to the mail settings on the first. */
export const mailRefusalCodes = {
  notConfigured: 'mail_not_configured',
  unconfirmedSender: 'mail_unconfirmed_sender',
  tooManyRecipients: 'mail_too_many_recipients',
  rateLimited: 'mail_rate_limited',
  dailyQuota: 'mail_daily_quota',
} as const;

/**
 * The `code` of each refusal by the same gate to text a debtor (SMS are outside sends too); the
 * gateway's own refusals keep their messages without a code.
 */
export const smsRefusalCodes = {
  unconfirmedSender: 'sms_unconfirmed_sender',
  rateLimited: 'sms_rate_limited',
  dailyQuota: 'sms_daily_quota',
} as const;

/** At most this many addresses (To and Cc together) in one message to others. */
export const MAX_MAIL_RECIPIENTS = 10;
