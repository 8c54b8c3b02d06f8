import { and, eq, inArray } from 'drizzle-orm';
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
