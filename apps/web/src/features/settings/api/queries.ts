import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AccountSettings } from '@saldo/contracts/account-settings';
import type { CompanyInfo } from '@saldo/contracts/organization-settings';
import { getSession, saveUserData } from '../../../lib/session.ts';
import { accountSettingsKeys } from '../../account-settings/api/queries.ts';
import * as settingsApi from './settings-api.ts';

export const organizationKeys = {
  all: ['organization'] as const,
  company: () => [...organizationKeys.all, 'company'] as const,
  bankAccounts: () => [...organizationKeys.all, 'bank-accounts'] as const,
  series: () => [...organizationKeys.all, 'series'] as const,
  seriesNext: () => [...organizationKeys.all, 'series-next'] as const,
  invoiceTypes: () => [...organizationKeys.all, 'invoice-types'] as const,
  printing: () => [...organizationKeys.all, 'printing'] as const,
  debt: () => [...organizationKeys.all, 'debt'] as const,
  categories: () => [...organizationKeys.all, 'categories'] as const,
  users: () => [...organizationKeys.all, 'users'] as const,
  contractorOptions: () => [...organizationKeys.all, 'contractor-options'] as const,
};

/**
 * A section's query. GET /account-setting/data already carries every section for an administrator,
 * so a section found there starts the query (no second request); alone, the query fetches.
 */
function useSection<T>(
  queryKey: QueryKey,
  fetch: (signal?: AbortSignal) => Promise<T>,
  pick: (data: AccountSettings) => T | undefined,
) {
  const client = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    initialData: () => {
      const settings = client.getQueryData<AccountSettings>(accountSettingsKeys.data());
      return settings ? pick(settings) : undefined;
    },
    initialDataUpdatedAt: () => client.getQueryState(accountSettingsKeys.data())?.dataUpdatedAt,
  });
}

/** A save whose answer is the section (or list) as the server now holds it: no refetch follows. */
function useSave<TBody, T>(queryKey: QueryKey, save: (body: TBody) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (data) => client.setQueryData(queryKey, data) });
}

export const useCompany = () =>
  useSection(organizationKeys.company(), settingsApi.fetchCompany, (d) => d.companyInfo);
/** The company name is also the organization name in the user menu: the session's copy follows. */
function renameInSession(company: CompanyInfo) {
  const { userData } = getSession();
  if (userData && userData.organization.name !== company.name) {
    saveUserData({ ...userData, organization: { ...userData.organization, name: company.name } });
  }
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.updateCompany,
    onSuccess: (company) => {
      client.setQueryData(organizationKeys.company(), company);
      renameInSession(company);
    },
  });
}
export const useUploadLogo = () => useSave(organizationKeys.company(), settingsApi.uploadLogo);
export const useRemoveLogo = () => useSave(organizationKeys.company(), settingsApi.removeLogo);

export const useBankAccounts = () =>
  useSection(
    organizationKeys.bankAccounts(),
    settingsApi.fetchBankAccounts,
    (d) => d.configuration?.bankAccounts,
  );
export const useCreateBankAccount = () =>
  useSave(organizationKeys.bankAccounts(), settingsApi.createBankAccount);
export const useUpdateBankAccount = () =>
  useSave(organizationKeys.bankAccounts(), settingsApi.updateBankAccount);
export const useDeleteBankAccount = () =>
  useSave(organizationKeys.bankAccounts(), settingsApi.deleteBankAccount);

export const useSeries = () =>
  useSection(organizationKeys.series(), settingsApi.fetchSeries, (d) => d.docsPrefixes);
export const useUpdateSeries = () => useSave(organizationKeys.series(), settingsApi.updateSeries);
/** Asked afresh each time the tab opens: every invoice issued meanwhile moves it. */
export const useSeriesNext = () =>
  useQuery({
    queryKey: organizationKeys.seriesNext(),
    queryFn: ({ signal }) => settingsApi.fetchSeriesNext(signal),
    staleTime: 0,
  });

export const useInvoiceTypes = () =>
  useSection(organizationKeys.invoiceTypes(), settingsApi.fetchInvoiceTypes, (d) => d.invoiceTypes);
export const useUpdateInvoiceTypes = () =>
  useSave(organizationKeys.invoiceTypes(), settingsApi.updateInvoiceTypes);

export const usePrinting = () =>
  useSection(organizationKeys.printing(), settingsApi.fetchPrinting, (d) => d.printing);
export const useUpdatePrinting = () => useSave(organizationKeys.printing(), settingsApi.updatePrinting);

export const useDebt = () => useSection(organizationKeys.debt(), settingsApi.fetchDebt, (d) => d.debt);
export const useUpdateDebt = () => useSave(organizationKeys.debt(), settingsApi.updateDebt);

export const useCategories = () =>
  useSection(organizationKeys.categories(), settingsApi.fetchCategories, (d) => d.categories);
export const useCreateCategory = () => useSave(organizationKeys.categories(), settingsApi.createCategory);
export const useUpdateCategory = () => useSave(organizationKeys.categories(), settingsApi.updateCategory);
export const useDeleteCategory = () => useSave(organizationKeys.categories(), settingsApi.deleteCategory);

export const useOrganizationUsers = () =>
  useSection(organizationKeys.users(), settingsApi.fetchUsers, (d) => d.users);
export const useInviteUser = () => useSave(organizationKeys.users(), settingsApi.inviteUser);
export const useUpdateOrganizationUser = () => useSave(organizationKeys.users(), settingsApi.updateUser);
export const useResendInvitation = () => useMutation({ mutationFn: settingsApi.resendInvitation });

/** Loaded only when asked (the invite dialog opens), and never blocking: the link is optional. */
export const useContractorOptions = (enabled: boolean) =>
  useQuery({
    queryKey: organizationKeys.contractorOptions(),
    queryFn: ({ signal }) => settingsApi.fetchContractorOptions(signal),
    enabled,
    select: (list) => list.contractors.map((c) => ({ value: String(c.id), label: c.name })),
  });

export const useLookupCompany = () => useMutation({ mutationFn: settingsApi.lookupCompany });
