// The cost list as CSV (Polish Excel's dialect, see lib/csv.ts) or XLSX, with the list's filters.
import type { CostExportQuery } from '@saldo/contracts/costs';
import type { AppContext } from '../../app-context.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { TABLE_CONTENT_TYPES } from '../../lib/table-file.ts';
import type { Caller } from '../../lib/caller.ts';
import { listBounds } from '../invoices/invoices.service.ts';
import { exportCostRows } from './costs.repository.ts';

/** More than a year of a busy company's purchases; beyond this the user narrows the filter. */
export const COST_EXPORT_LIMIT = 50_000;

/** The list's rows as a file (CSV or XLSX), written in the worker pool (cost-export-file.ts). */
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
  const body = await ctx.workers.run(
    'costsFile',
    { rows, today, format: query.format },
    { owner: caller.id },
  );
  return { body, contentType: TABLE_CONTENT_TYPES[query.format], fileName: `costs-${today}.${query.format}` };
}
