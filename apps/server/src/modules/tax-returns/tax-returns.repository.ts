import { and, asc, between, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TaxReturnRegisterKind } from '@saldo/contracts/tax-returns';
import type { Db } from '../../db/client.ts';
import { costs, type CostRow } from '../costs/costs.table.ts';
import { invoiceLines, invoices, type InvoiceLineRow, type InvoiceRow } from '../invoices/invoices.table.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import {
  taxReturnAudit,
  taxReturnFiles,
  taxReturnOverrides,
  taxReturns,
  type TaxReturnFileRow,
  type TaxReturnOverrideRow,
  type TaxReturnRow,
} from './tax-returns.table.ts';

/** First and last day of a 'YYYY-MM' month. */
export function monthBounds(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

export interface SalesDocument {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  ksefNumber: string | null;
  /** Issued in KSeF's offline mode and not numbered by KSeF yet: the register marks it OFF. */
  ksefOffline: boolean;
  /** A final invoice's settled advances: their amounts per rate and their own exchange rates. */
  advances: { byRate: InvoiceRow['byRate']; exchangeRate: string | null }[];
  /** A correction's corrected invoice: its number, issue date and KSeF number. */
  corrected: { number: string; issueDate: string; ksefNumber: string | null } | null;
}

/**
 * The sales documents of a tax period: an invoice in the month of its sale (tax point), a correction
 * in the month it was issued (art. 29a ust. 13). Pro formas are not sales documents; cancelled
 * invoices never happened.
 */
export async function salesDocumentsOfPeriod(
  db: Db,
  organizationId: number,
  period: string,
): Promise<SalesDocument[]> {
  const { from, to } = monthBounds(period);
  const rows = await db
    .select({
      invoice: invoices,
      ksefNumber: ksefSubmissions.ksefNumber,
      offlineAt: ksefSubmissions.offlineAt,
    })
    .from(invoices)
    .leftJoin(ksefSubmissions, eq(ksefSubmissions.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        ne(invoices.type, 'proforma'),
        ne(invoices.status, 'cancelled'),
        or(
          and(eq(invoices.type, 'correction'), between(invoices.issueDate, from, to)),
          and(ne(invoices.type, 'correction'), between(invoices.saleDate, from, to)),
        ),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.invoice.id);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.side), asc(invoiceLines.position));
  const linesOf = new Map<number, InvoiceLineRow[]>();
  for (const line of lines) linesOf.set(line.invoiceId, [...(linesOf.get(line.invoiceId) ?? []), line]);
  const correctedIds = rows.flatMap((row) =>
    row.invoice.correctedInvoiceId === null ? [] : [row.invoice.correctedInvoiceId],
  );
  const corrected =
    correctedIds.length === 0
      ? []
      : await db
          .select({
            id: invoices.id,
            number: invoices.number,
            issueDate: invoices.issueDate,
            ksefNumber: ksefSubmissions.ksefNumber,
          })
          .from(invoices)
          .leftJoin(ksefSubmissions, eq(ksefSubmissions.invoiceId, invoices.id))
          .where(and(eq(invoices.organizationId, organizationId), inArray(invoices.id, correctedIds)));
  const correctedById = new Map(corrected.map((row) => [row.id, row]));
  const advanceIds = rows.flatMap((row) =>
    row.invoice.type === 'final' ? row.invoice.advanceInvoiceIds : [],
  );
  const advanceRows =
    advanceIds.length === 0
      ? []
      : await db
          .select({ id: invoices.id, byRate: invoices.byRate, exchangeRate: invoices.exchangeRate })
          .from(invoices)
          .where(and(eq(invoices.organizationId, organizationId), inArray(invoices.id, advanceIds)));
  const advanceById = new Map(advanceRows.map((row) => [row.id, row]));
  return rows.map(({ invoice, ksefNumber, offlineAt }) => {
    const original =
      invoice.correctedInvoiceId === null ? undefined : correctedById.get(invoice.correctedInvoiceId);
    return {
      invoice,
      lines: linesOf.get(invoice.id) ?? [],
      ksefNumber,
      ksefOffline: offlineAt !== null && ksefNumber === null,
      advances:
        invoice.type === 'final'
          ? invoice.advanceInvoiceIds.flatMap((id) => {
              const advance = advanceById.get(id);
              return advance ? [{ byRate: advance.byRate, exchangeRate: advance.exchangeRate }] : [];
            })
          : [],
      corrected: original
        ? { number: original.number, issueDate: original.issueDate, ksefNumber: original.ksefNumber }
        : null,
    };
  });
}

/**
 * Purchase documents whose input VAT falls in the period: their own VAT period when one is set, the
 * booking period otherwise. Drafts (imported, not yet confirmed) are not in the books yet.
 */
export async function purchaseDocumentsOfPeriod(
  db: Db,
  organizationId: number,
  period: string,
): Promise<CostRow[]> {
  return db
    .select()
    .from(costs)
    .where(
      and(
        eq(costs.organizationId, organizationId),
        ne(costs.status, 'draft'),
        or(eq(costs.vatPeriod, period), and(isNull(costs.vatPeriod), eq(costs.bookingPeriod, period))),
      ),
    )
    .orderBy(asc(costs.issueDate), asc(costs.id));
}

export async function listTaxReturnRows(db: Db, organizationId: number): Promise<TaxReturnRow[]> {
  return db
    .select()
    .from(taxReturns)
    .where(eq(taxReturns.organizationId, organizationId))
    .orderBy(desc(taxReturns.period));
}

