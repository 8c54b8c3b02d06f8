import { and, asc, count, eq, ilike, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, InvoiceType, PaymentDto } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Db } from '../../db/client.ts';
import { toAuditEntry, toPaymentEntry } from '../../db/document-history.ts';
import {
  listDocumentAudit,
  listDocumentPayments,
  sumDocumentPayments,
} from '../../db/document-history.repository.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { bankAccounts } from '../organizations/bank-accounts.table.ts';
import { organizationLogos } from '../organizations/logos.table.ts';
import { numberingSeries } from '../organizations/numbering-series.table.ts';
import { organizationSettings } from '../organizations/organization-settings.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import {
  invoiceAudit,
  invoiceLines,
  invoicePayments,
  invoices,
  type InvoiceLineRow,
  type InvoiceRow,
  type NewInvoiceRow,
} from './invoices.table.ts';
import type { ComputedLine } from './invoice-calculation.ts';
import { ksefSettings, ksefSubmissions } from '../ksef/ksef.table.ts';
import type { CallerScope } from '../../lib/caller.ts';

/** The organization's invoices among these ids (others' ids find nothing). */
export async function findInvoicesByIds(
  db: Db,
  organizationId: number,
  ids: readonly number[],
): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), inArray(invoices.id, [...ids])));
}

/** Which invoices a caller may see: the organization's, and for a client user only its contractor's. */
function scopeWhere(scope: CallerScope): SQL {
  const conditions = [eq(invoices.organizationId, scope.organizationId)];
  if (scope.contractorId !== undefined) conditions.push(eq(invoices.contractorId, scope.contractorId));
  return and(...conditions) as SQL;
}

export async function findInvoice(db: Db, scope: CallerScope, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(scopeWhere(scope), eq(invoices.id, id)));
  return row;
}

/** Row-locks the invoice for the rest of the transaction (payments and edits of one invoice queue). */
export async function lockInvoice(
  tx: Db,
  organizationId: number,
  id: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)))
    .for('update');
  return row;
}

export async function findByIdempotencyKey(db: Db, organizationId: number, key: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.idempotencyKey, key)));
  return row;
}

export async function insertInvoice(tx: Db, values: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row;
}

export async function updateInvoiceRow(
  tx: Db,
  id: number,
  values: Partial<NewInvoiceRow>,
): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  if (!row) throw new Error('invoice update returned no row');
  return row;
}

export async function deleteInvoiceRow(tx: Db, id: number): Promise<void> {
  await tx.delete(invoices).where(eq(invoices.id, id));
}

export async function replaceLines(
  tx: Db,
  invoiceId: number,
  after: readonly ComputedLine[],
  before: readonly ComputedLine[],
): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  const rows = lineRows(invoiceId, after, before);
  if (rows.length > 0) await tx.insert(invoiceLines).values(rows);
}

/**
 * The lines of an invoice inserted in this transaction (it has none yet, so nothing to delete),
 * answered as stored and in listLines' order: the response needs no second read.
 */
export async function insertLines(
  tx: Db,
  invoiceId: number,
  after: readonly ComputedLine[],
  before: readonly ComputedLine[],
): Promise<InvoiceLineRow[]> {
  const rows = lineRows(invoiceId, after, before);
  if (rows.length === 0) return [];
  const inserted = await tx.insert(invoiceLines).values(rows).returning();
  // listLines' order (side, then position); RETURNING promises none.
  return inserted.sort((a, b) => (a.side === b.side ? a.position - b.position : a.side < b.side ? -1 : 1));
}

const lineRows = (invoiceId: number, after: readonly ComputedLine[], before: readonly ComputedLine[]) => [
  ...after.map((line) => ({ ...lineValues(line), invoiceId, side: 'after' as const })),
  ...before.map((line) => ({ ...lineValues(line), invoiceId, side: 'before' as const })),
];

const lineValues = (line: ComputedLine) => ({
  position: line.position,
  name: line.name,
  classification: line.classification,
  gtu: line.gtu,
  quantity: line.quantity,
  unit: line.unit,
  unitPrice: line.unitPrice,
  discountPercent: line.discountPercent,
  vatRate: line.vatRate,
  annex15: line.annex15,
  purchasePrice: line.purchasePrice ?? '',
  net: line.net,
  vat: line.vat,
  gross: line.gross,
});

export async function listLines(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.side), asc(invoiceLines.position));
}

/** The invoice's payments and audit for the queries shared with costs (document-history.repository.ts). */
export const invoicePaymentsTable = { table: invoicePayments, document: invoicePayments.invoiceId };
const invoiceAuditTable = { table: invoiceAudit, document: invoiceAudit.invoiceId };

