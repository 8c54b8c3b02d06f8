import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@saldo/contracts/idempotency';
import {
  exchangeRateResponseSchema,
  invoiceListSchema,
  invoiceResponseSchema,
  type InvoiceInputBody,
  type InvoiceResponse,
} from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import { api } from '../../../lib/api-client.ts';
import { invoiceKeys } from './queries.ts';

/**
 * The calls of the invoice form: save, the NBP rate and a buyer's advance invoices (one invoice loads
 * with `useInvoice` of ./queries.ts, a contractor search with the contractors feature's api). Answers
 * are parsed with the contracts; keys come from `invoiceKeys`.
 */
const BASE = '/apps/invoice';

export async function createInvoice({
  body,
  idempotencyKey,
}: {
  body: InvoiceInputBody;
  idempotencyKey: string;
}): Promise<InvoiceResponse> {
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  return invoiceResponseSchema.parse(await api.post<unknown>(`${BASE}/invoices`, body, { headers }));
}

export async function updateInvoice({ id, body }: { id: number; body: InvoiceInputBody }) {
  return invoiceResponseSchema.parse(await api.put<unknown>(`${BASE}/invoices/${id}`, body));
}

export async function fetchExchangeRate({ currency, date }: { currency: CurrencyCode; date: string }) {
  return exchangeRateResponseSchema.parse(
    await api.get<unknown>(`${BASE}/exchange-rate`, { query: { currency, date } }),
  );
}

export async function fetchAdvanceInvoices(contractorId: number, signal?: AbortSignal) {
  const query = { type: 'advance', contractorId, perPage: 100 };
  return invoiceListSchema.parse(await api.get<unknown>(`${BASE}/invoices`, { query, signal })).invoices;
}

export function useAdvanceInvoices(contractorId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.advances(contractorId ?? 0),
    queryFn: ({ signal }) => fetchAdvanceInvoices(contractorId ?? 0, signal),
    enabled: enabled && contractorId !== null,
  });
}

/** A rate is a question asked again for each currency and date; the latest answer wins. */
export const useExchangeRate = () => useMutation({ mutationFn: fetchExchangeRate });

/** Create (POST with an Idempotency-Key) or replace (PUT); every invoice list is stale afterwards. */
export function useSaveInvoice(invoiceId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InvoiceInputBody; idempotencyKey: string }) =>
      invoiceId === null ? createInvoice({ body, idempotencyKey }) : updateInvoice({ id: invoiceId, body }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: invoiceKeys.all, refetchType: 'none' });
      client.setQueryData(invoiceKeys.detail(saved.invoice.id), saved);
    },
  });
}
