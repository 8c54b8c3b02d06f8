import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../integrations/mail/outbox.table.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * Serializes the organization's sends until the transaction ends, so concurrent requests (on any
 * instance) cannot all pass the limit check before any of them has written its outbox row.
 */
export async function lockOrganizationSending(tx: Db, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saldo:mail'), ${organizationId})`);
}

/** Recipients of the organization's mail to others written since `since`. */
export async function recipientsSince(db: Db, organizationId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${mailOutbox.recipientCount}), 0)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.organizationId, organizationId), gt(mailOutbox.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * What the sending rules need about the sender: when its organization was created, and whether the
 * sending user (or, for the automatic schedule, any active administrator) has a confirmed address.
 */
export async function findSender(db: Db, organizationId: number, userId: number | null) {
  const confirmed = and(
    eq(users.organizationId, organizationId),
    isNotNull(users.emailConfirmedAt),
    isNull(users.deactivatedAt),
    userId === null ? eq(users.role, 'admin') : eq(users.id, userId),
  );
  const [row] = await db
    .select({
      createdAt: organizations.createdAt,
      confirmed: sql<boolean>`exists (select 1 from ${users} where ${confirmed})`,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}
