import { and, asc, eq, gte, lte, not, sql, type SQL } from 'drizzle-orm';
import type { CostTotals, CostTotalsQuery } from '@saldo/contracts/costs';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Db } from '../../db/client.ts';
import { costListWhere, type CostListBounds } from './costs.repository.ts';
import { costs } from './costs.table.ts';
import {
  costTotals,
  costTotalsByContractor,
  costTotalsByDay,
  costTotalsByPeriod,
} from './cost-totals.table.ts';

type AggregateTable =
  typeof costTotals | typeof costTotalsByPeriod | typeof costTotalsByDay | typeof costTotalsByContractor;

/** Overdue-capable and past the bound, on one of the aggregate tables (see the table's comments). */
function lateWhere(table: AggregateTable, bounds: CostListBounds): SQL {
  if ('payable' in table)
    return and(eq(table.payable, true), lte(table.dueDate, bounds.overdueDueDate)) as SQL;
  return lte(table.lateDueDate, bounds.overdueDueDate);
}

/** The list's status filter (costs.repository statusWhere) over an aggregate table's key. */
function statusWhere(
  table: AggregateTable,
  status: NonNullable<CostTotalsQuery['status']>,
  bounds: CostListBounds,
): SQL {
  const late = lateWhere(table, bounds);
  if (status === 'overdue') return late;
  if (status === 'draft' || status === 'paid') return eq(table.status, status);
  return and(eq(table.status, status), not(late)) as SQL;
}

function keyWhere(table: AggregateTable, query: CostTotalsQuery, bounds: CostListBounds): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(statusWhere(table, query.status, bounds));
  if (query.currency) conditions.push(eq(table.currency, query.currency));
  return conditions;
}

interface SumRow {
  currency: string;
  count: string | number;
  net: string;
  vat: string;
  gross: string;
  balance: string;
  netPln: string;
  vatPln: string;
  grossPln: string;
  balancePln: string;
}

function toTotals(rows: readonly SumRow[]): CostTotals {
  const n = (value: string) => Number(value);
  return {
    total: rows.reduce((total, row) => total + Number(row.count), 0),
    totalCapped: false,
    sums: rows.map((row) => ({
      currency: row.currency as CurrencyCode,
      net: n(row.net),
      vat: n(row.vat),
      gross: n(row.gross),
      balance: n(row.balance),
    })),
    sumsPln: rows.reduce(
      (acc, row) => ({
        net: acc.net + n(row.netPln),
        vat: acc.vat + n(row.vatPln),
        gross: acc.gross + n(row.grossPln),
        balance: acc.balance + n(row.balancePln),
      }),
      { net: 0, vat: 0, gross: 0, balance: 0 },
    ),
  };
}

const capped = (cap: number): CostTotals => ({
  total: cap,
  totalCapped: true,
  sums: [],
  sumsPln: { net: 0, vat: 0, gross: 0, balance: 0 },
});

async function sumAggregates(db: Db, table: AggregateTable, where: SQL): Promise<CostTotals> {
  // Drafts are not booked yet: they count in the list but not in the sums.
  const booked = (column: AggregateTable['net']) =>
    sql<string>`coalesce(sum(case when ${table.status} = 'draft' then 0 else ${column} end), 0)`;
  const rows = await db
    .select({
      currency: table.currency,
      count: sql<string>`coalesce(sum(${table.count}), 0)`,
      net: booked(table.net),
      vat: booked(table.vat),
      gross: booked(table.gross),
      balance: booked(table.balance),
      netPln: booked(table.netPln),
      vatPln: booked(table.vatPln),
      grossPln: booked(table.grossPln),
      balancePln: booked(table.balancePln),
    })
    .from(table)
    .where(where)
    .groupBy(table.currency)
    // Keys whose documents all left them keep a row of zeros: not a currency of the list.
    .having(sql`sum(${table.count}) <> 0`)
    .orderBy(asc(table.currency));
  return toTotals(rows);
}

const hasDates = (query: CostTotalsQuery) =>
  Boolean(query.dateFrom || query.dateTo || query.dueFrom || query.dueTo);
const hasPeriod = (query: CostTotalsQuery) => Boolean(query.month || query.categoryId);

/**
 * The cost list's count and sums (decision 0014). The everyday filters (none, status, currency,
 * month, category, supplier, issue- and due-date ranges) read the aggregate tables; a supplier with
 * a month, category or dates reads that supplier's documents (bounded by the supplier); a text
 * search, or a combination of dates with a month or category that no table holds, counts its
 * matches up to `cap` and, above it, answers the cap without sums.
 */
