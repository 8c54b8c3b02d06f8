import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceType } from '@saldo/contracts/invoices';
import type { Db } from '../../db/client.ts';
import { invoiceNumberCounters } from './invoices.table.ts';

/** The last counters of an organization's series in the given periods (rows absent: nothing given yet). */
export function lastCounters(db: Db, organizationId: number, periodKeys: readonly string[]) {
  const c = invoiceNumberCounters;
  return db
    .select({ documentType: c.documentType, periodKey: c.periodKey, lastCounter: c.lastCounter })
    .from(c)
    .where(and(eq(c.organizationId, organizationId), inArray(c.periodKey, [...periodKeys])));
}

/** Takes the next counter of a series' period (1 for a new period); the row stays locked until commit. */
export async function takeNextCounter(
  tx: Db,
  organizationId: number,
  documentType: InvoiceType,
  periodKey: string,
): Promise<number> {
  const c = invoiceNumberCounters;
  const [row] = await tx
    .insert(c)
    .values({ organizationId, documentType, periodKey, lastCounter: 1 })
    .onConflictDoUpdate({
      target: [c.organizationId, c.documentType, c.periodKey],
      set: { lastCounter: sql`${c.lastCounter} + 1` },
    })
    .returning({ counter: c.lastCounter });
  if (!row) throw new Error('counter upsert returned no row');
  return row.counter;
}

/** Steps the period's counter back when it is still `counter`; whether it did. */
export async function giveBackCounter(
  tx: Db,
  organizationId: number,
  documentType: InvoiceType,
  periodKey: string,
  counter: number,
): Promise<boolean> {
  const c = invoiceNumberCounters;
  const released = await tx
    .update(c)
    .set({ lastCounter: sql`${c.lastCounter} - 1` })
    .where(
      and(
        eq(c.organizationId, organizationId),
        eq(c.documentType, documentType),
        eq(c.periodKey, periodKey),
        eq(c.lastCounter, counter),
      ),
    )
    .returning({ counter: c.lastCounter });
  return released.length === 1;
}
