import type { z } from 'zod';
import {
  bankImportResultSchema,
  contractorCreditSchema,
  bankLineListSchema,
  bankLineSchema,
  bankSettingsSchema,
  bankStatementListSchema,
  csvMappingListSchema,
  csvMappingSchema,
  documentSearchSchema,
  proposalListSchema,
  STATEMENT_FIELD_NAME,
  type BANK_LINE_CATEGORIES,
  type BANK_LINE_STATUSES,
  type BankImportResult,
  type BankLine,
  type CsvMappingBody,
  type ContractorCredit,
  type CsvMappingSummary,
  type DOCUMENT_KINDS,
  type DUE_KINDS,
} from '@saldo/contracts/bank-statements';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/bank-statements; answers are parsed with the contract, so a drift shows as an error. */
export const BANK_BASE = '/bank-statements';

export type LineStatus = (typeof BANK_LINE_STATUSES)[number];
export type LineCategory = (typeof BANK_LINE_CATEGORIES)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type BankLineList = z.infer<typeof bankLineListSchema>;
export type Proposal = z.infer<typeof proposalListSchema>['proposals'][number];
export type OpenDocument = Proposal['documents'][number];
export type MatchReason = Proposal['reasons'][number];
export type BankSettings = z.infer<typeof bankSettingsSchema>;
export type DueKind = (typeof DUE_KINDS)[number];
export type DueProposal = z.infer<typeof proposalListSchema>['dues'][number];
export type Proposals = z.infer<typeof proposalListSchema>;

export interface LineQuery {
  statementId?: number;
  status: LineStatus;
  q: string;
  page: number;
  perPage: number;
}

export async function fetchStatements(signal?: AbortSignal) {
  return bankStatementListSchema.parse(await api.get<unknown>(BANK_BASE, { signal })).statements;
}

export async function fetchLines(query: LineQuery, signal?: AbortSignal): Promise<BankLineList> {
  return bankLineListSchema.parse(
    await api.get<unknown>(`${BANK_BASE}/lines`, { query: { ...query }, signal }),
  );
}

export async function fetchLine(id: number, signal?: AbortSignal): Promise<BankLine> {
  return bankLineSchema.parse(await api.get<unknown>(`${BANK_BASE}/lines/${id}`, { signal }));
}

export async function fetchProposals(id: number, signal?: AbortSignal): Promise<Proposals> {
  return proposalListSchema.parse(await api.get<unknown>(`${BANK_BASE}/lines/${id}/proposals`, { signal }));
}

export async function searchDocuments(kind: DocumentKind, q: string, signal?: AbortSignal) {
  return documentSearchSchema.parse(
    await api.get<unknown>(`${BANK_BASE}/documents`, { query: { kind, q }, signal }),
  ).documents;
}

export async function importStatement({
  file,
  bankAccountId,
}: {
  file: File;
  bankAccountId?: number;
}): Promise<BankImportResult> {
  const body = new FormData();
  body.append(STATEMENT_FIELD_NAME, file);
  return bankImportResultSchema.parse(
    await api.post<unknown>(`${BANK_BASE}/import`, body, { query: { bankAccountId } }),
  );
}

export const deleteStatement = (id: number) => api.delete<null>(`${BANK_BASE}/${id}`);

export async function matchLine({
  id,
  documents,
}: {
  id: number;
  documents: { kind: DocumentKind; id: number }[];
}): Promise<BankLine> {
  return bankLineSchema.parse(await api.post<unknown>(`${BANK_BASE}/lines/${id}/match`, { documents }));
}

export async function markOther({
  id,
  category,
  note,
}: {
  id: number;
  category: LineCategory;
  note: string;
}): Promise<BankLine> {
  return bankLineSchema.parse(await api.post<unknown>(`${BANK_BASE}/lines/${id}/other`, { category, note }));
}

export async function undoLine(id: number): Promise<BankLine> {
  return bankLineSchema.parse(await api.post<unknown>(`${BANK_BASE}/lines/${id}/undo`));
}

export async function fetchSettings(signal?: AbortSignal): Promise<BankSettings> {
  return bankSettingsSchema.parse(await api.get<unknown>(`${BANK_BASE}/settings`, { signal }));
}

export async function saveSettings(body: BankSettings): Promise<BankSettings> {
  return bankSettingsSchema.parse(await api.put<unknown>(`${BANK_BASE}/settings`, body));
}

export async function fetchCsvMappings(signal?: AbortSignal): Promise<CsvMappingSummary[]> {
  return csvMappingListSchema.parse(await api.get<unknown>(`${BANK_BASE}/csv-mappings`, { signal })).mappings;
}

export async function saveCsvMapping(body: CsvMappingBody): Promise<CsvMappingSummary> {
  return csvMappingSchema.parse(await api.put<unknown>(`${BANK_BASE}/csv-mappings`, body));
}

/** Settles a debit with a payroll or tax due (the server reads the due again). */
export async function matchDue({
  id,
  kind,
  month,
  workerId,
}: {
  id: number;
  kind: DueKind;
  month: string;
  workerId: number | null;
}): Promise<BankLine> {
  return bankLineSchema.parse(
    await api.post<unknown>(`${BANK_BASE}/lines/${id}/due`, { kind, month, workerId }),
  );
}

export async function fetchContractorCredit(contractorId: number, signal?: AbortSignal) {
  return contractorCreditSchema.parse(
    await api.get<unknown>(`${BANK_BASE}/credits`, { query: { contractorId }, signal }),
  );
}

export async function applyCredit({
  lineId,
  invoiceId,
  amount,
}: {
  lineId: number;
  invoiceId: number;
  amount: number;
}): Promise<ContractorCredit> {
  return contractorCreditSchema.parse(
    await api.post<unknown>(`${BANK_BASE}/lines/${lineId}/credit`, { invoiceId, amount }),
  );
}

export async function undoCreditApplication(id: number): Promise<ContractorCredit> {
  return contractorCreditSchema.parse(await api.post<unknown>(`${BANK_BASE}/credit-applications/${id}/undo`));
}
