// The KSeF queue rows of invoices. Kept apart from ksef-queue.service.ts so the invoice services can
// write one inside the transaction that creates the invoice without importing the KSeF services.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, type InvoiceRow } from '../invoices/invoices.table.ts';
import { ksefSubmissions, type KsefSubmissionRow } from './ksef.table.ts';

export async function findSubmission(db: Db, invoiceId: number): Promise<KsefSubmissionRow | undefined> {
  const [row] = await db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId));
  return row;
}

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

/** The KSeF numbers of those of `ids` that KSeF accepted. */
export async function acceptedKsefNumbers(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: ksefSubmissions.invoiceId, ksefNumber: ksefSubmissions.ksefNumber })
    .from(ksefSubmissions)
    .where(and(inArray(ksefSubmissions.invoiceId, [...ids]), eq(ksefSubmissions.status, 'accepted')));
  return new Map(rows.flatMap((r) => (r.ksefNumber ? [[r.invoiceId, r.ksefNumber] as const] : [])));
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

/**
 * Claims the next row due to be sent (queued and due, or sending with its lease run out) for one
 * worker: locked with SKIP LOCKED so another instance takes the next one, marked 'sending' with a
 * lease and one more attempt, in one transaction.
 */
export async function claimDueSubmission(
  db: Db,
  now: Date,
  leaseUntil: Date,
): Promise<KsefSubmissionRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ invoiceId: ksefSubmissions.invoiceId })
      .from(ksefSubmissions)
      .where(
        or(
          and(eq(ksefSubmissions.status, 'queued'), lte(ksefSubmissions.nextAttemptAt, now)),
          and(eq(ksefSubmissions.status, 'sending'), lt(ksefSubmissions.leaseUntil, now)),
        ),
      )
      .orderBy(asc(ksefSubmissions.queuedAt), asc(ksefSubmissions.invoiceId))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx
      .update(ksefSubmissions)
      .set({
        status: 'sending',
        attempts: sql`${ksefSubmissions.attempts} + 1`,
        leaseUntil,
        updatedAt: now,
      })
      .where(eq(ksefSubmissions.invoiceId, due.invoiceId))
      .returning();
    return row;
  });
}

/** Changes the given values of an invoice's queue row (its updatedAt to now). */
export async function updateSubmission(db: Db, invoiceId: number, values: Partial<KsefSubmissionRow>) {
  await db
    .update(ksefSubmissions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ksefSubmissions.invoiceId, invoiceId));
}

/** Accepted rows still without their UPO whose next attempt is due, the longest waiting first. */
export async function listMissingUpos(db: Db, now: Date, limit: number): Promise<KsefSubmissionRow[]> {
  return db
    .select()
    .from(ksefSubmissions)
    .where(
      and(
        eq(ksefSubmissions.status, 'accepted'),
        isNull(ksefSubmissions.upo),
        isNotNull(ksefSubmissions.sessionReference),
        isNotNull(ksefSubmissions.ksefNumber),
        lte(ksefSubmissions.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(ksefSubmissions.nextAttemptAt))
    .limit(limit);
}

/** How many of the organization's rows are in each state. */
export async function countSubmissionsByStatus(db: Db, organizationId: number) {
  return db
    .select({ status: ksefSubmissions.status, total: count() })
    .from(ksefSubmissions)
    .where(eq(ksefSubmissions.organizationId, organizationId))
    .groupBy(ksefSubmissions.status);
}

/** The organization's latest rows carrying an error, with their invoice's number. */
export async function lastSubmissionErrors(db: Db, organizationId: number, limit: number) {
  return db
    .select({
      invoiceId: ksefSubmissions.invoiceId,
      number: invoices.number,
      error: ksefSubmissions.error,
      at: ksefSubmissions.updatedAt,
    })
    .from(ksefSubmissions)
    .innerJoin(invoices, eq(invoices.id, ksefSubmissions.invoiceId))
    .where(and(eq(ksefSubmissions.organizationId, organizationId), isNotNull(ksefSubmissions.error)))
    .orderBy(desc(ksefSubmissions.updatedAt))
    .limit(limit);
}
