import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CostInputBody, CostListQuery, CostResponse, CostTotalsQuery } from '@saldo/contracts/costs';
import {
  addCostPayment,
  confirmCost,
  createCost,
  deleteAttachment,
  deleteCost,
  fetchCost,
  fetchCosts,
  fetchCostTotals,
  importCostFiles,
  markCostsPaid,
  removeCostPayment,
  updateCost,
  uploadAttachment,
} from './costs-api.ts';

export const costKeys = {
  all: ['costs'] as const,
  lists: () => [...costKeys.all, 'list'] as const,
  list: (query: CostListQuery) => [...costKeys.lists(), query] as const,
  /** Under lists(), so every write that makes the lists stale makes the totals stale too. */
  totals: (query: CostTotalsQuery) => [...costKeys.lists(), 'totals', query] as const,
  details: () => [...costKeys.all, 'detail'] as const,
  detail: (id: number) => [...costKeys.details(), id] as const,
};

/**
 * A page of rows with the count and the sums of all pages; `{ sums: false }` leaves the sums out
 * (the list page asks useCostTotals for them in parallel, so its rows do not wait for them).
 */
export function useCosts(query: CostListQuery, { sums = true }: { sums?: boolean } = {}) {
  const asked: CostListQuery = sums ? query : { ...query, sums: 'false' };
  return useQuery({
    queryKey: costKeys.list(asked),
    queryFn: ({ signal }) => fetchCosts(asked, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The count and sums of the filters (not of the page, so paging and sorting reuse them). */
export function useCostTotals(query: CostListQuery) {
  const { q, status, categoryId, month, contractorId, currency, dateFrom, dateTo, dueFrom, dueTo } = query;
  const filters: CostTotalsQuery = {
    q,
    status,
    categoryId,
    month,
    contractorId,
    currency,
    dateFrom,
    dateTo,
    dueFrom,
    dueTo,
  };
  return useQuery({
    queryKey: costKeys.totals(filters),
    queryFn: ({ signal }) => fetchCostTotals(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One cost: `data` is the whole answer, `{ cost, paymentDetails }`. */
export function useCost(id: number) {
  return useQuery({
    queryKey: costKeys.detail(id),
    queryFn: ({ signal }) => fetchCost(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** After a write the answer is the document as it now is; every list (statuses, sums) is stale. */
async function settled(client: QueryClient, answer: CostResponse) {
  client.setQueryData(costKeys.detail(answer.cost.id), answer);
  await client.invalidateQueries({ queryKey: costKeys.lists() });
}

const refetchDetail = (client: QueryClient, id: number) =>
  client.invalidateQueries({ queryKey: costKeys.detail(id) });

/** Create (POST) or replace (PUT). */
export function useSaveCost(costId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CostInputBody) =>
      costId === null ? createCost(body) : updateCost({ id: costId, body }),
    onSuccess: (answer) => settled(client, answer),
  });
}

export function useDeleteCost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCost,
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: costKeys.detail(id) });
      await client.invalidateQueries({ queryKey: costKeys.lists() });
    },
  });
}

export function useConfirmCost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmCost, onSuccess: (answer) => settled(client, answer) });
}

export function useAddCostPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addCostPayment, onSuccess: (answer) => settled(client, answer) });
}

export function useRemoveCostPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeCostPayment, onSuccess: (answer) => settled(client, answer) });
}

/** An attachment changes the document's list of files (and its audit), not its amounts. */
export function useUploadAttachment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAttachment,
    onSuccess: (_answer, { id }) => refetchDetail(client, id),
  });
}

export function useDeleteAttachment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: (_answer, { id }) => refetchDetail(client, id),
  });
}

/** Each imported file is a new draft in the lists. */
export function useImportCosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCostFiles,
    onSuccess: () => client.invalidateQueries({ queryKey: costKeys.lists() }),
  });
}

export function useMarkCostsPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markCostsPaid,
    onSuccess: async (result) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: costKeys.lists() }),
        ...result.paid.map((id) => refetchDetail(client, id)),
      ]);
    },
  });
}
