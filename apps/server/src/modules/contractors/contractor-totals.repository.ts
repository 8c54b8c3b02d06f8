import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ContractorBalance, ContractorFilterQuery } from '@saldo/contracts/contractors';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Db } from '../../db/client.ts';
import { invoiceTotalsByContractor } from '../invoices/invoice-totals.table.ts';
import { contractorTotals } from './contractor-totals.table.ts';

/** Whether the count of this filter is held by contractor_totals (no search, no tag). */
export const countedByAggregate = (filter: ContractorFilterQuery) => !filter.q?.trim() && !filter.tag;

/** The list's count without a search or tag, from the aggregate the contractors trigger keeps. */
export async function countContractorTotals(
  db: Db,
  organizationId: number,
  filter: ContractorFilterQuery,
): Promise<number> {
  const t = contractorTotals;
  const conditions: SQL[] = [eq(t.organizationId, organizationId)];
  if (filter.country) conditions.push(eq(t.country, filter.country.toUpperCase()));
  if (filter.vatStatus === 'unknown') conditions.push(eq(t.vatStatus, ''));
  else if (filter.vatStatus) conditions.push(eq(t.vatStatus, filter.vatStatus));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${t.count}), 0)` })
    .from(t)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

/**
 * What each of these contractors owes on our sales invoices, per currency, from the invoice list's
 * aggregates (decision 0014): invoiced (gross), paid, the balance and its overdue part as of the
 * bound. Pro forma invoices demand nothing and cancelled ones count for nothing, so neither is in it.
 */
export async function contractorBalances(
  db: Db,
  organizationId: number,
  contractorIds: readonly number[],
  overdueDueDate: string,
): Promise<ContractorBalance[]> {
  if (contractorIds.length === 0) return [];
  const t = invoiceTotalsByContractor;
  const rows = await db
    .select({
      contractorId: t.contractorId,
      currency: t.currency,
      invoiced: sql<string>`coalesce(sum(${t.gross}), 0)`,
      balance: sql<string>`coalesce(sum(${t.balance}), 0)`,
      overdue: sql<string>`coalesce(sum(case when ${t.lateDueDate} <= ${overdueDueDate} then ${t.balance} else 0 end), 0)`,
    })
    .from(t)
    .where(
      and(
        eq(t.organizationId, organizationId),
        inArray(t.contractorId, [...contractorIds]),
        ne(t.type, 'proforma'),
        ne(t.status, 'cancelled'),
      ),
    )
    .groupBy(t.contractorId, t.currency)
    .having(sql`sum(${t.count}) <> 0`)
    .orderBy(asc(t.contractorId), asc(t.currency));
  return rows.map((row) => ({
    contractorId: row.contractorId,
    currency: row.currency as CurrencyCode,
    invoiced: Number(row.invoiced),
    paid: Number(row.invoiced) - Number(row.balance),
    balance: Number(row.balance),
    overdue: Number(row.overdue),
  }));
}
