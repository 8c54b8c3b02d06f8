import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractorListQuery } from '@saldo/contracts/contractors';
import {
  createContractor,
  deleteContractor,
  fetchContractor,
  fetchContractors,
  importContractors,
  lookupCompany,
  updateContractor,
} from './contractors-api.ts';

export const contractorKeys = {
  all: ['contractors'] as const,
  lists: () => [...contractorKeys.all, 'list'] as const,
  list: (query: ContractorListQuery) => [...contractorKeys.lists(), query] as const,
  details: () => [...contractorKeys.all, 'detail'] as const,
  detail: (id: number) => [...contractorKeys.details(), id] as const,
  /** The pickers' search by name or NIP (invoice buyer, cost supplier, list filters). */
  search: (q: string) => [...contractorKeys.all, 'search', q] as const,
};

export function useContractors(query: ContractorListQuery) {
  return useQuery({
    queryKey: contractorKeys.list(query),
    queryFn: ({ signal }) => fetchContractors(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useContractor(id: number) {
  return useQuery({
    queryKey: contractorKeys.detail(id),
    queryFn: ({ signal }) => fetchContractor(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every write makes the lists stale: a new or renamed contractor moves in any of them. */
export function useCreateContractor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContractor,
    onSuccess: (contractor) => {
      client.setQueryData(contractorKeys.detail(contractor.id), contractor);
      return client.invalidateQueries({ queryKey: contractorKeys.lists() });
    },
  });
}

export function useUpdateContractor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContractor,
    onSuccess: (contractor) => {
      client.setQueryData(contractorKeys.detail(contractor.id), contractor);
      return client.invalidateQueries({ queryKey: contractorKeys.lists() });
    },
  });
}

export function useDeleteContractor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContractor,
    onSuccess: async (_answer, id) => {
      // Not refetched now (the page is leaving); a later visit asks again and learns it is gone.
      await client.invalidateQueries({ queryKey: contractorKeys.detail(id), refetchType: 'none' });
      await client.invalidateQueries({ queryKey: contractorKeys.lists() });
    },
  });
}

export function useImportContractors() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importContractors,
    onSuccess: (result) =>
      result.imported > 0 ? client.invalidateQueries({ queryKey: contractorKeys.lists() }) : undefined,
  });
}

/** A look-up is a question, not cached state: the server caches register answers for a day. */
export const useCompanyLookup = () => useMutation({ mutationFn: lookupCompany });
