import {
  OVERDUE_BANDS,
  type AgingBucket,
  type AgingRow,
  type ReceivablesReport,
} from '@saldo/contracts/debt';

/** What the report's figures add up to, derived once from the answer for the cards and tables. */
export const overdueOf = (row: AgingRow): number => OVERDUE_BANDS.reduce((sum, band) => sum + row[band], 0);

/** A part of a whole as a fraction (0.25), 0 when the whole is 0. */
export const shareOf = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

export interface ReportFigures {
  total: number;
  overdue: number;
  overdueShare: number;
  /** Contractors that owe anything on the report's day, and those with something overdue. */
  debtors: number;
  overdueDebtors: number;
}

export function figuresOf(report: ReceivablesReport): ReportFigures {
  const overdue = overdueOf(report.aging);
  return {
    total: report.aging.total,
    overdue,
    overdueShare: shareOf(overdue, report.aging.total),
    debtors: report.byContractor.filter((row) => row.total > 0).length,
    overdueDebtors: report.byContractor.filter((row) => overdueOf(row) > 0).length,
  };
}

/** Nothing owed on the report's day: the page shows an empty state instead of zeros. */
export const hasReceivables = (report: ReceivablesReport) =>
  report.aging.total !== 0 || report.byContractor.length > 0;

/** Any invoice issued or payment collected in the series: worth a chart even with nothing owed. */
export const hasActivity = (report: ReceivablesReport) =>
  report.monthly.some((month) => month.issued !== 0 || month.collected !== 0);

export const BUCKET_COLORS: Record<AgingBucket, string> = {
  not_due: 'teal.6',
  '1_30': 'yellow.6',
  '31_60': 'orange.6',
  '61_90': 'red.6',
  over_90: 'red.9',
};
