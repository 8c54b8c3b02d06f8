import { useQueries } from '@tanstack/react-query';
import { fetchInvoice } from '../../invoices/api/invoices-api.ts';
import { invoiceKeys } from '../../invoices/api/queries.ts';

/**
 * The numbers of the invoices a contractor's history names. An entry carries only the invoice's id,
 * so each distinct invoice is read once, under the invoices feature's own detail key (shared with
 * the preview page's cache); until one arrives its entry shows the id.
 */
export function useInvoiceNumbers(ids: readonly number[], enabled: boolean): ReadonlyMap<number, string> {
  const distinct = [...new Set(ids)];
  return useQueries({
    queries: distinct.map((id) => ({
      queryKey: invoiceKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchInvoice(id, signal),
      enabled,
      staleTime: 5 * 60_000,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((result) =>
          result.data ? [[result.data.invoice.id, result.data.invoice.number] as const] : [],
        ),
      ),
  });
}
