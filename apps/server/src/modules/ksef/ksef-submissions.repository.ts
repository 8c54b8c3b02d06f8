// The KSeF queue row of an invoice. Kept apart from ksef-queue.service.ts so the invoice services can
// write it inside the transaction that creates the invoice without importing the KSeF services.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
    // Queued again after a rejection, the invoice goes online with a new file: the offline codes printed
    // before named the old file's hash (a technical correction, korekta-techniczna.md, is not done here).
    offlineAt: null,
    certificateUrl: null,
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

/**
 * Marks the invoice issued in offline mode with the file (and its hash) its printed codes name, queued
 * to be sent with offlineMode. Only a row KSeF has not taken (no reference) and not already offline
 * changes; answers whether this call made it offline.
 */
export async function markSubmissionOffline(
  db: Db,
  invoice: Pick<InvoiceRow, 'id' | 'organizationId'>,
  offline: { xml: string; xmlHash: string; certificateUrl: string; offlineAt: Date },
): Promise<boolean> {
  const values = {
    invoiceId: invoice.id,
    organizationId: invoice.organizationId,
    status: 'queued' as const,
    updatedAt: offline.offlineAt,
    leaseUntil: null,
    ...offline,
  };
  // A row already queued keeps its next attempt (after a failure, its back-off) and its last error.
  const rows = await db
    .insert(ksefSubmissions)
    .values({ ...values, attempts: 0, queuedAt: offline.offlineAt, nextAttemptAt: offline.offlineAt })
    .onConflictDoUpdate({
      target: ksefSubmissions.invoiceId,
      set: { ...values, sessionReference: null, invoiceReference: null },
      setWhere: and(
        inArray(ksefSubmissions.status, ['queued', 'rejected']),
        isNull(ksefSubmissions.invoiceReference),
        isNull(ksefSubmissions.offlineAt),
      ),
    })
    .returning({ id: ksefSubmissions.invoiceId });
  return rows.length > 0;
}
