import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AnnexInputBody,
  ContractInputBody,
  ContractListQuery,
  ContractResponse,
  TerminationInputBody,
} from '@saldo/contracts/employment-contracts';
import {
  addAnnex,
  createContract,
  deleteContract,
  fetchContract,
  fetchContracts,
  terminateContract,
  updateContract,
} from './contracts-api.ts';

export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (query: ContractListQuery) => [...contractKeys.lists(), query] as const,
  detail: (id: number) => [...contractKeys.all, 'detail', id] as const,
};

export function useContracts(query: ContractListQuery) {
  return useQuery({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) => fetchContracts(query, signal),
  });
}

/** A worker's contracts, newest start first (for the worker's page). */
export function useWorkerContracts(workerId: number) {
  return useQuery({
    queryKey: contractKeys.list({ workerId }),
    queryFn: ({ signal }) => fetchContracts({ workerId }, signal),
    enabled: Number.isInteger(workerId) && workerId > 0,
  });
}

export function useContract(id: number | null) {
  return useQuery({
    queryKey: contractKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchContract(id ?? 0, signal),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

/** After a write the answer is the contract as it now is; every list is stale. */
async function settled(client: QueryClient, answer: ContractResponse) {
  client.setQueryData(contractKeys.detail(answer.contract.id), answer);
  await client.invalidateQueries({ queryKey: contractKeys.lists() });
}

/** Create (POST) or correct (PUT). */
export function useSaveContract(contractId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInputBody) =>
      contractId === null ? createContract(body) : updateContract({ id: contractId, body }),
    onSuccess: (answer) => settled(client, answer),
  });
}

export function useAddAnnex(contractId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnexInputBody) => addAnnex({ id: contractId, body }),
    onSuccess: (answer) => settled(client, answer),
  });
}

export function useTerminateContract(contractId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TerminationInputBody) => terminateContract({ id: contractId, body }),
    onSuccess: (answer) => settled(client, answer),
  });
}

/** After a deletion the contract's page is gone and every list (and the worker's page) is stale. */
export function useDeleteContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: contractKeys.detail(id) });
      await client.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}
