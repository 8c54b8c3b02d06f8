// The cost list as CSV (Polish Excel's dialect, see lib/csv.ts) or XLSX, with the list's filters.
// Amounts are written in złoty with two decimals (lib/table-file.ts).
import type { CostExportQuery } from '@saldo/contracts/costs';
import type { AppContext } from '../../app-context.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { TABLE_CONTENT_TYPES, type TableColumn, type TableFile } from '../../lib/table-file.ts';
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

/** The list's rows as a table file, written in the worker pool (CSV or XLSX, lib/table-file.ts). */
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
  const tableColumns: TableColumn[] = columns.map((c) =>
    moneyColumns.has(c)
      ? { header: c, money: true, type: 'number', format: '#,##0.00', width: 14 }
      : { header: c, width: c === 'supplier' ? 40 : 16 },
  );
  const tableRows = rows.map((entry) => {
    const r = record(entry, today);
    // Only the id is a number cell in XLSX; other non-money values are written as text, as before.
    return columns.map((c) => (moneyColumns.has(c) || c === 'id' ? r[c] : String(r[c])));
  });
  const table: TableFile = {
    format: query.format,
    sheetName: 'Costs',
    columns: tableColumns,
    rows: tableRows,
  };
  const body = await ctx.workers.run('table', table, { owner: caller.id });
  return { body, contentType: TABLE_CONTENT_TYPES[query.format], fileName: `costs-${today}.${query.format}` };
}
