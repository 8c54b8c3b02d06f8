import { and, asc, desc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery, InvoiceTotalsQuery } from '@saldo/contracts/invoices';
import type { Db } from '../../db/client.ts';
import type { CallerScope } from '../../lib/caller.ts';
import { invoices, type InvoiceRow } from './invoices.table.ts';
import { invoiceSearchWhere, overdueWhere, type ListBounds } from './invoices.repository.ts';

/** The list's status filter: 'overdue' and 'expired' are derived (art. 115 KC), never stored. */
function invoiceStatusWhere(status: NonNullable<InvoiceTotalsQuery['status']>, bounds: ListBounds): SQL {
  const isProforma = eq(invoices.type, 'proforma');
  const expired = and(overdueWhere(bounds), isProforma, sql`${invoices.convertedToId} is null`) as SQL;
  const overdue = and(
    overdueWhere(bounds),
    or(ne(invoices.type, 'proforma'), sql`${invoices.convertedToId} is not null`),
  ) as SQL;
  const notLate = sql`not (${overdueWhere(bounds)})`;
  switch (status) {
    case 'overdue':
      return overdue;
    case 'expired':
      return expired;
    case 'paid':
    case 'cancelled':
      return eq(invoices.status, status);
    default:
      return and(eq(invoices.status, status), notLate) as SQL;
  }
}

/** The list's filters as a condition on invoices (the rows' query and a recount share it). */
export function invoiceListWhere(scope: CallerScope, query: InvoiceTotalsQuery, bounds: ListBounds): SQL {
  const conditions: SQL[] = [eq(invoices.organizationId, scope.organizationId)];
  if (scope.contractorId !== undefined) conditions.push(eq(invoices.contractorId, scope.contractorId));
  const search = invoiceSearchWhere(query.q);
  if (search) conditions.push(search);
  if (query.status) conditions.push(invoiceStatusWhere(query.status, bounds));
  if (query.type) conditions.push(eq(invoices.type, query.type));
  if (query.currency) conditions.push(eq(invoices.currency, query.currency));
  if (query.dateFrom) conditions.push(gte(invoices.issueDate, query.dateFrom));
  if (query.dateTo) conditions.push(lte(invoices.issueDate, query.dateTo));
  if (query.dueFrom) conditions.push(gte(invoices.dueDate, query.dueFrom));
  if (query.dueTo) conditions.push(lte(invoices.dueDate, query.dueTo));
  if (query.contractorId) conditions.push(eq(invoices.contractorId, query.contractorId));
  return and(...conditions) as SQL;
}

const sortColumns = {
  // Series share a period and count from 1 each (FV/1/11, PRO/1/11): the id makes the order total,
  // which reading a page from the end needs.
  number: [invoices.periodKey, invoices.counter, invoices.id],
  issuedDate: [invoices.issueDate, invoices.id],
  dueDate: [invoices.dueDate, invoices.id],
  client: [sql`lower(${invoices.buyerName})`, invoices.id],
  total: [invoices.gross, invoices.id],
  balance: [invoices.balance, invoices.id],
  invoiceStatus: [invoices.status, invoices.id],
} as const;

/**
 * One page of the list. Every sort ends in a unique column, so the order is total and a page can be
 * read from either end: given the exact count of the filtered set, a page in its second half is read
 * in the reverse order from the end and turned round (decision 0014). The first and the last pages
 * are then both short index walks, whatever the size of the organization.
 */
export async function listInvoicePage(
  db: Db,
  scope: CallerScope,
  query: InvoiceListQuery,
  bounds: ListBounds,
  exactTotal: number | undefined,
): Promise<InvoiceRow[]> {
  const start = (query.page - 1) * query.perPage;
  const descending = query.sortDesc === 'true';
  const fromEnd = exactTotal !== undefined && start > exactTotal / 2;
  if (exactTotal !== undefined && start >= exactTotal) return [];
  const reversed = fromEnd ? !descending : descending;
  const direction = reversed ? desc : asc;
  const end = exactTotal === undefined ? 0 : Math.min(start + query.perPage, exactTotal);
  const rows = await db
    .select()
    .from(invoices)
    .where(invoiceListWhere(scope, query, bounds))
    .orderBy(...sortColumns[query.sortBy].map((column) => direction(column)))
    .limit(fromEnd ? end - start : query.perPage)
    .offset(fromEnd ? (exactTotal ?? 0) - end : start);
  return fromEnd ? rows.reverse() : rows;
}
