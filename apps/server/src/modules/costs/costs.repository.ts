import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  CostAttachmentDto,
  CostListQuery,
  CostPaymentDto,
  CostTotalsQuery,
  WhiteListEvidence,
} from '@saldo/contracts/costs';
import type { Db } from '../../db/client.ts';
import { toAuditEntry, toPaymentEntry } from '../../db/document-history.ts';
import {
  deleteDocumentPayment,
  listDocumentAudit,
  listDocumentPayments,
  sumDocumentPayments,
} from '../../db/document-history.repository.ts';
import { categories } from '../organizations/categories.table.ts';
import type { ComputedCostLine } from './cost-calculation.ts';
import {
  costAttachments,
  costAudit,
  costLines,
  costPayments,
  costs,
  type CostRow,
  type NewCostRow,
} from './costs.table.ts';

const ofOrganization = (organizationId: number, id: number) =>
  and(eq(costs.organizationId, organizationId), eq(costs.id, id));

export async function findCost(db: Db, organizationId: number, id: number): Promise<CostRow | undefined> {
  const [row] = await db.select().from(costs).where(ofOrganization(organizationId, id));
  return row;
}

/** The row locked for the rest of the transaction: payments and edits of one document queue up. */
export async function lockCost(tx: Db, organizationId: number, id: number): Promise<CostRow | undefined> {
  const [row] = await tx.select().from(costs).where(ofOrganization(organizationId, id)).for('update');
  return row;
}

export async function insertCost(tx: Db, values: NewCostRow): Promise<CostRow> {
  const [row] = await tx.insert(costs).values(values).returning();
  if (!row) throw new Error('cost insert returned nothing');
  return row;
}

export async function updateCostRow(tx: Db, id: number, values: Partial<NewCostRow>): Promise<CostRow> {
  const [row] = await tx
    .update(costs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(costs.id, id))
    .returning();
  if (!row) throw new Error('cost update returned nothing');
  return row;
}

export async function deleteCostRow(tx: Db, id: number): Promise<void> {
  await tx.delete(costs).where(eq(costs.id, id));
}

export async function replaceCostLines(tx: Db, costId: number, lines: readonly ComputedCostLine[]) {
  await tx.delete(costLines).where(eq(costLines.costId, costId));
  if (lines.length > 0) await tx.insert(costLines).values(lines.map((line) => ({ costId, ...line })));
}

export async function listCostLines(db: Db, costId: number) {
  return db.select().from(costLines).where(eq(costLines.costId, costId)).orderBy(asc(costLines.position));
}

/** The cost's payments and audit for the queries shared with invoices (document-history.repository.ts). */
const costPaymentsTable = { table: costPayments, document: costPayments.costId };
const costAuditTable = { table: costAudit, document: costAudit.costId };

export async function listCostPayments(db: Db, costId: number): Promise<CostPaymentDto[]> {
  const rows = await listDocumentPayments(db, costPaymentsTable, costId);
  return rows.map((row) => ({ ...toPaymentEntry(row), whiteList: row.payment.whiteList }));
}

export interface NewCostPayment {
  costId: number;
  amount: number;
  date: string;
  method: CostPaymentDto['method'];
  note: string;
  whiteList: WhiteListEvidence | null;
  createdBy: number;
}

export async function insertCostPayment(tx: Db, values: NewCostPayment): Promise<number> {
  const [inserted] = await tx.insert(costPayments).values(values).returning({ id: costPayments.id });
  return inserted?.id ?? 0;
}

export const deleteCostPayment = (tx: Db, costId: number, paymentId: number) =>
  deleteDocumentPayment(tx, costPaymentsTable, costId, paymentId);

export const sumCostPayments = (tx: Db, costId: number) => sumDocumentPayments(tx, costPaymentsTable, costId);

export async function listCostAudit(db: Db, costId: number) {
  return (await listDocumentAudit(db, costAuditTable, costId)).map(toAuditEntry);
}

export async function insertCostAudit(
  tx: Db,
  costId: number,
  userId: number | null,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(costAudit).values({ costId, userId, action, details });
}

export async function listCostAttachments(db: Db, costId: number): Promise<CostAttachmentDto[]> {
  const rows = await db
    .select()
    .from(costAttachments)
    .where(eq(costAttachments.costId, costId))
    .orderBy(asc(costAttachments.id));
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  }));
}

export async function listAttachmentKeys(db: Db, costId: number): Promise<string[]> {
  const rows = await db
    .select({ key: costAttachments.storageKey })
    .from(costAttachments)
    .where(eq(costAttachments.costId, costId));
  return rows.map((row) => row.key);
}

export async function categoryName(db: Db, organizationId: number, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: categories.id, name: categories.name, kind: categories.kind })
    .from(categories)
    .where(and(eq(categories.organizationId, organizationId), eq(categories.id, id)));
  return row;
}

/** A document already booked: same supplier NIP and number, or the same KSeF number. */
export async function findDuplicate(
  db: Db,
  organizationId: number,
  key: { supplierNip: string; number: string; ksefNumber: string | null; excludeId?: number },
) {
  const same = [
    and(eq(costs.supplierNip, key.supplierNip), sql`lower(${costs.number}) = lower(${key.number})`),
  ];
  if (key.ksefNumber !== null) same.push(eq(costs.ksefNumber, key.ksefNumber));
  const conditions = [eq(costs.organizationId, organizationId), or(...same)];
  if (key.excludeId !== undefined) conditions.push(ne(costs.id, key.excludeId));
  const [row] = await db
    .select({ id: costs.id, number: costs.number })
    .from(costs)
    .where(and(...conditions))
    .limit(1);
  return row;
}