export async function findTaxReturn(
  db: Db,
  organizationId: number,
  period: string,
): Promise<TaxReturnRow | undefined> {
  const [row] = await db
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.organizationId, organizationId), eq(taxReturns.period, period)));
  return row;
}

/** The month's row, locked for the transaction; created as a draft when the month was not prepared. */
export async function lockOrCreateTaxReturn(
  tx: Db,
  organizationId: number,
  period: string,
): Promise<{ row: TaxReturnRow; created: boolean }> {
  const inserted = await tx
    .insert(taxReturns)
    .values({ organizationId, period })
    .onConflictDoNothing()
    .returning();
  const [fresh] = inserted;
  if (fresh) return { row: fresh, created: true };
  const [row] = await tx
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.organizationId, organizationId), eq(taxReturns.period, period)))
    .for('update');
  if (!row) throw new Error('tax return vanished while locked');
  return { row, created: false };
}

export async function updateTaxReturnRow(
  tx: Db,
  id: number,
  values: Partial<typeof taxReturns.$inferInsert>,
): Promise<TaxReturnRow> {
  const [row] = await tx
    .update(taxReturns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(taxReturns.id, id))
    .returning();
  if (!row) throw new Error('tax return update returned nothing');
  return row;
}

/** The latest month before `period` that has a return: its surplus is carried over (P_39). */
export async function previousTaxReturn(
  db: Db,
  organizationId: number,
  period: string,
): Promise<TaxReturnRow | undefined> {
  const [row] = await db
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.organizationId, organizationId), lt(taxReturns.period, period)))
    .orderBy(desc(taxReturns.period))
    .limit(1);
  return row;
}

export async function listOverrides(
  db: Db,
  organizationId: number,
  period: string,
): Promise<TaxReturnOverrideRow[]> {
  return db
    .select()
    .from(taxReturnOverrides)
    .where(and(eq(taxReturnOverrides.organizationId, organizationId), eq(taxReturnOverrides.period, period)));
}

export async function upsertOverride(
  tx: Db,
  values: {
    organizationId: number;
    period: string;
    kind: TaxReturnRegisterKind;
    documentId: number;
    markers: string[];
    reason: string;
    updatedBy: number;
  },
): Promise<void> {
  await tx
    .insert(taxReturnOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [
        taxReturnOverrides.organizationId,
        taxReturnOverrides.period,
        taxReturnOverrides.kind,
        taxReturnOverrides.documentId,
      ],
      set: {
        markers: values.markers,
        reason: values.reason,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
}

export async function deleteOverride(
  tx: Db,
  organizationId: number,
  period: string,
  kind: TaxReturnRegisterKind,
  documentId: number,
): Promise<boolean> {
  const deleted = await tx
    .delete(taxReturnOverrides)
    .where(
      and(
        eq(taxReturnOverrides.organizationId, organizationId),
        eq(taxReturnOverrides.period, period),
        eq(taxReturnOverrides.kind, kind),
        eq(taxReturnOverrides.documentId, documentId),
      ),
    )
    .returning({ id: taxReturnOverrides.id });
  return deleted.length > 0;
}

export async function insertTaxReturnAudit(
  tx: Db,
  values: {
    organizationId: number;
    period: string;
    userId: number | null;
    action: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(taxReturnAudit).values({ ...values, details: values.details ?? {} });
}

export async function listTaxReturnAudit(db: Db, organizationId: number, period: string) {
  return db
    .select({
      action: taxReturnAudit.action,
      details: taxReturnAudit.details,
      at: taxReturnAudit.at,
      userId: taxReturnAudit.userId,
    })
    .from(taxReturnAudit)
    .where(and(eq(taxReturnAudit.organizationId, organizationId), eq(taxReturnAudit.period, period)))
    .orderBy(desc(taxReturnAudit.at), desc(taxReturnAudit.id));
}

export async function saveTaxReturnFile(tx: Db, values: typeof taxReturnFiles.$inferInsert): Promise<void> {
  await tx
    .insert(taxReturnFiles)
    .values(values)
    .onConflictDoUpdate({
      target: taxReturnFiles.taxReturnId,
      set: {
        fileName: values.fileName,
        xml: values.xml,
        sha256: values.sha256,
        generatedBy: values.generatedBy,
        generatedAt: sql`now()`,
      },
    });
}

export async function deleteTaxReturnFile(tx: Db, taxReturnId: number): Promise<void> {
  await tx.delete(taxReturnFiles).where(eq(taxReturnFiles.taxReturnId, taxReturnId));
}

export async function findTaxReturnFile(db: Db, taxReturnId: number): Promise<TaxReturnFileRow | undefined> {
  const [row] = await db.select().from(taxReturnFiles).where(eq(taxReturnFiles.taxReturnId, taxReturnId));
  return row;
}

/** When the month's file was generated (without reading the file itself). */
export async function fileGeneratedAt(db: Db, taxReturnId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: taxReturnFiles.generatedAt })
    .from(taxReturnFiles)
    .where(eq(taxReturnFiles.taxReturnId, taxReturnId));
  return row?.at ?? null;
}

export interface CompanyForReturn {
  name: string;
  nip: string;
  email: string;
  phone: string;
  taxOfficeCode: string;
}

export async function companyForReturn(db: Db, organizationId: number): Promise<CompanyForReturn> {
  const [row] = await db
    .select({
      name: organizations.name,
      nip: organizations.nip,
      email: organizations.email,
      phone: organizations.phone,
      taxOfficeCode: organizations.taxOfficeCode,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new Error('organization not found');
  return row;
}