export async function costListTotals(
  db: Db,
  organizationId: number,
  query: CostTotalsQuery,
  bounds: CostListBounds,
  cap: number,
): Promise<CostTotals> {
  if (query.q?.trim()) return recount(db, organizationId, query, bounds, cap);
  if (query.contractorId !== undefined) {
    if (hasDates(query) || hasPeriod(query)) return recount(db, organizationId, query, bounds, undefined);
    const t = costTotalsByContractor;
    return sumAggregates(
      db,
      t,
      and(
        eq(t.organizationId, organizationId),
        eq(t.contractorId, query.contractorId),
        ...keyWhere(t, query, bounds),
      ) as SQL,
    );
  }
  if (hasDates(query)) {
    if (hasPeriod(query)) return recount(db, organizationId, query, bounds, cap);
    const t = costTotalsByDay;
    const conditions = [eq(t.organizationId, organizationId), ...keyWhere(t, query, bounds)];
    if (query.dateFrom) conditions.push(gte(t.issueDate, query.dateFrom));
    if (query.dateTo) conditions.push(lte(t.issueDate, query.dateTo));
    if (query.dueFrom) conditions.push(gte(t.dueDate, query.dueFrom));
    if (query.dueTo) conditions.push(lte(t.dueDate, query.dueTo));
    return sumAggregates(db, t, and(...conditions) as SQL);
  }
  if (hasPeriod(query)) {
    const t = costTotalsByPeriod;
    const conditions = [eq(t.organizationId, organizationId), ...keyWhere(t, query, bounds)];
    if (query.month) conditions.push(eq(t.bookingPeriod, query.month));
    if (query.categoryId) conditions.push(eq(t.categoryId, query.categoryId));
    return sumAggregates(db, t, and(...conditions) as SQL);
  }
  const t = costTotals;
  return sumAggregates(
    db,
    t,
    and(eq(t.organizationId, organizationId), ...keyWhere(t, query, bounds)) as SQL,
  );
}

/** The filtered documents themselves, counted and summed, up to `cap` + 1 matches when capped. */
async function recount(
  db: Db,
  organizationId: number,
  query: CostTotalsQuery,
  bounds: CostListBounds,
  cap: number | undefined,
): Promise<CostTotals> {
  const booked = (column: SQL | typeof costs.net, name: string) =>
    sql<number>`case when ${costs.status} = 'draft' then 0 else ${column} end`.as(name);
  const matches = db
    .select({
      currency: costs.currency,
      net: booked(costs.net, 'net'),
      vat: booked(costs.vat, 'vat'),
      gross: booked(costs.gross, 'gross'),
      balance: booked(costs.balance, 'balance'),
      netPln: booked(costs.netPln, 'net_pln'),
      vatPln: booked(costs.vatPln, 'vat_pln'),
      grossPln: booked(costs.grossPln, 'gross_pln'),
      // The PLN value of what is left: the balance at the document's own rate.
      balancePln: booked(
        sql`case when ${costs.gross} = 0 then 0
          else round(${costs.balance}::numeric * ${costs.grossPln} / ${costs.gross}) end`,
        'balance_pln',
      ),
    })
    .from(costs)
    .where(costListWhere(organizationId, query, bounds));
  const limited = (cap === undefined ? matches : matches.limit(cap + 1)).as('m');
  const sum = (column: SQL.Aliased<number>) => sql<string>`coalesce(sum(${column}), 0)`;
  const rows = await db
    .select({
      currency: limited.currency,
      count: sql<string>`count(*)`,
      net: sum(limited.net),
      vat: sum(limited.vat),
      gross: sum(limited.gross),
      balance: sum(limited.balance),
      netPln: sum(limited.netPln),
      vatPln: sum(limited.vatPln),
      grossPln: sum(limited.grossPln),
      balancePln: sum(limited.balancePln),
    })
    .from(limited)
    .groupBy(limited.currency)
    .orderBy(asc(limited.currency));
  const counted = rows.reduce((total, row) => total + Number(row.count), 0);
  if (cap !== undefined && counted > cap) return capped(cap);
  return toTotals(rows);
}

/** Every filtered document counted and summed, without the aggregates: what they must always equal. */
export function recountCostTotals(
  db: Db,
  organizationId: number,
  query: CostTotalsQuery,
  bounds: CostListBounds,
): Promise<CostTotals> {
  return recount(db, organizationId, query, bounds, undefined);
}
