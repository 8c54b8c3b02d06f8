import { receivablesReportSchema, type ReceivablesReport } from '@saldo/contracts/debt';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetchers of the receivables report under /api/apps/invoice/reports. The answer is parsed with the
 * contract schema, so a server drift shows as an error state instead of charts of undefined.
 */
const REPORT_PATH = '/apps/invoice/reports/receivables';
const EXPORT_PATH = `${REPORT_PATH}/export`;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the page sends: the report's day and how many months the issued/collected series covers. */
export interface ReceivablesQuery {
  date: string;
  months: number;
}

export async function fetchReceivablesReport(
  query: ReceivablesQuery,
  signal?: AbortSignal,
): Promise<ReceivablesReport> {
  return receivablesReportSchema.parse(await api.get<unknown>(REPORT_PATH, { query: { ...query }, signal }));
}

/** The export as a Blob (an XLSX, or a CSV with the byte-order mark Excel needs). */
export const fetchReceivablesExport = (query: ReceivablesQuery, format: ExportFormat): Promise<Blob> =>
  api.file(EXPORT_PATH, { query: { format, ...query } }).then((file) => file.blob);
