import {
  CONTRACTOR_IMPORT_FIELD,
  contractorImportResultSchema,
  contractorListSchema,
  contractorResponseSchema,
  type Contractor,
  type ContractorFilterQuery,
  type ContractorImportResult,
  type ContractorInput,
  type ContractorList,
  type ContractorListQuery,
} from '@saldo/contracts/contractors';
import { companyLookupResultSchema, type CompanyLookupResult } from '@saldo/contracts/lookup';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetchers of /api/apps/contractors and the company look-up. Answers are parsed with the contract
 * schemas, so a server drift shows as an error state instead of a table of undefined cells.
 */
const BASE = '/apps/contractors';

export async function fetchContractors(
  query: ContractorListQuery,
  signal?: AbortSignal,
): Promise<ContractorList> {
  return contractorListSchema.parse(await api.get<unknown>(BASE, { query, signal }));
}

export async function fetchContractor(id: number, signal?: AbortSignal): Promise<Contractor> {
  return contractorResponseSchema.parse(await api.get<unknown>(`${BASE}/${id}`, { signal })).contractor;
}

export async function createContractor(input: ContractorInput): Promise<Contractor> {
  return contractorResponseSchema.parse(await api.post<unknown>(BASE, input)).contractor;
}

export async function updateContractor({
  id,
  input,
}: {
  id: number;
  input: ContractorInput;
}): Promise<Contractor> {
  return contractorResponseSchema.parse(await api.put<unknown>(`${BASE}/${id}`, input)).contractor;
}

export const deleteContractor = (id: number) => api.delete<null>(`${BASE}/${id}`);

/**
 * The CSV text of the export. It goes through the api client (Bearer token, one refresh on 401);
 * the client hands back a body that is not JSON as text.
 */
export const fetchContractorsCsv = (query: ContractorFilterQuery) =>
  api.get<string>(`${BASE}/export.csv`, { query });

export async function importContractors(file: File): Promise<ContractorImportResult> {
  const body = new FormData();
  body.append(CONTRACTOR_IMPORT_FIELD, file);
  return contractorImportResultSchema.parse(await api.post<unknown>(`${BASE}/import`, body));
}

export async function lookupCompany(nip: string): Promise<CompanyLookupResult> {
  return companyLookupResultSchema.parse(await api.get<unknown>('/lookup/company', { query: { nip } }));
}
