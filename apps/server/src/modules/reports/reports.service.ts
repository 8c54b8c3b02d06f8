// The three reports of the books, assembled from the repository's sums: the period resolved to whole
// months, each figure beside the previous period's and last year's, the months lined up for charts.
import type {
  ComparedAmounts,
  CostsReport,
  IncomeReport,
  MonthlyRow,
  ReportQuery,
  SalesReport,
} from '@saldo/contracts/reports';
import type { InvoiceType } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import {
  addMonths,
  comparedRanges,
  monthIndex,
  monthsOf,
  periodOf,
  spanOf,
  type ComparedRanges,
} from '@saldo/domain/reports/periods';
import { pitAdvances } from '@saldo/domain/reports/pit-advance';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { findTaxSettings } from './income-tax-settings.repository.ts';
import type { WINDOWS } from './reports.repository.ts';
import {
  cashByMonth,
  costsByCategory,
  costsByMonth,
  costsBySupplier,
  incomeByMonth,
  salesByContractor,
  salesByCurrency,
  salesByMonth,
  salesByRate,
  salesByType,
  vatByMonth,
  type Amounts,
  type Compared,
  type PartyCompared,
} from './reports.repository.ts';

/** The contractors and suppliers listed by name; the rest are one 'others' row. */
export const TOP_PARTIES = 20;

type PeriodQuery = Pick<ReportQuery, 'period' | 'month' | 'from' | 'to'>;

/** The period asked for (default: this month in Poland) and the two it is compared with. */
export function rangesOf(query: PeriodQuery, today: string = todayInPoland()): ComparedRanges {
  if (query.period === 'custom' && query.from !== undefined && query.to !== undefined) {
    return comparedRanges({ from: query.from, to: query.to });
  }
  const kind = query.period === 'custom' ? 'month' : query.period;
  return comparedRanges(periodOf(kind, query.month ?? today.slice(0, 7)));
}

const zero = (): Amounts => ({ count: 0, net: 0, vat: 0, gross: 0 });

function plus(a: Amounts, b: Amounts): Amounts {
  return { count: a.count + b.count, net: a.net + b.net, vat: a.vat + b.vat, gross: a.gross + b.gross };
}

/**
 * The totals as the sum of a breakdown that holds every document once (types, categories): one pass
 * over the ledger fewer than a query of its own.
 */
function sumOf(rows: readonly Compared<Amounts>[]): Compared<Amounts> {
  const add = (w: (typeof WINDOWS)[number]) => rows.reduce((sum, row) => plus(sum, row[w]), zero());
  return { current: add('current'), previous: add('previous'), lastYear: add('lastYear') };
}

function minus(a: Amounts, b: Amounts): Amounts {
  return { count: a.count - b.count, net: a.net - b.net, vat: a.vat - b.vat, gross: a.gross - b.gross };
}

/** The totals less the listed parties: what the 'others' row holds. */
function others(totals: Compared<Amounts>, listed: readonly Compared<Amounts>[]): ComparedAmounts {
  const rest = (w: (typeof WINDOWS)[number]) => listed.reduce((sum, row) => minus(sum, row[w]), totals[w]);
  return { current: rest('current'), previous: rest('previous'), lastYear: rest('lastYear') };
}

/** Month i of the period beside month i of the previous period and the same month a year before. */
function monthly(ranges: ComparedRanges, sums: Map<string, Amounts>): MonthlyRow[] {
  const offset = monthIndex(ranges.previous.from) - monthIndex(ranges.current.from);
  return monthsOf(ranges.current).map((month) => ({
    month,
    current: sums.get(month) ?? zero(),
    previous: sums.get(addMonths(month, offset)) ?? zero(),
    lastYear: sums.get(addMonths(month, -12)) ?? zero(),
  }));
}

const party = ({ id, name, nip, current, previous, lastYear }: PartyCompared) => ({
  contractorId: id,
  name,
  nip,
  current,
  previous,
  lastYear,
});

