// The aging table as CSV (Polish Excel's dialect, see lib/csv.ts) or XLSX: one row per contractor and
// a total row. Amounts are PLN in złoty with two decimals (lib/table-file.ts).
import type { z } from 'zod';
import type { AgingRow, receivablesExportQuerySchema } from '@saldo/contracts/debt';
import { AGING_BUCKETS } from '@saldo/domain/receivables';
import type { AppContext } from '../../../app-context.ts';
import { TABLE_CONTENT_TYPES, type TableColumn, type TableFile } from '../../../lib/table-file.ts';
import { receivablesAging } from './receivables.service.ts';

export type ReceivablesExportQuery = Pick<z.infer<typeof receivablesExportQuerySchema>, 'date' | 'format'>;

const amountColumns = [...AGING_BUCKETS, 'total'] as const;
/** The label of the last row; the contractor column is where a reader looks for it. */
export const TOTAL_LABEL = 'Total';

/** The aging table as a table file, written in the worker pool for `owner` (lib/table-file.ts). */
export async function exportReceivables(
  ctx: AppContext,
  organizationId: number,
  owner: number,
  query: ReceivablesExportQuery,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const aging = await receivablesAging(ctx.db, organizationId, query.date);
  const rows: { name: string; nip: string; amounts: AgingRow }[] = [
    ...aging.contractors.map((entry) => ({
      name: entry.name,
      nip: entry.nip,
      amounts: { ...entry.buckets, total: entry.total },
    })),
    { name: TOTAL_LABEL, nip: '', amounts: aging.total },
  ];
  const table: TableFile = {
    format: query.format,
    sheetName: 'Receivables',
    columns: [
      { header: 'contractor', type: 'string', width: 40 },
      { header: 'nip', type: 'string', width: 14 },
      ...amountColumns.map((c): TableColumn => ({
        header: c,
        money: true,
        type: 'number',
        format: '#,##0.00',
        width: 14,
      })),
    ],
    rows: rows.map((row) => [row.name, row.nip, ...amountColumns.map((c) => row.amounts[c])]),
  };
  return {
    body: await ctx.workers.run('table', table, { owner }),
    contentType: TABLE_CONTENT_TYPES[query.format],
    fileName: `receivables-${aging.date}.${query.format}`,
  };
}
