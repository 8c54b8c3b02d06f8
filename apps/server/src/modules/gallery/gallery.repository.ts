import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GoodTableAdvancedQuery, GoodTableRow, GoodTableSort } from '@saldo/contracts/gallery';
import type { Db } from '../../db/client.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { plnAtOwnRate } from '../debt/reports/receivables.repository.ts';
import { invoices } from '../invoices/invoices.table.ts';

/** Read-only SQL of the gallery's data grids: invoices with their contractor, one organization's only. */

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const columns = {
  id: invoices.id,
  number: invoices.number,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  status: invoices.status,
  contractorId: invoices.contractorId,
  contractorName: contractors.name,
  contractorNip: sql<string>`coalesce(${contractors.nip}, '')`,
  contractorCity: contractors.city,
  currency: invoices.currency,
  gross: invoices.gross,
  balance: invoices.balance,
  grossPln: sql<string>`${plnAtOwnRate(invoices.gross, invoices.gross, invoices.grossPln)}`,
};

const sortColumn: Record<GoodTableSort, SQL> = {
  number: sql`${invoices.number}`,
  issueDate: sql`${invoices.issueDate}`,
  dueDate: sql`${invoices.dueDate}`,
  contractorName: sql`lower(${contractors.name})`,
  status: sql`${invoices.status}`,
  gross: sql`${invoices.gross}`,
  balance: sql`${invoices.balance}`,
};

export interface RowsQuery {
  where: SQL[];
  sortBy: GoodTableSort;
  sortDesc: boolean;
  limit: number;
  offset: number;
}

function toRow(row: Omit<GoodTableRow, 'grossPln'> & { grossPln: string | number }): GoodTableRow {
  return { ...row, grossPln: Number(row.grossPln) };
}

/** The organization's invoices matching `where`, one page of them in the asked order (id breaks ties). */
export async function findRows(db: Db, organizationId: number, query: RowsQuery): Promise<GoodTableRow[]> {
  const order = query.sortDesc ? desc : asc;
  const rows = await db
    .select(columns)
    .from(invoices)
    .innerJoin(contractors, eq(contractors.id, invoices.contractorId))
    .where(and(eq(invoices.organizationId, organizationId), ...query.where))
    .orderBy(order(sortColumn[query.sortBy]), order(invoices.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toRow);
}

export async function countRows(db: Db, organizationId: number, where: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(contractors, eq(contractors.id, invoices.contractorId))
    .where(and(eq(invoices.organizationId, organizationId), ...where));
  return Number(row?.total ?? 0);
}

/** The free-text search of the server-side table: number, contractor's name, NIP or city. */
export function searchCondition(q: string): SQL[] {
  if (q === '') return [];
  const pattern = contains(q);
  const condition = or(
    sql`${invoices.number} ilike ${pattern}`,
    sql`${invoices.buyerName} ilike ${pattern}`,
    sql`${contractors.name} ilike ${pattern}`,
    sql`coalesce(${contractors.nip}, '') ilike ${contains(q.replace(/[\s-]/g, '') || q)}`,
    sql`${contractors.city} ilike ${pattern}`,
  );
  return condition ? [condition] : [];
}

/** The advanced search's filters, one per column. */
export function columnConditions(filters: GoodTableAdvancedQuery): SQL[] {
  const where: SQL[] = [];
  if (filters.number) where.push(sql`${invoices.number} ilike ${contains(filters.number)}`);
  if (filters.contractor) where.push(sql`${contractors.name} ilike ${contains(filters.contractor)}`);
  if (filters.city) where.push(sql`${contractors.city} ilike ${contains(filters.city)}`);
  if (filters.status) where.push(eq(invoices.status, filters.status));
  if (filters.issueFrom) where.push(gte(invoices.issueDate, filters.issueFrom));
  if (filters.issueTo) where.push(lte(invoices.issueDate, filters.issueTo));
  if (filters.grossMin !== undefined) where.push(gte(invoices.gross, filters.grossMin));
  if (filters.grossMax !== undefined) where.push(lte(invoices.gross, filters.grossMax));
  return where;
}
