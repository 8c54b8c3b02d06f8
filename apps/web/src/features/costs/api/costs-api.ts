import {
  ATTACHMENT_FIELD_NAME,
  costAttachmentSchema,
  costBulkPaidResultSchema,
  costImportResponseSchema,
  costListSchema,
  costResponseSchema,
  costTotalsSchema,
  IMPORT_FIELD_NAME,
  type CostAttachmentDto,
  type CostBulkPaidBody,
  type CostBulkPaidResult,
  type CostExportQuery,
  type CostImportResponse,
  type CostInputBody,
  type CostList,
  type CostListQuery,
  type CostPaymentInputBody,
  type CostResponse,
  type CostTotals,
  type CostTotalsQuery,
  WHITE_LIST_REFUSAL_CODES,
} from '@saldo/contracts/costs';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * Fetchers of /api/documents/costs. Answers are parsed with the contract schemas, so a server drift
 * shows as an error state instead of a document of undefined cells.
 */
export const COSTS_BASE = '/documents/costs';
const one = (id: number) => `${COSTS_BASE}/${id}`;
const parseCost = (answer: unknown): CostResponse => costResponseSchema.parse(answer);

export async function fetchCosts(query: CostListQuery, signal?: AbortSignal): Promise<CostList> {
  return costListSchema.parse(await api.get<unknown>(COSTS_BASE, { query, signal }));
}

export async function fetchCostTotals(query: CostTotalsQuery, signal?: AbortSignal): Promise<CostTotals> {
  return costTotalsSchema.parse(await api.get<unknown>(`${COSTS_BASE}/totals`, { query, signal }));
}

export async function fetchCost(id: number, signal?: AbortSignal): Promise<CostResponse> {
  return parseCost(await api.get<unknown>(one(id), { signal }));
}

export async function createCost(body: CostInputBody): Promise<CostResponse> {
  return parseCost(await api.post<unknown>(COSTS_BASE, body));
}

export async function updateCost({ id, body }: { id: number; body: CostInputBody }): Promise<CostResponse> {
  return parseCost(await api.put<unknown>(one(id), body));
}

export const deleteCost = (id: number) => api.delete<null>(one(id));

export async function confirmCost(id: number): Promise<CostResponse> {
  return parseCost(await api.post<unknown>(`${one(id)}/confirm`));
}

/** A refusal by the white list is a 409 whose `code` the screen acts on (see `isWhiteListRefusal`). */
export async function addCostPayment({
  id,
  payment,
}: {
  id: number;
  payment: CostPaymentInputBody;
}): Promise<CostResponse> {
  return parseCost(await api.post<unknown>(`${one(id)}/payments`, payment));
}

/**
 * The 409 of a payment the white list did not confirm (the account is not on it, or it could not be
 * asked): the user may repeat it with `acceptWhiteListRisk`, knowingly.
 */
export const isWhiteListRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && WHITE_LIST_REFUSAL_CODES.some((code) => code === error.code);

export async function removeCostPayment({
  id,
  paymentId,
}: {
  id: number;
  paymentId: number;
}): Promise<CostResponse> {
  return parseCost(await api.delete<unknown>(`${one(id)}/payments/${paymentId}`));
}

export async function uploadAttachment({ id, file }: { id: number; file: File }): Promise<CostAttachmentDto> {
  const body = new FormData();
  body.append(ATTACHMENT_FIELD_NAME, file);
  return costAttachmentSchema.parse(await api.post<unknown>(`${one(id)}/attachments`, body));
}

export const deleteAttachment = ({ id, attachmentId }: { id: number; attachmentId: number }) =>
  api.delete<null>(`${one(id)}/attachments/${attachmentId}`);

export const fetchAttachment = (id: number, attachmentId: number, download = false) =>
  api
    .file(`${one(id)}/attachments/${attachmentId}`, { query: download ? { download: 1 } : {} })
    .then((file) => file.blob);

export async function importCostFiles(files: readonly File[]): Promise<CostImportResponse> {
  const body = new FormData();
  for (const file of files) body.append(IMPORT_FIELD_NAME, file);
  return costImportResponseSchema.parse(await api.post<unknown>(`${COSTS_BASE}/import`, body));
}

export async function markCostsPaid(body: CostBulkPaidBody): Promise<CostBulkPaidResult> {
  return costBulkPaidResultSchema.parse(await api.post<unknown>(`${COSTS_BASE}/bulk-paid`, body));
}

export const fetchCostsExport = (query: CostExportQuery) =>
  api.file(`${COSTS_BASE}/export`, { query: { ...query } }).then((file) => file.blob);
