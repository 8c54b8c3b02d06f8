// The KSeF queue row of an invoice. Kept apart from ksef-queue.service.ts so the invoice services can
// write it inside the transaction that creates the invoice without importing the KSeF services.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { InvoiceRow } from '../invoices/invoices.table.ts';
import { ksefSubmissions } from './ksef.table.ts';

/** Queues (or re-queues after a rejection) one invoice; a queued, sending or accepted row stays. */
export async function queueSubmission(
  db: Db,
  invoice: Pick<InvoiceRow, 'id' | 'organizationId'>,
): Promise<void> {
  const now = new Date();
  const values = {
    invoiceId: invoice.id,
    organizationId: invoice.organizationId,
    status: 'queued' as const,
    attempts: 0,
    nextAttemptAt: now,
    queuedAt: now,
    updatedAt: now,
    error: null,
    xml: null,
    xmlHash: null,
    sessionReference: null,
    invoiceReference: null,
    leaseUntil: null,
  };
  await db
    .insert(ksefSubmissions)
    .values(values)
    .onConflictDoUpdate({
      target: ksefSubmissions.invoiceId,
      set: values,
      setWhere: sql`${ksefSubmissions.status} = 'rejected'`,
    });
}

/** Whether the invoice has a KSeF row at all (queued, sending, accepted or rejected). */
export async function hasSubmission(db: Db, invoiceId: number): Promise<boolean> {
  const rows = await db
    .select({ id: ksefSubmissions.invoiceId })
    .from(ksefSubmissions)
    .where(eq(ksefSubmissions.invoiceId, invoiceId));
  return rows.length > 0;
}
