// One table written as CSV (Polish Excel's dialect, see csv.ts) or XLSX (spreadsheet.ts). The rows
// arrive as read from the database, amounts in integer grosze, and are formatted here, so that the
// whole per-row cost of an export runs in a worker thread (workers/worker-tasks.ts).
import { formatScaled } from '@saldo/domain/decimal';
import { writeCsv } from './csv.ts';
import { toXlsx, type SheetCell, type SheetColumn } from './spreadsheet.ts';

export interface TableColumn extends SheetColumn {
  /**
   * Integer grosze, written in złoty with two decimals: as text in CSV ("1234,56", as Polish Excel
   * reads it), as a number in XLSX so sums work; both without binary rounding.
   */
  money?: boolean;
}

export type TableCell = string | number | null;

export interface TableFile {
  format: 'csv' | 'xlsx';
  /** The XLSX sheet's name. */
  sheetName: string;
  columns: TableColumn[];
  /** Cell i under column i. */
  rows: TableCell[][];
}

export const TABLE_CONTENT_TYPES: Readonly<Record<TableFile['format'], string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const zloty = (grosze: number, separator: string) =>
  formatScaled(grosze, 2, { decimalSeparator: separator, minDecimals: 2 });

export async function renderTable(table: TableFile): Promise<Buffer> {
  const { columns, rows } = table;
  if (table.format === 'csv') {
    const csv = writeCsv(
      columns.map((c) => c.header),
      rows.map((row) =>
        columns.map((column, c) => {
          const value = row[c] ?? '';
          return column.money === true && typeof value === 'number' ? zloty(value, ',') : String(value);
        }),
      ),
    );
    return Buffer.from(csv, 'utf8');
  }
  const sheetRows: SheetCell[][] = rows.map((row) =>
    columns.map((column, c) => {
      const value = row[c] ?? null;
      // Grosze → złoty through the decimal string, so 0.1 + 0.2 style errors never appear.
      return column.money === true && typeof value === 'number' ? Number(zloty(value, '.')) : value;
    }),
  );
  return toXlsx(table.sheetName, columns, sheetRows);
}
