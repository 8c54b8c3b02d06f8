import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../modules/organizations/organizations.table.ts';

/**
 * 'pending': reserved under the organization's sending lock, not yet answered by the gateway (or the
 * process stopped while waiting); 'sent': the gateway took it; 'refused': the gateway or the number
 * check turned it down, so nothing reached anyone; 'unknown': no answer (time-out), it may have gone.
 */
export type SmsLogStatus = 'pending' | 'sent' | 'refused' | 'unknown';

/**
 * Every SMS the server asks the gateway to send to someone outside the account. The row is written
 * (and committed) before the gateway is called, under the same per-organization lock as mail, so
 * concurrent requests cannot all pass the sending limits; the limits are counted from these rows, like
 * mail's from mail_outbox, so they hold across instances and restarts. The gateway call itself runs
 * outside any transaction: on the embedded database a transaction held over an HTTP call would stop
 * every other request.
 */
export const smsLog = pgTable(
  'sms_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    /** As entered on the contractor; the gateway's MSISDN is kept once it answers. */
    recipient: text('recipient').notNull(),
    status: text('status').$type<SmsLogStatus>().notNull().default('pending'),
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_log_organization_idx').on(t.organizationId, t.createdAt)],
);
