import { and, asc, isNotNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, type InvoiceRow } from './invoices.table.ts';

/**
 * The recurring invoice whose next date came first (by `today`), locked for this transaction; rows
 * another instance has locked are skipped, so each copy is issued once.
 */
export async function lockNextDueRecurring(tx: Db, today: string): Promise<InvoiceRow | undefined> {
  const [source] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.nextRepeatDate),
        lte(invoices.nextRepeatDate, today),
        ne(invoices.status, 'cancelled'),
      ),
    )
    .orderBy(asc(invoices.nextRepeatDate), asc(invoices.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return source;
}
