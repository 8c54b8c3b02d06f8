import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ExternalService } from '@saldo/contracts/connections';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../integrations/mail/outbox.table.ts';
import type { ServiceFailure } from '../../integrations/service-failure.ts';
import { serviceStatus, type ServiceStatusRow } from './connections.table.ts';

export async function recordServiceSuccess(
  db: Db,
  organizationId: number,
  service: ExternalService,
  at: Date,
) {
  await db
    .insert(serviceStatus)
    .values({ organizationId, service, lastSuccessAt: at })
    .onConflictDoUpdate({
      target: [serviceStatus.organizationId, serviceStatus.service],
      set: { lastSuccessAt: at },
    });
}

export async function recordServiceFailure(
  db: Db,
  organizationId: number,
  service: ExternalService,
  failure: ServiceFailure,
  at: Date,
) {
  const set = { lastFailureAt: at, lastFailureKind: failure.kind, lastFailureDetail: failure.detail };
  await db
    .insert(serviceStatus)
    .values({ organizationId, service, ...set })
    .onConflictDoUpdate({ target: [serviceStatus.organizationId, serviceStatus.service], set });
}

export async function listServiceStatus(db: Db, organizationId: number): Promise<ServiceStatusRow[]> {
  return db.select().from(serviceStatus).where(eq(serviceStatus.organizationId, organizationId));
}

/** The organization's last delivered and last failed mail, from the outbox (the mail integration's log). */
export async function lastMailResults(db: Db, organizationId: number) {
  const [sent] = await db
    .select({ at: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.organizationId, organizationId), isNotNull(mailOutbox.sentAt)))
    .orderBy(desc(mailOutbox.sentAt))
    .limit(1);
  const [failed] = await db
    .select({ at: mailOutbox.createdAt, error: mailOutbox.error })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.organizationId, organizationId), isNotNull(mailOutbox.error)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return { sentAt: sent?.at ?? null, failedAt: failed?.at ?? null, error: failed?.error ?? null };
}
