import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DebtHistoryEntry, OverdueListQuery, OverdueTotalsQuery } from '@saldo/contracts/debt';
import { invoiceKeys } from '../../invoices/api/queries.ts';
import {
  addDebtNote,
  createDemand,
  fetchDebtHistory,
  fetchOverdue,
  fetchOverdueTotals,
  resendInvoice,
  runBulk,
  sendReminder,
  type HistoryOwner,
} from './debt-api.ts';

export const debtKeys = {
  all: ['debt'] as const,
  lists: () => [...debtKeys.all, 'overdue'] as const,
  list: (query: OverdueListQuery) => [...debtKeys.lists(), query] as const,
  totals: (query: OverdueTotalsQuery) => [...debtKeys.lists(), 'totals', query] as const,
  histories: () => [...debtKeys.all, 'history'] as const,
  history: (owner: HistoryOwner) => [...debtKeys.histories(), owner] as const,
};

export function useOverdue(query: OverdueListQuery, enabled = true) {
  return useQuery({
    queryKey: debtKeys.list(query),
    queryFn: ({ signal }) => fetchOverdue(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The count and balances of the list's filters (not of the page, so paging and sorting reuse them),
 * asked for in parallel with the rows so the rows never wait for them (decision 0014).
 */
export function useOverdueTotals(query: OverdueListQuery) {
  const { q, contractorId, band, minAmount, maxAmount } = query;
  const filters: OverdueTotalsQuery = { q, contractorId, band, minAmount, maxAmount };
  return useQuery({
    queryKey: debtKeys.totals(filters),
    queryFn: ({ signal }) => fetchOverdueTotals(filters, signal),
  });
}

export function useDebtHistory(owner: HistoryOwner, enabled = true) {
  return useQuery({
    queryKey: debtKeys.history(owner),
    queryFn: ({ signal }) => fetchDebtHistory(owner, signal),
    enabled,
  });
}

/**
 * Any action changes the list (reminders count, last action) and the histories of the invoice and
 * of its contractor; the invoice's own detail may show it too (a resent invoice is 'sent' again).
 */
function useDebtMutation<Vars extends { id: number }>(mutationFn: (vars: Vars) => Promise<DebtHistoryEntry>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async (_answer, _error, vars) => {
      // Also after a failure: a refused channel may still have left a "not delivered" entry.
      await Promise.all([
        client.invalidateQueries({ queryKey: debtKeys.all }),
        client.invalidateQueries({ queryKey: invoiceKeys.detail(vars.id) }),
      ]);
    },
  });
}

export const useSendReminder = () => useDebtMutation(sendReminder);
export const useAddDebtNote = () => useDebtMutation(addDebtNote);
export const useCreateDemand = () => useDebtMutation(createDemand);
export const useResendInvoice = () => useDebtMutation(resendInvoice);

export function useDebtBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runBulk,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: debtKeys.all }),
        client.invalidateQueries({ queryKey: invoiceKeys.details() }),
      ]);
    },
  });
}
