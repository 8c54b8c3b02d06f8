// The cost export's file from the list's rows, with no database: the per-row work of an export, run
// in the worker pool (workers/worker-tasks.ts). Amounts are written in złoty with two decimals
// (lib/table-file.ts).
import { renderTable, type TableColumn, type TableFile } from '../../lib/table-file.ts';
import { costDisplayStatus } from './cost-mapping.ts';
import type { CostListRow } from './costs.repository.ts';

const columns = [
  'id',
  'number',
  'ksefNumber',
  'supplier',
  'supplierNip',
  'issueDate',
  'receiptDate',
  'dueDate',
  'bookingPeriod',
  'category',
  'currency',
  'net',
  'vat',
  'gross',
  'paid',
  'balance',
  'netPln',
  'vatPln',
  'grossPln',
  'deductibleVatPln',
  'status',
] as const;
type Column = (typeof columns)[number];
const moneyColumns = new Set<Column>([
  'net',
  'vat',
  'gross',
  'paid',
  'balance',
  'netPln',
  'vatPln',
  'grossPln',
  'deductibleVatPln',
]);

function record(entry: CostListRow, today: string): Record<Column, string | number> {
  const { row } = entry;
  return {
    id: row.id,
    number: row.number,
    ksefNumber: row.ksefNumber ?? '',
    supplier: row.supplierName,
    supplierNip: row.supplierNip,
    issueDate: row.issueDate,
    receiptDate: row.receiptDate,
    dueDate: row.dueDate,
    bookingPeriod: row.bookingPeriod,
    category: entry.categoryName ?? '',
    currency: row.currency,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
    paid: row.paid,
    balance: row.balance,
    netPln: row.netPln,
    vatPln: row.vatPln,
    grossPln: row.grossPln,
    deductibleVatPln: row.deductibleVatPln,
    status: costDisplayStatus(row, today).status,
  };
}

export interface CostsFileInput {
  rows: CostListRow[];
  /** The day the statuses are computed for (overdue or not). */
  today: string;
  format: TableFile['format'];
}

export function costsFile({ rows, today, format }: CostsFileInput): Promise<Buffer> {
  const tableColumns: TableColumn[] = columns.map((c) =>
    moneyColumns.has(c)
      ? { header: c, money: true, type: 'number', format: '#,##0.00', width: 14 }
      : { header: c, width: c === 'supplier' ? 40 : 16 },
  );
  const tableRows = rows.map((entry) => {
    const r = record(entry, today);
    // Only the id is a number cell in XLSX; other non-money values are written as text.
    return columns.map((c) => (moneyColumns.has(c) || c === 'id' ? r[c] : String(r[c])));
  });
  return renderTable({ format, sheetName: 'Costs', columns: tableColumns, rows: tableRows });
}
