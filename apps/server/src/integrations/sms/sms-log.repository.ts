import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsLog, type SmsLogStatus } from './sms-log.table.ts';

export async function insertSmsLog(
  db: Db,
  values: { organizationId: number; userId: number | null; recipient: string },
): Promise<number> {
  const [row] = await db.insert(smsLog).values(values).returning({ id: smsLog.id });
  if (!row) throw new Error('sms_log insert returned no row');
  return row.id;
}

export async function markSmsLog(
  db: Db,
  id: number,
  outcome: {
    status: Exclude<SmsLogStatus, 'pending'>;
    providerId?: string;
    recipient?: string;
    error?: string;
  },
) {
  await db.update(smsLog).set(outcome).where(eq(smsLog.id, id));
}

/**
 * SMS of the organization reserved since `since`, except those refused outright: a pending one may
 * still go out and an unanswered one may have gone, so both count.
 */
export async function smsSince(db: Db, organizationId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsLog)
    .where(
      and(
        eq(smsLog.organizationId, organizationId),
        gt(smsLog.createdAt, since),
        ne(smsLog.status, 'refused'),
      ),
    );
  return row?.n ?? 0;
}
