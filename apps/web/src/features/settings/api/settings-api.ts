import { contractorListSchema, type ContractorList } from '@saldo/contracts/contractors';
import { companyLookupResultSchema, type CompanyLookupResult } from '@saldo/contracts/lookup';
import { messageResponseSchema, type MessageResponse } from '@saldo/contracts/auth';
import {
  bankAccountListSchema,
  categoryListSchema,
  companyInfoSchema,
  debtSettingsSchema,
  invoiceTypesSchema,
  LOGO_FIELD_NAME,
  organizationUserListSchema,
  printingSettingsSchema,
  seriesListSchema,
  seriesNextSchema,
  type BankAccount,
  type BankAccountInput,
  type Category,
  type CategoryInput,
  type CompanyInfo,
  type CompanyInfoUpdate,
  type DebtSettings,
  type InviteUserBody,
  type InvoiceTypes,
  type OrganizationUser,
  type PrintingSettings,
  type Series,
  type SeriesNext,
  type UpdateOrganizationUserBody,
} from '@saldo/contracts/organization-settings';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetchers of /api/organization. Answers are parsed with the contract schemas, so a server drift
 * shows as an error state rather than as a form silently missing a field. Collection changes answer
 * the whole list (one change may move another row, e.g. the default account).
 */
const BASE = '/organization';

const parseCompany = async (request: Promise<unknown>): Promise<CompanyInfo> =>
  companyInfoSchema.parse(await request);

export const fetchCompany = (signal?: AbortSignal) =>
  parseCompany(api.get<unknown>(`${BASE}/company`, { signal }));
export const updateCompany = (body: CompanyInfoUpdate) =>
  parseCompany(api.put<unknown>(`${BASE}/company`, body));

export function uploadLogo(file: File): Promise<CompanyInfo> {
  const body = new FormData();
  body.append(LOGO_FIELD_NAME, file);
  return parseCompany(api.post<unknown>(`${BASE}/company/logo`, body));
}
export const removeLogo = () => parseCompany(api.delete<unknown>(`${BASE}/company/logo`));

// --- Bank accounts -------------------------------------------------------------------------------

const accounts = async (request: Promise<unknown>): Promise<BankAccount[]> =>
  bankAccountListSchema.parse(await request).bankAccounts;

export const fetchBankAccounts = (signal?: AbortSignal) =>
  accounts(api.get<unknown>(`${BASE}/bank-accounts`, { signal }));
export const createBankAccount = (body: BankAccountInput) =>
  accounts(api.post<unknown>(`${BASE}/bank-accounts`, body));
export const updateBankAccount = ({ id, body }: { id: number; body: BankAccountInput }) =>
  accounts(api.put<unknown>(`${BASE}/bank-accounts/${id}`, body));
export const deleteBankAccount = (id: number) => accounts(api.delete<unknown>(`${BASE}/bank-accounts/${id}`));

// --- Whole sections ------------------------------------------------------------------------------

export const fetchSeries = async (signal?: AbortSignal): Promise<Series[]> =>
  seriesListSchema.parse(await api.get<unknown>(`${BASE}/series`, { signal })).series;
export const fetchSeriesNext = async (signal?: AbortSignal): Promise<SeriesNext> =>
  seriesNextSchema.parse(await api.get<unknown>(`${BASE}/series/next`, { signal }));
export const updateSeries = async (series: Series[]): Promise<Series[]> =>
  seriesListSchema.parse(await api.put<unknown>(`${BASE}/series`, { series })).series;

export const fetchInvoiceTypes = async (signal?: AbortSignal): Promise<InvoiceTypes> =>
  invoiceTypesSchema.parse(await api.get<unknown>(`${BASE}/invoice-types`, { signal }));
export const updateInvoiceTypes = async (body: InvoiceTypes): Promise<InvoiceTypes> =>
  invoiceTypesSchema.parse(await api.put<unknown>(`${BASE}/invoice-types`, body));

export const fetchPrinting = async (signal?: AbortSignal): Promise<PrintingSettings> =>
  printingSettingsSchema.parse(await api.get<unknown>(`${BASE}/printing`, { signal }));
export const updatePrinting = async (body: PrintingSettings): Promise<PrintingSettings> =>
  printingSettingsSchema.parse(await api.put<unknown>(`${BASE}/printing`, body));

export const fetchDebt = async (signal?: AbortSignal): Promise<DebtSettings> =>
  debtSettingsSchema.parse(await api.get<unknown>(`${BASE}/debt`, { signal }));
export const updateDebt = async (body: DebtSettings): Promise<DebtSettings> =>
  debtSettingsSchema.parse(await api.put<unknown>(`${BASE}/debt`, body));

// --- Categories ----------------------------------------------------------------------------------

const categories = async (request: Promise<unknown>): Promise<Category[]> =>
  categoryListSchema.parse(await request).categories;

export const fetchCategories = (signal?: AbortSignal) =>
  categories(api.get<unknown>(`${BASE}/categories`, { signal }));
export const createCategory = (body: CategoryInput) =>
  categories(api.post<unknown>(`${BASE}/categories`, body));
export const updateCategory = ({ id, body }: { id: number; body: CategoryInput }) =>
  categories(api.put<unknown>(`${BASE}/categories/${id}`, body));
export const deleteCategory = (id: number) => categories(api.delete<unknown>(`${BASE}/categories/${id}`));

// --- Users ---------------------------------------------------------------------------------------

const users = async (request: Promise<unknown>): Promise<OrganizationUser[]> =>
  organizationUserListSchema.parse(await request).users;

export const fetchUsers = (signal?: AbortSignal) => users(api.get<unknown>(`${BASE}/users`, { signal }));
export const inviteUser = (body: InviteUserBody) => users(api.post<unknown>(`${BASE}/users`, body));
export const updateUser = ({ id, body }: { id: number; body: UpdateOrganizationUserBody }) =>
  users(api.patch<unknown>(`${BASE}/users/${id}`, body));
export const resendInvitation = async (id: number): Promise<MessageResponse> =>
  messageResponseSchema.parse(await api.post<unknown>(`${BASE}/users/${id}/invitation`));

// --- Other modules' endpoints used by these forms --------------------------------------------------

/** GUS / white list look-up (the contractors slice serves it). */
export const lookupCompany = async (nip: string): Promise<CompanyLookupResult> =>
  companyLookupResultSchema.parse(await api.get<unknown>('/lookup/company', { query: { nip } }));

/** Contractors a client user may be linked to (the first hundred by name; the list is searchable). */
export const fetchContractorOptions = async (signal?: AbortSignal): Promise<ContractorList> =>
  contractorListSchema.parse(
    await api.get<unknown>('/apps/contractors', { query: { perPage: 100, sortBy: 'name' }, signal }),
  );
