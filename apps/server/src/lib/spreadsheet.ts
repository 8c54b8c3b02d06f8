import writeExcelFile, { type Cell, type CellObject } from 'write-excel-file/node';
import { defuseFormula } from './spreadsheet-safety.ts';

/** Numbers are plain numbers (złoty with two decimals, computed by the caller from grosze). */
export type SheetCell = string | number | Date | null;

export interface SheetColumn {
  header: string;
  /** In characters. */
  width?: number;
  /** Excel number or date format, e.g. '#,##0.00' or 'yyyy-mm-dd'; applies to number and date cells. */
  format?: string;
  /** When given, every non-empty cell of the column must be of this type (a mismatch is a bug). */
  type?: 'string' | 'number' | 'date';
}

// A date cell without a format would show as a bare serial number.
const DEFAULT_DATE_FORMAT = 'yyyy-mm-dd';
// '@' (Text) keeps Excel from re-reading the cell when someone edits it, so "=…" stays text even then.
const TEXT_FORMAT = '@';

function typeOf(value: string | number | Date): NonNullable<SheetColumn['type']> {
  if (typeof value === 'string') return 'string';
  return typeof value === 'number' ? 'number' : 'date';
}

function toCell(value: SheetCell, column: SheetColumn, row: number): Cell {
  if (value === null) return null;
  const where = `row ${row + 1}, column "${column.header}"`;
  if (column.type && column.type !== typeOf(value))
    throw new TypeError(`${where}: expected a ${column.type}, got a ${typeOf(value)}`);
  if (typeof value === 'string') return { value: defuseFormula(value), type: String, format: TEXT_FORMAT };
  if (typeof value === 'number') {
    // NaN or Infinity would be written as text inside a number cell: Excel calls the file corrupt.
    if (!Number.isFinite(value)) throw new TypeError(`${where}: ${value} is not a finite number`);
    return { value, type: Number, format: column.format };
  }
  if (Number.isNaN(value.getTime())) throw new TypeError(`${where}: invalid date`);
  return { value, type: Date, format: column.format ?? DEFAULT_DATE_FORMAT };
}

const headerCell = (column: SheetColumn): CellObject => ({
  value: defuseFormula(column.header),
  type: String,
  fontWeight: 'bold',
});

/**
 * One sheet: a bold header row, then `rows` (cell i under column i). Text is always written as text,
 * never as a formula, and a text a spreadsheet could still take for one is defused as in CSV exports.
 */
export async function toXlsx(
  sheetName: string,
  columns: SheetColumn[],
  rows: SheetCell[][],
): Promise<Buffer> {
  const data = [
    columns.map(headerCell),
    ...rows.map((row, r) => columns.map((column, c) => toCell(row[c] ?? null, column, r))),
  ];
  return writeExcelFile(data, {
    sheet: sheetName,
    columns: columns.map(({ width }) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer();
}
