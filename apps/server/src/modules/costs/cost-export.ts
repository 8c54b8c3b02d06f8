// The cost list as CSV (Polish Excel's dialect, see lib/csv.ts) or XLSX, with the list's filters.
// Amounts are written in złoty with two decimals: CSV as text ("1234,56", as Polish Excel reads it),
// XLSX as numbers so sums work; both come from integer grosze without binary rounding.
import type { CostExportQuery } from '@saldo/contracts/costs';
import { formatScaled } from '@saldo/domain/decimal';
import type { AppContext } from '../../app-context.ts';
import { writeCsv } from '../../lib/csv.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { toXlsx, type SheetCell, type SheetColumn } from '../../lib/spreadsheet.ts';
import type { Caller } from '../invoices/invoices.service.ts';
import { listBounds } from '../invoices/invoices.service.ts';
import { costDisplayStatus } from './cost-mapping.ts';
import { exportCostRows, type CostListRow } from './costs.repository.ts';

/** More than a year of a busy company's purchases; beyond this the user narrows the filter. */
export const COST_EXPORT_LIMIT = 50_000;

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

const zloty = (grosze: number, separator: string) =>
  formatScaled(grosze, 2, { decimalSeparator: separator, minDecimals: 2 });

export async function exportCosts(
  ctx: AppContext,
  caller: Caller,
  query: CostExportQuery,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const today = todayInPoland();
  const rows = await exportCostRows(
    ctx.db,
    caller.organizationId,
    query,
    listBounds(today),
    COST_EXPORT_LIMIT,
  );
  const records = rows.map((entry) => record(entry, today));
  const fileName = `costs-${today}.${query.format}`;
  if (query.format === 'csv') {
    const csv = writeCsv(
      columns,
      records.map((r) =>
        columns.map((c) => {
          const value = r[c];
          return moneyColumns.has(c) && typeof value === 'number' ? zloty(value, ',') : String(value);
        }),
      ),
    );
    return { body: Buffer.from(csv, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName };
  }
  const sheetColumns: SheetColumn[] = columns.map((c) =>
    moneyColumns.has(c)
      ? { header: c, type: 'number', format: '#,##0.00', width: 14 }
      : { header: c, width: c === 'supplier' ? 40 : 16 },
  );
  const sheetRows: SheetCell[][] = records.map((r) =>
    columns.map((c) => {
      const value = r[c];
      // Grosze → złoty through the decimal string, so 0.1 + 0.2 style errors never appear.
      if (moneyColumns.has(c) && typeof value === 'number') return Number(zloty(value, '.'));
      return c === 'id' ? Number(value) : String(value);
    }),
  );
  const body = await toXlsx('Costs', sheetColumns, sheetRows);
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName,
  };
}
