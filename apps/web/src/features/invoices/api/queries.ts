import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { InvoiceListQuery, InvoiceResponse } from '@saldo/contracts/invoices';
import {
  addPayment,
  cancelInvoice,
  convertInvoice,
  deleteInvoice,
  fetchInvoice,
  fetchInvoices,
  fetchInvoiceSummary,
  removePayment,
  sendInvoice,
} from './invoices-api.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), query] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: number) => [...invoiceKeys.details(), id] as const,
  summary: () => [...invoiceKeys.all, 'summary'] as const,
  /** A buyer's advance invoices, which a final invoice settles. */
  advances: (contractorId: number) => [...invoiceKeys.all, 'advances', contractorId] as const,
};

export function useInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => fetchInvoices(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** One invoice: `data` is the whole answer, `{ invoice, paymentDetails }`. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Open and overdue counts and balances (a client's own invoices, or the organization's). */
export function useInvoiceSummary(enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.summary(),
    queryFn: ({ signal }) => fetchInvoiceSummary(signal),
    enabled,
  });
}

/**
 * After any write the answer is the invoice as it now is: it replaces the cached detail, and the
 * lists and the summary (statuses, balances, sums) become stale.
 */
async function settled(client: QueryClient, answer: InvoiceResponse, otherId?: number) {
  client.setQueryData(invoiceKeys.detail(answer.invoice.id), answer);
  await Promise.all([
    client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    client.invalidateQueries({ queryKey: invoiceKeys.summary() }),
    otherId !== undefined && otherId !== answer.invoice.id
      ? client.invalidateQueries({ queryKey: invoiceKeys.detail(otherId) })
      : undefined,
  ]);
}

export function useDeleteInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: invoiceKeys.detail(id) });
      await Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        client.invalidateQueries({ queryKey: invoiceKeys.summary() }),
      ]);
    },
  });
}

export function useAddPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addPayment, onSuccess: (answer) => settled(client, answer) });
}

export function useRemovePayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removePayment, onSuccess: (answer) => settled(client, answer) });
}

export function useSendInvoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendInvoice, onSuccess: (answer) => settled(client, answer) });
}

export function useCancelInvoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelInvoice, onSuccess: (answer) => settled(client, answer) });
}

/** The answer is the new VAT invoice; the proforma's detail is refetched (it now links to it). */
export function useConvertInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: convertInvoice,
    onSuccess: (answer, proformaId) => settled(client, answer, proformaId),
  });
}