export async function listPayments(db: Db, invoiceId: number): Promise<PaymentDto[]> {
  return (await listDocumentPayments(db, invoicePaymentsTable, invoiceId)).map(toPaymentEntry);
}

export const sumPayments = (tx: Db, invoiceId: number) =>
  sumDocumentPayments(tx, invoicePaymentsTable, invoiceId);

export async function listAudit(db: Db, invoiceId: number): Promise<AuditEntry[]> {
  return (await listDocumentAudit(db, invoiceAuditTable, invoiceId)).map(toAuditEntry);
}

export async function insertAudit(
  tx: Db,
  invoiceId: number,
  userId: number | null,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(invoiceAudit).values({ invoiceId, userId, action, details });
}

/**
 * insertAudit that answers the entry as listAudit would read it: the details as stored (jsonb
 * reorders keys) and the author's name from the same statement.
 */
export async function insertAuditEntry(
  tx: Db,
  invoiceId: number,
  userId: number | null,
  action: string,
  details: Record<string, unknown>,
): Promise<AuditEntry> {
  const author = (column: typeof users.fullName | typeof users.email) =>
    sql<string | null>`(select ${column} from ${users} where ${users.id} = ${userId})`;
  const [entry] = await tx
    .insert(invoiceAudit)
    .values({ invoiceId, userId, action, details })
    .returning({
      id: invoiceAudit.id,
      action: invoiceAudit.action,
      at: invoiceAudit.at,
      details: invoiceAudit.details,
      by: author(users.fullName),
      email: author(users.email),
    });
  if (!entry) throw new Error('audit insert returned no row');
  return {
    id: entry.id,
    action: entry.action,
    at: entry.at.toISOString(),
    by: entry.by || entry.email || '',
    details: entry.details,
  };
}

/**
 * What creating or editing an invoice reads besides the invoice, in one statement (each a unique
 * row of its table, or none): the organization with its logo, its settings, the contractor, the
 * bank account (when one is named), the numbering series of the type (when one is stored) and the
 * KSeF settings (whether a new invoice is sent on issue).
 */
export async function findInvoiceContext(
  tx: Db,
  organizationId: number,
  input: { contractorId: number; bankAccountId: number | null; type: InvoiceType },
) {
  const [row] = await tx
    .select({
      organization: organizations,
      logoKey: organizationLogos.key,
      settings: { invoiceTypes: organizationSettings.invoiceTypes },
      // The buyer's snapshot (InvoiceParty) is all an invoice copies from its contractor.
      contractor: {
        name: contractors.name,
        nip: contractors.nip,
        street: contractors.street,
        buildingNumber: contractors.buildingNumber,
        flatNumber: contractors.flatNumber,
        postalCode: contractors.postalCode,
        city: contractors.city,
        country: contractors.country,
        email: contractors.email,
        phone: contractors.phone,
        recipientUnit: contractors.recipientUnit,
      },
      bank: {
        name: bankAccounts.name,
        bankName: bankAccounts.bankName,
        iban: bankAccounts.iban,
        swift: bankAccounts.swift,
      },
      series: {
        documentType: numberingSeries.documentType,
        template: numberingSeries.template,
        reset: numberingSeries.reset,
      },
      ksef: { sendOnIssue: ksefSettings.sendOnIssue, tokenSealed: ksefSettings.tokenSealed },
    })
    .from(organizations)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .leftJoin(
      contractors,
      and(eq(contractors.organizationId, organizations.id), eq(contractors.id, input.contractorId)),
    )
    .leftJoin(
      bankAccounts,
      and(
        eq(bankAccounts.organizationId, organizations.id),
        input.bankAccountId === null ? sql`false` : eq(bankAccounts.id, input.bankAccountId),
      ),
    )
    .leftJoin(
      numberingSeries,
      and(eq(numberingSeries.organizationId, organizations.id), eq(numberingSeries.documentType, input.type)),
    )
    .leftJoin(ksefSettings, eq(ksefSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  // No row: the organization is gone, and with it everything it held.
  return {
    company: row ? { organization: row.organization, logoKey: row.logoKey } : undefined,
    settings: row?.settings ?? undefined,
    contractor: row?.contractor ?? undefined,
    bank: row?.bank ?? undefined,
    series: row?.series ?? undefined,
    ksef: row?.ksef ?? undefined,
  };
}

/** Number and date of a few invoices of the organization (references printed on another invoice). */
export async function invoiceRefs(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedDate: invoices.issueDate,
      gross: invoices.gross,
      type: invoices.type,
      contractorId: invoices.contractorId,
      status: invoices.status,
      byRate: invoices.byRate,
      correctedInvoiceId: invoices.correctedInvoiceId,
      // The number KSeF gave it: a correction and a final invoice print their references' numbers.
      ksefNumber: sql<string | null>`(select ${ksefSubmissions.ksefNumber} from ${ksefSubmissions}
        where ${ksefSubmissions.invoiceId} = ${invoices.id} and ${ksefSubmissions.status} = 'accepted'
        limit 1)`,
    })
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), inArray(invoices.id, [...ids])));
}

