import { receivablesReportSchema, type ReceivablesReport } from '@saldo/contracts/debt';
import { API_BASE, api, apiRequest, ApiError } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';

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

function exportUrl(query: ReceivablesQuery, format: ExportFormat): string {
  const params = new URLSearchParams({ format, date: query.date, months: String(query.months) });
  return `${API_BASE}${EXPORT_PATH}?${params.toString()}`;
}

function requestExport(query: ReceivablesQuery, format: ExportFormat): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': document.documentElement.lang || 'en' };
  const token = getSession().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(exportUrl(query, format), { headers });
}

/**
 * The export as a Blob. The api client reads bodies as text, which would break an XLSX (and drop a
 * CSV's byte-order mark), so this fetches on its own with the Bearer token, as the invoice PDF
 * download does: on a 401 one HEAD through the api client runs its token refresh, then one retry.
 */
export async function fetchReceivablesExport(query: ReceivablesQuery, format: ExportFormat): Promise<Blob> {
  let response = await requestExport(query, format);
  if (response.status === 401) {
    try {
      await apiRequest<unknown>('HEAD', REPORT_PATH, { query: { ...query } });
    } catch {
      // The refresh ran (or the session ended); what HEAD itself answered does not matter.
    }
    response = await requestExport(query, format);
  }
  if (!response.ok) {
    let message: string | undefined;
    try {
      message = ((await response.json()) as { message?: string }).message;
    } catch {
      message = undefined;
    }
    throw new ApiError(response.status, message ? { message } : {});
  }
  return response.blob();
}
