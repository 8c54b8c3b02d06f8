import { and, asc, eq, gte, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceTotalsQuery } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Db } from '../../db/client.ts';
import type { CallerScope } from '../../lib/caller.ts';
import { invoices } from './invoices.table.ts';
import { invoiceTotals, invoiceTotalsByContractor, invoiceTotalsByDay } from './invoice-totals.table.ts';
import type { ListBounds } from './invoices.repository.ts';
import { invoiceListWhere } from './invoice-list.repository.ts';

/** The count and per-currency sums of a filtered invoice list. */
export interface ListTotals {
  total: number;
  totalCapped: boolean;
  sums: { currency: CurrencyCode; net: number; vat: number; gross: number; balance: number }[];
}

type AggregateTable = typeof invoiceTotals | typeof invoiceTotalsByDay | typeof invoiceTotalsByContractor;

/** Overdue-capable and past the bound, on one of the aggregate tables (see the table's comments). */
function lateWhere(table: AggregateTable, bounds: ListBounds): SQL {
  if ('payable' in table)
    return and(eq(table.payable, true), lte(table.dueDate, bounds.overdueDueDate)) as SQL;
  return lte(table.lateDueDate, bounds.overdueDueDate);
}

/** The list's status filter (invoices.repository statusWhere) over an aggregate table's key. */
function statusWhere(
  table: AggregateTable,
  status: NonNullable<InvoiceTotalsQuery['status']>,
  bounds: ListBounds,
) {
  const late = lateWhere(table, bounds);
  switch (status) {
    case 'overdue':
      return and(late, or(ne(table.type, 'proforma'), eq(table.converted, true)));
    case 'expired':
      return and(late, eq(table.type, 'proforma'), eq(table.converted, false));
    case 'paid':
    case 'cancelled':
      return eq(table.status, status);
    default:
      return and(eq(table.status, status), not(late));
  }
}

function keyWhere(table: AggregateTable, query: InvoiceTotalsQuery, bounds: ListBounds): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(statusWhere(table, query.status, bounds) as SQL);
  if (query.type) conditions.push(eq(table.type, query.type));
  if (query.currency) conditions.push(eq(table.currency, query.currency));
  return conditions;
}

async function sumAggregates(db: Db, table: AggregateTable, where: SQL): Promise<ListTotals> {
  // A cancelled invoice keeps its number and is counted, but its amounts count for nothing.
  const amount = (column: AggregateTable['net']) =>
    sql<string>`coalesce(sum(case when ${table.status} = 'cancelled' then 0 else ${column} end), 0)`;
  const rows = await db
    .select({
      currency: table.currency,
      count: sql<string>`coalesce(sum(${table.count}), 0)`,
      net: amount(table.net),
      vat: amount(table.vat),
      gross: amount(table.gross),
      balance: amount(table.balance),
    })
    .from(table)
    .where(where)
    .groupBy(table.currency)
    // Keys whose invoices all left them keep a row of zeros: not a currency of the list.
    .having(sql`sum(${table.count}) <> 0`)
    .orderBy(asc(table.currency));
  return toTotals(rows, false);
}

function toTotals(
  rows: {
    currency: string;
    count: string | number;
    net: string;
    vat: string;
    gross: string;
    balance: string;
  }[],
  capped: boolean,
): ListTotals {
  return {
    total: rows.reduce((total, row) => total + Number(row.count), 0),
    totalCapped: capped,
    sums: capped
      ? []
      : rows.map((row) => ({
          currency: row.currency as CurrencyCode,
          net: Number(row.net),
          vat: Number(row.vat),
          gross: Number(row.gross),
          balance: Number(row.balance),
        })),
  };
}

/** The contractor the list is narrowed to: a client user's own, a filter, both (agreeing or not), or none. */
function contractorOf(scope: CallerScope, query: InvoiceTotalsQuery): number | undefined | 'none' {
  if (scope.contractorId !== undefined && query.contractorId !== undefined)
    return scope.contractorId === query.contractorId ? scope.contractorId : 'none';
  return scope.contractorId ?? query.contractorId;
}

const hasDates = (query: InvoiceTotalsQuery) =>
  Boolean(query.dateFrom || query.dateTo || query.dueFrom || query.dueTo);