export interface CostListBounds {
  /** Due dates up to this one are past their (art. 115 KC) deadline today. */
  overdueDueDate: string;
}

const overdueWhere = (bounds: CostListBounds): SQL =>
  and(
    inArray(costs.status, ['unpaid', 'partially_paid']),
    lte(costs.dueDate, bounds.overdueDueDate),
    sql`${costs.balance} > 0`,
  ) as SQL;

function statusWhere(status: NonNullable<CostListQuery['status']>, bounds: CostListBounds): SQL {
  if (status === 'overdue') return overdueWhere(bounds);
  if (status === 'draft' || status === 'paid') return eq(costs.status, status);
  return and(eq(costs.status, status), sql`not (${overdueWhere(bounds)})`) as SQL;
}

export type CostFilter = CostTotalsQuery;

export function costListWhere(organizationId: number, query: CostFilter, bounds: CostListBounds): SQL {
  const conditions: SQL[] = [eq(costs.organizationId, organizationId)];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    const matches = [
      ilike(costs.supplierName, pattern),
      ilike(costs.supplierEmail, pattern),
      ilike(costs.number, pattern),
    ];
    if (digits.length >= 3) matches.push(ilike(costs.supplierNip, `%${digits}%`));
    conditions.push(or(...matches) as SQL);
  }
  if (query.status) conditions.push(statusWhere(query.status, bounds));
  if (query.categoryId) conditions.push(eq(costs.categoryId, query.categoryId));
  if (query.month) conditions.push(eq(costs.bookingPeriod, query.month));
  if (query.contractorId) conditions.push(eq(costs.contractorId, query.contractorId));
  if (query.currency) conditions.push(eq(costs.currency, query.currency));
  if (query.dateFrom) conditions.push(gte(costs.issueDate, query.dateFrom));
  if (query.dateTo) conditions.push(lte(costs.issueDate, query.dateTo));
  if (query.dueFrom) conditions.push(gte(costs.dueDate, query.dueFrom));
  if (query.dueTo) conditions.push(lte(costs.dueDate, query.dueTo));
  return and(...conditions) as SQL;
}

const sortColumns = {
  id: [costs.id],
  number: [sql`lower(${costs.number})`, costs.id],
  issuedDate: [costs.issueDate, costs.id],
  dueDate: [costs.dueDate, costs.id],
  client: [sql`lower(${costs.supplierName})`, costs.id],
  total: [costs.gross, costs.id],
  balance: [costs.balance, costs.id],
  invoiceStatus: [costs.status, costs.id],
} as const;

const listColumns = {
  row: costs,
  categoryName: categories.name,
  attachments: sql<number>`(select count(*)::int from ${costAttachments} where ${costAttachments.costId} = ${costs.id})`,
};

export type CostListRow = { row: CostRow; categoryName: string | null; attachments: number };

/**
 * One page of the list (its count and sums come from cost-totals.repository). Every sort ends in the
 * unique id, so the order is total and a page can be read from either end: given the exact count of
 * the filtered set, a page in its second half is read in the reverse order from the end and turned
 * round (decision 0014), so the first and the last pages are both short index walks.
 */
export async function listCostPage(
  db: Db,
  organizationId: number,
  query: CostListQuery,
  bounds: CostListBounds,
  exactTotal: number | undefined,
): Promise<CostListRow[]> {
  const start = (query.page - 1) * query.perPage;
  if (exactTotal !== undefined && start >= exactTotal) return [];
  const fromEnd = exactTotal !== undefined && start > exactTotal / 2;
  const descending = query.sortDesc === 'true';
  const direction = (fromEnd ? !descending : descending) ? desc : asc;
  const end = exactTotal === undefined ? 0 : Math.min(start + query.perPage, exactTotal);
  const rows = await db
    .select(listColumns)
    .from(costs)
    .leftJoin(categories, eq(categories.id, costs.categoryId))
    .where(costListWhere(organizationId, query, bounds))
    .orderBy(...sortColumns[query.sortBy].map((column) => direction(column)))
    .limit(fromEnd ? end - start : query.perPage)
    .offset(fromEnd ? (exactTotal ?? 0) - end : start);
  const mapped = rows.map((r) => ({
    row: r.row,
    categoryName: r.categoryName,
    attachments: Number(r.attachments),
  }));
  return fromEnd ? mapped.reverse() : mapped;
}

/** Every row the filters match, in list order (exports); capped so one request cannot exhaust memory. */
export async function exportCostRows(
  db: Db,
  organizationId: number,
  query: CostFilter & Pick<CostListQuery, 'sortBy' | 'sortDesc'>,
  bounds: CostListBounds,
  limit: number,
) {
  const direction = query.sortDesc === 'true' ? desc : asc;
  const rows = await db
    .select(listColumns)
    .from(costs)
    .leftJoin(categories, eq(categories.id, costs.categoryId))
    .where(costListWhere(organizationId, query, bounds))
    .orderBy(...sortColumns[query.sortBy].map((column) => direction(column)))
    .limit(limit);
  return rows.map((r) => ({ row: r.row, categoryName: r.categoryName, attachments: Number(r.attachments) }));
}

/** Documents that name a contractor: the contractors module refuses to delete it while any exist. */
export async function countCostsOfContractor(db: Db, organizationId: number, contractorId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(costs)
    .where(and(eq(costs.organizationId, organizationId), eq(costs.contractorId, contractorId)));
  return row?.total ?? 0;
}
