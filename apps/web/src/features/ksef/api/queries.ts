import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KsefInvoiceState, KsefState } from '@saldo/contracts/ksef';
import { costKeys } from '../../costs/api/queries.ts';
import { invoiceKeys } from '../../invoices/api/queries.ts';
import { organizationKeys } from '../../settings/api/queries.ts';
import * as ksefApi from './ksef-api.ts';

export const ksefKeys = {
  all: ['ksef'] as const,
  /** With the other organization sections, so whatever refreshes those refreshes this one. */
  settings: () => [...organizationKeys.all, 'ksef'] as const,
  invoice: (id: number) => [...ksefKeys.all, 'invoice', id] as const,
  panel: () => [...ksefKeys.all, 'panel'] as const,
};

/** While an invoice waits in the queue or is being sent, its state is asked for this often. */
export const KSEF_POLL_MS = 3000;
export const isInFlight = (state: KsefState) => state === 'queued' || state === 'sending';

export function useKsefSettings(enabled = true) {
  return useQuery({
    queryKey: ksefKeys.settings(),
    queryFn: ({ signal }) => ksefApi.fetchKsefSettings(signal),
    enabled,
  });
}

/** The answer is the section as saved; the panel (configured, environment) follows. */
export function useUpdateKsefSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ksefApi.updateKsefSettings,
    onSuccess: async (saved) => {
      client.setQueryData(ksefKeys.settings(), saved);
      await client.invalidateQueries({ queryKey: ksefKeys.panel() });
    },
  });
}

/** Uploading or removing the offline certificate answers with the whole section. */
export function useOfflineCertificate() {
  const client = useQueryClient();
  const onSuccess = (saved: Awaited<ReturnType<typeof ksefApi.removeOfflineCertificate>>) =>
    client.setQueryData(ksefKeys.settings(), saved);
  return {
    upload: useMutation({ mutationFn: ksefApi.uploadOfflineCertificate, onSuccess }),
    remove: useMutation({ mutationFn: ksefApi.removeOfflineCertificate, onSuccess }),
  };
}

/**
 * A change of an invoice's KSeF state changes the invoice too (an invoice in KSeF is no longer
 * editable) and the panel's queue: they are fetched again.
 */
const invoiceMoved = (client: QueryClient, id: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
    client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    client.invalidateQueries({ queryKey: ksefKeys.panel() }),
  ]);

/** An invoice's KSeF state, asked again every few seconds while it is queued or being sent. */
export function useKsefState(invoiceId: number, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ksefKeys.invoice(invoiceId),
    queryFn: async ({ signal }) => {
      const before = client.getQueryData<KsefInvoiceState>(ksefKeys.invoice(invoiceId));
      const now = await ksefApi.fetchKsefState(invoiceId, signal);
      if (before && isInFlight(before.state) && !isInFlight(now.state)) void invoiceMoved(client, invoiceId);
      return now;
    },
    enabled: enabled && Number.isInteger(invoiceId) && invoiceId > 0,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state !== undefined && isInFlight(state) ? KSEF_POLL_MS : false;
    },
  });
}

export function useSendToKsef() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ksefApi.sendToKsef,
    onSuccess: async (state) => {
      client.setQueryData(ksefKeys.invoice(state.invoiceId), state);
      await invoiceMoved(client, state.invoiceId);
    },
  });
}

/** Issued offline: the invoice is no longer a preview nor editable, so it is fetched again too. */
export function useIssueOffline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ksefApi.issueOffline,
    onSuccess: async (state) => {
      client.setQueryData(ksefKeys.invoice(state.invoiceId), state);
      await invoiceMoved(client, state.invoiceId);
    },
  });
}

/**
 * Many invoices queued at once: their KSeF states and the panel's queue are fetched again, and so
 * are the invoices (one in KSeF is no longer editable).
 */
export const sendManyKey = [...ksefKeys.all, 'send-many'] as const;

export function useSendManyToKsef() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: sendManyKey,
    mutationFn: ksefApi.sendManyToKsef,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ksefKeys.all }),
        client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        client.invalidateQueries({ queryKey: invoiceKeys.details() }),
      ]),
  });
}

export function useKsefPanel() {
  return useQuery({ queryKey: ksefKeys.panel(), queryFn: ({ signal }) => ksefApi.fetchKsefPanel(signal) });
}

/** New purchase invoices land in costs as drafts: the cost lists and the panel's last fetch change. */
export function useFetchPurchaseInvoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ksefApi.fetchPurchaseInvoices,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: costKeys.all }),
        client.invalidateQueries({ queryKey: ksefKeys.panel() }),
      ]),
  });
}