export interface ListBounds {
  /** Due dates up to this one are past their (art. 115 KC) deadline today. */
  overdueDueDate: string;
}

const open = () => notInArray(invoices.status, ['paid', 'cancelled']);

export function overdueWhere(bounds: ListBounds): SQL {
  return and(open(), lte(invoices.dueDate, bounds.overdueDueDate), sql`${invoices.balance} > 0`) as SQL;
}

/** The lists' search box: invoice number, buyer name or e-mail, or (3+ digits) part of the NIP. */
export function invoiceSearchWhere(text: string | undefined): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = q.replace(/\D/g, '');
  const matches = [
    ilike(invoices.number, pattern),
    ilike(invoices.buyerName, pattern),
    ilike(invoices.buyerEmail, pattern),
  ];
  if (digits.length >= 3) matches.push(ilike(invoices.buyerNip, `%${digits}%`));
  return or(...matches);
}

/** Open and overdue counts and balances per currency: the client's summary card. */
export async function summarize(db: Db, scope: CallerScope, bounds: ListBounds) {
  const where = and(scopeWhere(scope), open(), ne(invoices.type, 'proforma'), sql`${invoices.balance} <> 0`);
  const rows = await db
    .select({
      currency: invoices.currency,
      open: count(),
      overdue: sql<string>`count(*) filter (where ${overdueWhere(bounds)})`,
      balance: sql<string>`coalesce(sum(${invoices.balance}), 0)`,
    })
    .from(invoices)
    .where(where)
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  return {
    open: rows.reduce((s, r) => s + r.open, 0),
    overdue: rows.reduce((s, r) => s + Number(r.overdue), 0),
    balances: rows.map((r) => ({ currency: r.currency as CurrencyCode, balance: Number(r.balance) })),
  };
}

/** Documents that name a contractor: the contractors module refuses to delete it while any exist. */
export async function countInvoicesOfContractor(db: Db, organizationId: number, contractorId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.contractorId, contractorId)));
  return row?.total ?? 0;
}

/**
 * What decides whether the invoice prints as a preview: the day its company is obliged to use KSeF
 * from (null: not obliged), the number KSeF gave the invoice (null: none yet) and whether it was
 * issued in offline mode (then it is an invoice, carrying the offline codes).
 */
export async function ksefPrintFacts(
  db: Db,
  organizationId: number,
  invoiceId: number,
): Promise<{ obligedFrom: string | null; ksefNumber: string | null; offline: boolean }> {
  const [row] = await db
    .select({
      obligedFrom: ksefSettings.obligedFrom,
      ksefNumber: sql<string | null>`(select ${ksefSubmissions.ksefNumber} from ${ksefSubmissions}
        where ${ksefSubmissions.invoiceId} = ${invoiceId} and ${ksefSubmissions.status} = 'accepted'
        limit 1)`,
      offline: sql<boolean>`exists (select 1 from ${ksefSubmissions}
        where ${ksefSubmissions.invoiceId} = ${invoiceId} and ${ksefSubmissions.offlineAt} is not null)`,
    })
    .from(organizations)
    .leftJoin(ksefSettings, eq(ksefSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return {
    obligedFrom: row?.obligedFrom ?? null,
    ksefNumber: row?.ksefNumber ?? null,
    offline: row?.offline === true,
  };
}

/**
 * Sent to KSeF or on its way: KSeF holds (or is about to hold) this content, so the invoice may no
 * longer be edited, deleted or cancelled; a correction changes it. So is an invoice issued offline:
 * its printed codes name the frozen file that is still to be sent.
 */
export async function heldByKsef(db: Db, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: ksefSubmissions.status, offlineAt: ksefSubmissions.offlineAt })
    .from(ksefSubmissions)
    .where(eq(ksefSubmissions.invoiceId, invoiceId));
  return row?.status === 'accepted' || row?.status === 'sending' || Boolean(row?.offlineAt);
}