export async function salesReport(db: Db, organizationId: number, query: PeriodQuery): Promise<SalesReport> {
  const ranges = rangesOf(query);
  const [months, byContractor, byRate, byCurrency, byType] = await Promise.all([
    salesByMonth(db, organizationId, ranges),
    salesByContractor(db, organizationId, ranges, TOP_PARTIES),
    salesByRate(db, organizationId, ranges),
    salesByCurrency(db, organizationId, ranges),
    salesByType(db, organizationId, ranges),
  ]);
  const totals = sumOf(byType);
  return {
    ranges,
    totals,
    monthly: monthly(ranges, months),
    byContractor: byContractor.map(party),
    otherContractors: others(totals, byContractor),
    byRate: byRate.map(({ key, ...figures }) => ({ vatRate: key, ...figures })),
    byCurrency: byCurrency.map(({ key, ...figures }) => ({ currency: key as CurrencyCode, ...figures })),
    byType: byType.map(({ key, ...figures }) => ({ type: key as InvoiceType, ...figures })),
  };
}

export async function costsReport(db: Db, organizationId: number, query: PeriodQuery): Promise<CostsReport> {
  const ranges = rangesOf(query);
  const [months, byCategory, bySupplier] = await Promise.all([
    costsByMonth(db, organizationId, ranges),
    costsByCategory(db, organizationId, ranges),
    costsBySupplier(db, organizationId, ranges, TOP_PARTIES),
  ]);
  const totals = sumOf(byCategory);
  return {
    ranges,
    totals,
    monthly: monthly(ranges, months),
    byCategory: byCategory.map(({ id, ...rest }) => ({ categoryId: id, ...rest })),
    bySupplier: bySupplier.map(party),
    otherSuppliers: others(totals, bySupplier),
  };
}

export async function incomeReport(
  db: Db,
  organizationId: number,
  query: PeriodQuery,
): Promise<IncomeReport> {
  const ranges = rangesOf(query);
  // Scale and flat tax count from January: read every month from the January of the earliest range.
  const span = spanOf([ranges.current, ranges.previous, ranges.lastYear]);
  const books = { from: `${span.from.slice(0, 4)}-01`, to: span.to };
  const [taxSettings, income, vat, cash] = await Promise.all([
    findTaxSettings(db, organizationId),
    incomeByMonth(db, organizationId, books),
    vatByMonth(db, organizationId, ranges.current),
    cashByMonth(db, organizationId, ranges.current),
  ]);
  const figures = monthsOf(books).map((month) => ({
    month,
    revenue: income.revenue.get(month)?.a ?? 0,
    costs: income.costs.get(month)?.a ?? 0,
  }));
  const advances = new Map(pitAdvances(taxSettings, figures).map((a) => [a.month, a]));
  const byMonth = new Map(figures.map((f) => [f.month, f]));
  const sumOver = (months: string[]) =>
    months.reduce(
      (sum, month) => {
        const f = byMonth.get(month);
        const revenue = f?.revenue ?? 0;
        const costs = f?.costs ?? 0;
        return {
          revenue: sum.revenue + revenue,
          costs: sum.costs + costs,
          income: sum.income + revenue - costs,
          pitAdvance: sum.pitAdvance + (advances.get(month)?.advance ?? 0),
        };
      },
      { revenue: 0, costs: 0, income: 0, pitAdvance: 0 },
    );
  let cumulative = 0;
  const months = monthsOf(ranges.current).map((month) => {
    const f = byMonth.get(month) ?? { revenue: 0, costs: 0 };
    const income = f.revenue - f.costs;
    cumulative += income;
    const advance = advances.get(month);
    return {
      month,
      revenue: f.revenue,
      costs: f.costs,
      income,
      cumulativeIncome: cumulative,
      incomeYearToDate: advance?.incomeYearToDate ?? 0,
      pitAdvance: advance?.advance ?? 0,
    };
  });
  return {
    ranges,
    taxSettings,
    estimate: true,
    totals: {
      current: sumOver(monthsOf(ranges.current)),
      previous: sumOver(monthsOf(ranges.previous)),
      lastYear: sumOver(monthsOf(ranges.lastYear)),
    },
    months,
    vat: monthsOf(ranges.current).map((month) => {
      const outputVat = vat.output.get(month)?.a ?? 0;
      const inputVat = vat.input.get(month)?.a ?? 0;
      return { month, outputVat, inputVat, balance: outputVat - inputVat };
    }),
    cashFlow: monthsOf(ranges.current).map((month) => {
      const inflow = (cash.paidIn.get(month)?.a ?? 0) + (cash.other.get(month)?.a ?? 0);
      const outflow = (cash.paidOut.get(month)?.a ?? 0) + (cash.other.get(month)?.b ?? 0);
      return { month, inflow, outflow, net: inflow - outflow };
    }),
  };
}
