// The overdue list's count and balance sums (decision 0014): from the invoice aggregates for the
// everyday filters (none, a days-overdue band, a contractor, a client user's own), otherwise the
// overdue invoices counted up to a cap. Interest is not here: it depends on each invoice's days and
// rates (overdue.service).
import { and, asc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Db } from '../../db/client.ts';
import type { CallerScope } from '../../lib/caller.ts';
import { invoiceTotals, invoiceTotalsByContractor } from '../invoices/invoice-totals.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { overdueWhere, type OverdueFilter } from './overdue.repository.ts';

export interface OverdueTotals {
  total: number;
  totalCapped: boolean;
  sums: { currency: CurrencyCode; balance: number }[];
}

/** Whether the aggregates hold this filter's overdue set. */
export const overdueByAggregate = (filter: OverdueFilter) =>
  !filter.q?.trim() &&
  filter.minBalance === undefined &&
  filter.maxBalance === undefined &&
  filter.ids === undefined &&
  !filter.paidLate;

function contractorOf(scope: CallerScope, filter: OverdueFilter): number | undefined | 'none' {
  if (scope.contractorId !== undefined && filter.contractorId !== undefined)
    return scope.contractorId === filter.contractorId ? scope.contractorId : 'none';
  return scope.contractorId ?? filter.contractorId;
}

const toTotals = (rows: { currency: string; count: string; balance: string }[]): OverdueTotals => ({
  total: rows.reduce((total, row) => total + Number(row.count), 0),
  totalCapped: false,
  sums: rows.map((row) => ({ currency: row.currency as CurrencyCode, balance: Number(row.balance) })),
});

/** Count and balance per currency; `cap` bounds the recount of the filters the aggregates do not hold. */
export async function overdueTotals(
  db: Db,
  scope: CallerScope,
  filter: OverdueFilter,
  cap: number,
): Promise<OverdueTotals> {
  const contractorId = contractorOf(scope, filter);
  if (contractorId === 'none') return { total: 0, totalCapped: false, sums: [] };
  if (!overdueByAggregate(filter)) return recountOverdue(db, scope, filter, cap);
  const t = contractorId === undefined ? invoiceTotals : invoiceTotalsByContractor;
  // late_due_date is finite only for an invoice that is not paid or cancelled and has a balance left.
  const conditions: SQL[] = [
    eq(t.organizationId, scope.organizationId),
    ne(t.type, 'proforma'),
    lte(t.lateDueDate, filter.latestDueDate),
  ];
  if (filter.earliestDueDate !== undefined) conditions.push(gt(t.lateDueDate, filter.earliestDueDate));
  if (contractorId !== undefined) conditions.push(eq(invoiceTotalsByContractor.contractorId, contractorId));
  const rows = await db
    .select({
      currency: t.currency,
      count: sql<string>`coalesce(sum(${t.count}), 0)`,
      balance: sql<string>`coalesce(sum(${t.balance}), 0)`,
    })
    .from(t)
    .where(and(...conditions))
    .groupBy(t.currency)
    .having(sql`sum(${t.count}) <> 0`)
    .orderBy(asc(t.currency));
  return toTotals(rows);
}

/** The overdue invoices themselves, up to `cap` + 1: above the cap, the cap without sums. */
export async function recountOverdue(
  db: Db,
  scope: CallerScope,
  filter: OverdueFilter,
  cap: number | undefined,
): Promise<OverdueTotals> {
  const matches = db
    .select({ currency: invoices.currency, balance: invoices.balance })
    .from(invoices)
    .where(overdueWhere(scope, filter));
  const limited = (cap === undefined ? matches : matches.limit(cap + 1)).as('m');
  const rows = await db
    .select({
      currency: limited.currency,
      count: sql<string>`count(*)`,
      balance: sql<string>`coalesce(sum(${limited.balance}), 0)`,
    })
    .from(limited)
    .groupBy(limited.currency)
    .orderBy(asc(limited.currency));
  const totals = toTotals(rows);
  if (cap !== undefined && totals.total > cap) return { total: cap, totalCapped: true, sums: [] };
  return totals;
}
