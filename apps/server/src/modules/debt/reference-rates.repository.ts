// The reference rates an organization entered (debt.table.ts: referenceRates), and the rate table its
// interest is counted with. Every change is written to the organization's audit log in its transaction.
import { and, desc, eq } from 'drizzle-orm';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import type { RateTable } from '@saldo/domain/late-payment/overdue-claim';
import { referenceRateTable } from '@saldo/domain/late-payment/rates';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import { referenceRates } from './debt.table.ts';

export async function listEnteredRates(db: Db, organizationId: number) {
  return db
    .select({
      from: referenceRates.from,
      rate: referenceRates.rate,
      enteredOn: referenceRates.enteredOn,
      enteredBy: users.fullName,
    })
    .from(referenceRates)
    .leftJoin(users, eq(users.id, referenceRates.enteredBy))
    .where(eq(referenceRates.organizationId, organizationId))
    .orderBy(desc(referenceRates.from));
}

/** The shipped table with the organization's entered rates over it (one small read per request). */
export async function rateTableOf(db: Db, organizationId: number): Promise<RateTable> {
  const entered = await db
    .select({ from: referenceRates.from, rate: referenceRates.rate, enteredOn: referenceRates.enteredOn })
    .from(referenceRates)
    .where(eq(referenceRates.organizationId, organizationId));
  return entered.length === 0 ? {} : referenceRateTable(entered);
}

export async function saveEnteredRate(
  db: Db,
  change: { organizationId: number; userId: number; from: IsoDate; rate: number; enteredOn: IsoDate },
): Promise<void> {
  const { organizationId, userId, from, rate, enteredOn } = change;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rate: referenceRates.rate })
      .from(referenceRates)
      .where(and(eq(referenceRates.organizationId, organizationId), eq(referenceRates.from, from)))
      .for('update');
    const values = { organizationId, from, rate, enteredOn, enteredBy: userId };
    await tx
      .insert(referenceRates)
      .values(values)
      .onConflictDoUpdate({
        target: [referenceRates.organizationId, referenceRates.from],
        set: { rate, enteredOn, enteredBy: userId },
      });
    await tx.insert(organizationAudit).values({
      organizationId,
      userId,
      action: 'referenceRateSet',
      details: { from, rate, before: before?.rate ?? null },
    });
  });
}

/** false when there was no such rate. */
export async function removeEnteredRate(
  db: Db,
  change: { organizationId: number; userId: number; from: IsoDate },
): Promise<boolean> {
  const { organizationId, userId, from } = change;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(referenceRates)
      .where(and(eq(referenceRates.organizationId, organizationId), eq(referenceRates.from, from)))
      .returning({ rate: referenceRates.rate });
    if (!removed) return false;
    await tx.insert(organizationAudit).values({
      organizationId,
      userId,
      action: 'referenceRateRemoved',
      details: { from, rate: removed.rate },
    });
    return true;
  });
}
