import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExternalService, FailureKind } from '@saldo/contracts/connections';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The last success and the last failure of each outside service, per organization: what the
 * "Connections" tab shows. Per organization, not per instance, because a failure's detail can name
 * the organization's own data (a refused KSeF token, a mailbox) that another company must not see,
 * and kept in the database so every instance and a restart see the same history.
 */
export const serviceStatus = pgTable(
  'service_status',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    service: text('service').$type<ExternalService>().notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastFailureKind: text('last_failure_kind').$type<FailureKind>(),
    lastFailureDetail: text('last_failure_detail'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.service] })],
);

export type ServiceStatusRow = typeof serviceStatus.$inferSelect;
