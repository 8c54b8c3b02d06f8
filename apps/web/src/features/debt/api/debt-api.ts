import {
  debtBulkResultSchema,
  debtHistoryEntrySchema,
  debtHistorySchema,
  overdueListSchema,
  overdueTotalsSchema,
  type DEBT_BULK_ACTIONS,
  type DebtBulkResult,
  type DebtHistoryEntry,
  type OverdueList,
  type OverdueListQuery,
  type OverdueTotals,
  type OverdueTotalsQuery,
} from '@saldo/contracts/debt';
import { API_BASE, api } from '../../../lib/api-client.ts';

/**
 * Fetchers of the debt-collection routes under /api/apps/invoice. Answers are parsed with the
 * contract schemas, so a server drift shows as an error state, not as empty cells.
 */
const BASE = '/apps/invoice';

export type DebtBulkAction = (typeof DEBT_BULK_ACTIONS)[number];
export type ReminderChannel = 'email' | 'sms';
export type NoteKind = 'phone_call' | 'note';
/** Whose history: one invoice's, or a contractor's across its invoices. */
export type HistoryOwner = { invoiceId: number } | { contractorId: number };

export async function fetchOverdue(query: OverdueListQuery, signal?: AbortSignal): Promise<OverdueList> {
  return overdueListSchema.parse(await api.get<unknown>(`${BASE}/overdue`, { query, signal }));
}

/** The count and balances of the filters, from the server's aggregates (asked for beside the rows). */
export async function fetchOverdueTotals(
  query: OverdueTotalsQuery,
  signal?: AbortSignal,
): Promise<OverdueTotals> {
  return overdueTotalsSchema.parse(await api.get<unknown>(`${BASE}/overdue/totals`, { query, signal }));
}

export async function fetchDebtHistory(owner: HistoryOwner, signal?: AbortSignal) {
  const answer = await api.get<unknown>(`${BASE}/debt-history`, { query: owner, signal });
  return debtHistorySchema.parse(answer).entries;
}

const entryOf = async (path: string, body?: unknown): Promise<DebtHistoryEntry> =>
  debtHistoryEntrySchema.parse(await api.post<unknown>(path, body));
const invoicePath = (id: number, action: string) => `${BASE}/invoices/${id}/debt/${action}`;

export const sendReminder = ({
  id,
  channel,
  message,
}: {
  id: number;
  channel: ReminderChannel;
  message: string;
}) => entryOf(invoicePath(id, 'reminder'), { channel, message });

export const addDebtNote = ({ id, kind, text }: { id: number; kind: NoteKind; text: string }) =>
  entryOf(invoicePath(id, 'note'), { kind, text });

export const createDemand = ({
  id,
  interestDate,
  send,
}: {
  id: number;
  interestDate?: string;
  send: boolean;
}) => entryOf(invoicePath(id, 'demand'), interestDate ? { interestDate, send } : { send });

export const resendInvoice = ({ id }: { id: number }) => entryOf(invoicePath(id, 'resend'));

export async function runBulk(body: { ids: number[]; action: DebtBulkAction }): Promise<DebtBulkResult> {
  return debtBulkResultSchema.parse(await api.post<unknown>(`${BASE}/debt/bulk`, body));
}

/**
 * The entry's PDF as a path under the API base. `attachmentUrl` may come with the base or without it;
 * an address this app cannot send its token to falls back to the contract's own route.
 */
export function attachmentPath(entry: Pick<DebtHistoryEntry, 'id' | 'attachmentUrl'>): string {
  const url = entry.attachmentUrl ?? '';
  if (url.startsWith(`${API_BASE}/`)) return url.slice(API_BASE.length);
  if (url.startsWith(`${BASE}/`)) return url;
  return `${BASE}/debt-history/${entry.id}/attachment`;
}

/** The entry's PDF (a demand letter, a notice) as a Blob. */
export const fetchAttachment = (path: string): Promise<Blob> =>
  api.file(path, { accept: 'application/pdf' }).then((file) => file.blob);
