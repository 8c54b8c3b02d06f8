import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { InvoiceListQuery, InvoiceResponse, InvoiceTotalsQuery } from '@saldo/contracts/invoices';
import {
  addPayment,
  cancelInvoice,
  convertInvoice,
  deleteInvoice,
  fetchInvoice,
  fetchInvoices,
  fetchInvoiceSummary,
  fetchInvoiceTotals,
  removePayment,
  sendInvoice,
} from './invoices-api.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), query] as const,
  /** Under lists(), so every write that makes the lists stale makes the totals stale too. */
  totals: (query: InvoiceTotalsQuery) => [...invoiceKeys.lists(), 'totals', query] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: number) => [...invoiceKeys.details(), id] as const,
  summary: () => [...invoiceKeys.all, 'summary'] as const,
  /** A buyer's advance invoices, which a final invoice settles. */
  advances: (contractorId: number) => [...invoiceKeys.all, 'advances', contractorId] as const,
};

/**
 * A page of rows with the count and the sums of all pages; `{ sums: false }` leaves the sums out
 * (the list page asks useInvoiceTotals for them in parallel, so its rows do not wait for them).
 */
export function useInvoices(query: InvoiceListQuery, { sums = true }: { sums?: boolean } = {}) {
  const asked: InvoiceListQuery = sums ? query : { ...query, sums: 'false' };
  return useQuery({
    queryKey: invoiceKeys.list(asked),
    queryFn: ({ signal }) => fetchInvoices(asked, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The count and sums of the filters (not of the page, so paging and sorting reuse them). */
export function useInvoiceTotals(query: InvoiceListQuery) {
  const { q, status, type, dateFrom, dateTo, dueFrom, dueTo, currency, contractorId } = query;
  const filters: InvoiceTotalsQuery = {
    q,
    status,
    type,
    dateFrom,
    dateTo,
    dueFrom,
    dueTo,
    currency,
    contractorId,
  };
  return useQuery({
    queryKey: invoiceKeys.totals(filters),
    queryFn: ({ signal }) => fetchInvoiceTotals(filters, signal),
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
