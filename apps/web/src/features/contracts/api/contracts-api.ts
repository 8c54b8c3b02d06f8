import {
  contractListSchema,
  contractResponseSchema,
  type AnnexInputBody,
  type ContractInputBody,
  type ContractList,
  type ContractListQuery,
  type ContractPrintLanguage,
  type ContractResponse,
  type TerminationInputBody,
} from '@saldo/contracts/employment-contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetchers of /api/contracts. Answers are parsed with the contract schemas, so a server drift shows
 * as an error state instead of a contract of undefined fields.
 */
export const CONTRACTS_BASE = '/contracts';
const one = (id: number) => `${CONTRACTS_BASE}/${id}`;
const parse = (answer: unknown): ContractResponse => contractResponseSchema.parse(answer);

export async function fetchContracts(query: ContractListQuery, signal?: AbortSignal): Promise<ContractList> {
  return contractListSchema.parse(await api.get<unknown>(CONTRACTS_BASE, { query, signal }));
}

export async function fetchContract(id: number, signal?: AbortSignal): Promise<ContractResponse> {
  return parse(await api.get<unknown>(one(id), { signal }));
}

export async function createContract(body: ContractInputBody): Promise<ContractResponse> {
  return parse(await api.post<unknown>(CONTRACTS_BASE, body));
}

export async function updateContract({
  id,
  body,
}: {
  id: number;
  body: ContractInputBody;
}): Promise<ContractResponse> {
  return parse(await api.put<unknown>(one(id), body));
}

export async function addAnnex({
  id,
  body,
}: {
  id: number;
  body: AnnexInputBody;
}): Promise<ContractResponse> {
  return parse(await api.post<unknown>(`${one(id)}/annexes`, body));
}

export async function terminateContract({
  id,
  body,
}: {
  id: number;
  body: TerminationInputBody;
}): Promise<ContractResponse> {
  return parse(await api.post<unknown>(`${one(id)}/termination`, body));
}

/** The contract's PDF as a Blob, in Polish or in Polish and English side by side. */
/** Deletes a contract no approved payroll pays (the server refuses others with 409). */
export const deleteContract = (id: number) => api.delete<null>(one(id));

export const fetchContractPdf = (id: number, language: ContractPrintLanguage): Promise<Blob> =>
  api.file(`${one(id)}/pdf`, { query: { language }, accept: 'application/pdf' }).then((file) => file.blob);
