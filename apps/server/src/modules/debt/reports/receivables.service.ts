import type { z } from 'zod';
import type { AgingRow, ReceivablesReport, receivablesQuerySchema } from '@saldo/contracts/debt';
import { addDays, addMonths, startOfMonth, type IsoDate } from '@saldo/domain/dates/calendar';
import { AGING_BUCKETS, agingBoundaries, daysOverdue, daysSalesOutstanding } from '@saldo/domain/receivables';
import type { Db } from '../../../db/client.ts';
import { todayInPoland } from '../../../lib/dates.ts';
import {
  agingByContractor,
  collectedByMonth,
  issuedByMonth,
  salesBetween,
  type ContractorAging,
} from './receivables.repository.ts';

export type ReceivablesQuery = Pick<z.infer<typeof receivablesQuerySchema>, 'date' | 'months'>;

/** DSO looks at the sales of this many days up to the report's day. */
export const DSO_DAYS = 90;
export const TOP_DEBTORS = 10;

export interface ReceivablesAging {
  date: IsoDate;
  contractors: ContractorAging[];
  total: AgingRow;
}

function agingRow(entry: Pick<ContractorAging, 'buckets' | 'total'>): AgingRow {
  return { ...entry.buckets, total: entry.total };
}

/** The aging table on the day (default today): per contractor, largest total first, and the sum. */
export async function receivablesAging(
  db: Db,
  organizationId: number,
  day: IsoDate | undefined,
): Promise<ReceivablesAging> {
  const date = day ?? todayInPoland();
  const contractors = await agingByContractor(db, organizationId, date, agingBoundaries(date));
  const total: AgingRow = { not_due: 0, '1_30': 0, '31_60': 0, '61_90': 0, over_90: 0, total: 0 };
  for (const entry of contractors) {
    for (const bucket of AGING_BUCKETS) total[bucket] += entry.buckets[bucket];
    total.total += entry.total;
  }
  return { date, contractors, total };
}

/** 'YYYY-MM' of `months` months ending with the date's month, oldest first. */
function monthsEndingWith(date: IsoDate, months: number): IsoDate[] {
  const first = addMonths(startOfMonth(date), -(months - 1));
  return Array.from({ length: months }, (_, i) => addMonths(first, i));
}

/**
 * The receivables report of the organization, all in PLN (see receivables.repository.ts). Sales and
 * payments dated after the report's day are left out, so a past day's report reads as it did then.
 */
export async function receivablesReport(
  db: Db,
  organizationId: number,
  query: ReceivablesQuery,
): Promise<ReceivablesReport> {
  const aging = await receivablesAging(db, organizationId, query.date);
  const { date } = aging;
  const months = monthsEndingWith(date, query.months);
  const firstMonth = months[0] ?? startOfMonth(date);
  const [sales, issued, collected] = await Promise.all([
    salesBetween(db, organizationId, addDays(date, -(DSO_DAYS - 1)), date),
    issuedByMonth(db, organizationId, firstMonth, date),
    collectedByMonth(db, organizationId, firstMonth, date),
  ]);

  const topDebtors = aging.contractors
    .filter((entry) => entry.overdueInvoices > 0)
    .sort((a, b) => b.overdue - a.overdue || a.name.localeCompare(b.name, 'pl'))
    .slice(0, TOP_DEBTORS)
    .map((entry) => ({
      contractorId: entry.contractorId,
      name: entry.name,
      overdue: entry.overdue,
      invoices: entry.overdueInvoices,
      oldestDaysOverdue: entry.oldestOverdueDueDate ? daysOverdue(entry.oldestOverdueDueDate, date) : 0,
    }));

  return {
    date,
    aging: aging.total,
    byContractor: aging.contractors.map((entry) => ({
      contractorId: entry.contractorId,
      name: entry.name,
      nip: entry.nip,
      ...agingRow(entry),
    })),
    dso: daysSalesOutstanding(aging.total.total, sales, DSO_DAYS),
    monthly: months.map((first) => {
      const month = first.slice(0, 7);
      return { month, issued: issued.get(month) ?? 0, collected: collected.get(month) ?? 0 };
    }),
    topDebtors,
  };
}
