// The aging table as CSV (Polish Excel's dialect, see lib/csv.ts) or XLSX: one row per contractor and
// a total row. Amounts are PLN in złoty with two decimals: CSV as text ("1234,56", as Polish Excel
// reads it), XLSX as numbers so sums work; both from integer grosze without binary rounding.
import type { z } from 'zod';
import type { AgingRow, receivablesExportQuerySchema } from '@saldo/contracts/debt';
import { formatScaled } from '@saldo/domain/decimal';
import { AGING_BUCKETS } from '@saldo/domain/receivables';
import type { Db } from '../../../db/client.ts';
import { writeCsv } from '../../../lib/csv.ts';
import { toXlsx, type SheetCell, type SheetColumn } from '../../../lib/spreadsheet.ts';
import { receivablesAging } from './receivables.service.ts';

export type ReceivablesExportQuery = Pick<z.infer<typeof receivablesExportQuerySchema>, 'date' | 'format'>;

const amountColumns = [...AGING_BUCKETS, 'total'] as const;
const header = ['contractor', 'nip', ...amountColumns];
/** The label of the last row; the contractor column is where a reader looks for it. */
export const TOTAL_LABEL = 'Total';

const zloty = (grosze: number, separator: string) =>
  formatScaled(grosze, 2, { decimalSeparator: separator, minDecimals: 2 });

export async function exportReceivables(
  db: Db,
  organizationId: number,
  query: ReceivablesExportQuery,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const aging = await receivablesAging(db, organizationId, query.date);
  const rows: { name: string; nip: string; amounts: AgingRow }[] = [
    ...aging.contractors.map((entry) => ({
      name: entry.name,
      nip: entry.nip,
      amounts: { ...entry.buckets, total: entry.total },
    })),
    { name: TOTAL_LABEL, nip: '', amounts: aging.total },
  ];
  const fileName = `receivables-${aging.date}.${query.format}`;

  if (query.format === 'csv') {
    const csv = writeCsv(
      header,
      rows.map((row) => [row.name, row.nip, ...amountColumns.map((c) => zloty(row.amounts[c], ','))]),
    );
    return { body: Buffer.from(csv, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName };
  }
  const columns: SheetColumn[] = [
    { header: 'contractor', type: 'string', width: 40 },
    { header: 'nip', type: 'string', width: 14 },
    ...amountColumns.map((c): SheetColumn => ({ header: c, type: 'number', format: '#,##0.00', width: 14 })),
  ];
  const sheetRows: SheetCell[][] = rows.map((row) => [
    row.name,
    row.nip,
    // Grosze → złoty through the decimal string, so 0.1 + 0.2 style errors never appear.
    ...amountColumns.map((c) => Number(zloty(row.amounts[c], '.'))),
  ]);
  const body = await toXlsx('Receivables', columns, sheetRows);
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName,
  };
}
