// A report as one table (the CSV and the XLSX sheet): a section column (total, month, contractor, …),
// the row's name, and its amounts in PLN grosze (lib/table-file.ts writes them as złoty) with the
// previous period's and last year's gross beside the period's.
import type { ComparedAmounts, CostsReport, IncomeReport, SalesReport } from '@saldo/contracts/reports';
import type { TableCell, TableColumn, TableFile } from '../../lib/table-file.ts';

/** The headings and names in the reader's language (report-labels.ts). */
export interface TableLabels {
  column: (key: string) => string;
  section: (key: string) => string;
  invoiceType: (type: string) => string;
  sheet: string;
}

const money = (header: string): TableColumn => ({
  header,
  money: true,
  type: 'number',
  format: '#,##0.00',
  width: 16,
});

const COMPARED_COLUMNS = ['count', 'net', 'vat', 'gross', 'previousGross', 'lastYearGross'] as const;

function comparedColumns(labels: TableLabels): TableColumn[] {
  return [
    { header: labels.column('section'), type: 'string', width: 14 },
    { header: labels.column('item'), type: 'string', width: 40 },
    { header: labels.column('count'), type: 'number', width: 10 },
    ...COMPARED_COLUMNS.slice(1).map((key) => money(labels.column(key))),
  ];
}

function comparedRow(section: string, item: string, figures: ComparedAmounts): TableCell[] {
  const { current } = figures;
  return [
    section,
    item,
    current.count,
    current.net,
    current.vat,
    current.gross,
    figures.previous.gross,
    figures.lastYear.gross,
  ];
}

const party = (name: string, nip: string) => (nip === '' ? name : `${name} (${nip})`);

export function salesTable(report: SalesReport, labels: TableLabels, format: TableFile['format']): TableFile {
  const s = labels.section;
  return {
    format,
    sheetName: labels.sheet,
    columns: comparedColumns(labels),
    rows: [
      comparedRow(s('total'), `${report.ranges.current.from} – ${report.ranges.current.to}`, report.totals),
      ...report.monthly.map((row) => comparedRow(s('month'), row.month, row)),
      ...report.byContractor.map((row) => comparedRow(s('contractor'), party(row.name, row.nip), row)),
      ...(report.otherContractors.current.count +
        report.otherContractors.previous.count +
        report.otherContractors.lastYear.count >
      0
        ? [comparedRow(s('contractor'), s('others'), report.otherContractors)]
        : []),
      ...report.byRate.map((row) => comparedRow(s('rate'), row.vatRate, row)),
      ...report.byCurrency.map((row) =>
        comparedRow(s('currency'), row.currency, {
          current: {
            count: row.current.count,
            net: row.current.netPln,
            vat: row.current.vatPln,
            gross: row.current.grossPln,
          },
          previous: {
            count: row.previous.count,
            net: row.previous.netPln,
            vat: row.previous.vatPln,
            gross: row.previous.grossPln,
          },
          lastYear: {
            count: row.lastYear.count,
            net: row.lastYear.netPln,
            vat: row.lastYear.vatPln,
            gross: row.lastYear.grossPln,
          },
        }),
      ),
      ...report.byType.map((row) => comparedRow(s('type'), labels.invoiceType(row.type), row)),
    ],
  };
}

export function costsTable(report: CostsReport, labels: TableLabels, format: TableFile['format']): TableFile {
  const s = labels.section;
  return {
    format,
    sheetName: labels.sheet,
    columns: comparedColumns(labels),
    rows: [
      comparedRow(s('total'), `${report.ranges.current.from} – ${report.ranges.current.to}`, report.totals),
      ...report.monthly.map((row) => comparedRow(s('month'), row.month, row)),
      ...report.byCategory.map((row) =>
        comparedRow(s('category'), row.categoryId === null ? s('noCategory') : row.name, row),
      ),
      ...report.bySupplier.map((row) => comparedRow(s('supplier'), party(row.name, row.nip), row)),
      ...(report.otherSuppliers.current.count +
        report.otherSuppliers.previous.count +
        report.otherSuppliers.lastYear.count >
      0
        ? [comparedRow(s('supplier'), s('others'), report.otherSuppliers)]
        : []),
    ],
  };
}

const INCOME_COLUMNS = [
  'revenue',
  'costs',
  'income',
  'cumulativeIncome',
  'pitAdvance',
  'outputVat',
  'inputVat',
  'vatBalance',
  'inflow',
  'outflow',
  'cashNet',
] as const;

/** One row per month of the period, and a total row (its cumulative income is the period's). */
export function incomeTable(
  report: IncomeReport,
  labels: TableLabels,
  format: TableFile['format'],
): TableFile {
  const rows: TableCell[][] = report.months.map((month, i) => {
    const vat = report.vat[i];
    const cash = report.cashFlow[i];
    return [
      month.month,
      month.revenue,
      month.costs,
      month.income,
      month.cumulativeIncome,
      month.pitAdvance,
      vat?.outputVat ?? 0,
      vat?.inputVat ?? 0,
      vat?.balance ?? 0,
      cash?.inflow ?? 0,
      cash?.outflow ?? 0,
      cash?.net ?? 0,
    ];
  });
  const sum = (index: number) => rows.reduce((total, row) => total + Number(row[index]), 0);
  const total: TableCell[] = [
    labels.section('total'),
    ...INCOME_COLUMNS.map((key, i) =>
      key === 'cumulativeIncome' ? (rows.at(-1)?.[i + 1] ?? 0) : sum(i + 1),
    ),
  ];
  return {
    format,
    sheetName: labels.sheet,
    columns: [
      { header: labels.column('month'), type: 'string', width: 12 },
      ...INCOME_COLUMNS.map((key) => money(labels.column(key))),
    ],
    rows: [...rows, total],
  };
}