/**
 * The list's count and sums (decision 0014). The everyday filters read the aggregate tables; a
 * contractor with a date range reads that contractor's invoices; a text search counts its matches
 * up to `searchCountCap` and, above it, answers the cap without sums.
 */
export async function listTotals(
  db: Db,
  scope: CallerScope,
  query: InvoiceTotalsQuery,
  bounds: ListBounds,
  searchCountCap: number,
): Promise<ListTotals> {
  const contractorId = contractorOf(scope, query);
  if (contractorId === 'none') return { total: 0, totalCapped: false, sums: [] };
  if (query.q?.trim()) return recount(db, scope, query, bounds, searchCountCap);
  if (contractorId !== undefined) {
    if (hasDates(query)) return recount(db, scope, query, bounds, undefined);
    const t = invoiceTotalsByContractor;
    return sumAggregates(
      db,
      t,
      and(
        eq(t.organizationId, scope.organizationId),
        eq(t.contractorId, contractorId),
        ...keyWhere(t, query, bounds),
      ) as SQL,
    );
  }
  if (hasDates(query)) {
    const t = invoiceTotalsByDay;
    const conditions = [eq(t.organizationId, scope.organizationId), ...keyWhere(t, query, bounds)];
    if (query.dateFrom) conditions.push(gte(t.issueDate, query.dateFrom));
    if (query.dateTo) conditions.push(lte(t.issueDate, query.dateTo));
    if (query.dueFrom) conditions.push(gte(t.dueDate, query.dueFrom));
    if (query.dueTo) conditions.push(lte(t.dueDate, query.dueTo));
    return sumAggregates(db, t, and(...conditions) as SQL);
  }
  const t = invoiceTotals;
  return sumAggregates(
    db,
    t,
    and(eq(t.organizationId, scope.organizationId), ...keyWhere(t, query, bounds)) as SQL,
  );
}

/**
 * The filtered invoices themselves, counted and summed: a text search (up to the cap + 1 matches, so
 * its cost is bounded) or one contractor's invoices in a date range (bounded by the contractor).
 */
async function recount(
  db: Db,
  scope: CallerScope,
  query: InvoiceTotalsQuery,
  bounds: ListBounds,
  cap: number | undefined,
): Promise<ListTotals> {
  const where = invoiceListWhere(scope, query, bounds);
  const matches = db
    .select({
      currency: invoices.currency,
      net: sql<number>`case when ${invoices.status} = 'cancelled' then 0 else ${invoices.net} end`.as('net'),
      vat: sql<number>`case when ${invoices.status} = 'cancelled' then 0 else ${invoices.vat} end`.as('vat'),
      gross: sql<number>`case when ${invoices.status} = 'cancelled' then 0 else ${invoices.gross} end`.as(
        'gross',
      ),
      balance: sql<number>`case when ${invoices.status} = 'cancelled' then 0 else ${invoices.balance} end`.as(
        'balance',
      ),
    })
    .from(invoices)
    .where(where);
  const limited = (cap === undefined ? matches : matches.limit(cap + 1)).as('m');
  const rows = await db
    .select({
      currency: limited.currency,
      count: sql<string>`count(*)`,
      net: sql<string>`coalesce(sum(${limited.net}), 0)`,
      vat: sql<string>`coalesce(sum(${limited.vat}), 0)`,
      gross: sql<string>`coalesce(sum(${limited.gross}), 0)`,
      balance: sql<string>`coalesce(sum(${limited.balance}), 0)`,
    })
    .from(limited)
    .groupBy(limited.currency)
    .orderBy(asc(limited.currency));
  const counted = rows.reduce((total, row) => total + Number(row.count), 0);
  if (cap !== undefined && counted > cap) return { total: cap, totalCapped: true, sums: [] };
  return toTotals(rows, false);
}

/** Every filtered invoice counted and summed, without the aggregates: what they must always equal. */
export function recountListTotals(
  db: Db,
  scope: CallerScope,
  query: InvoiceTotalsQuery,
  bounds: ListBounds,
): Promise<ListTotals> {
  return recount(db, scope, query, bounds, undefined);
}
