import {
  ksefFetchResultSchema,
  ksefInvoiceStateSchema,
  ksefPanelSchema,
  ksefQueueResultSchema,
  ksefSettingsSchema,
  type KsefFetchResult,
  type KsefInvoiceState,
  type KsefOfflineCertificateInput,
  type KsefPanel,
  type KsefQueueResult,
  type KsefSettings,
  type KsefSettingsInput,
} from '@saldo/contracts/ksef';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetchers of the KSeF routes (see the contract, @saldo/contracts/ksef). Answers are parsed with the
 * contract schemas, so a server drift shows as an error state rather than as a half-empty card.
 */
const invoicePath = (id: number) => `/apps/invoice/invoices/${id}/ksef`;

export const fetchKsefSettings = async (signal?: AbortSignal): Promise<KsefSettings> =>
  ksefSettingsSchema.parse(await api.get<unknown>('/organization/ksef', { signal }));
export const updateKsefSettings = async (body: KsefSettingsInput): Promise<KsefSettings> =>
  ksefSettingsSchema.parse(await api.put<unknown>('/organization/ksef', body));

const offlineCertificatePath = '/organization/ksef/offline-certificate';
/** The offline certificate and its key (the key is sealed on the server and never comes back). */
export const uploadOfflineCertificate = async (body: KsefOfflineCertificateInput): Promise<KsefSettings> =>
  ksefSettingsSchema.parse(await api.put<unknown>(offlineCertificatePath, body));
export const removeOfflineCertificate = async (): Promise<KsefSettings> =>
  ksefSettingsSchema.parse(await api.delete<unknown>(offlineCertificatePath));

export const fetchKsefState = async (id: number, signal?: AbortSignal): Promise<KsefInvoiceState> =>
  ksefInvoiceStateSchema.parse(await api.get<unknown>(invoicePath(id), { signal }));
/** Queues the invoice; the server answers 202 with its state (queued), the send job does the rest. */
export const sendToKsef = async (id: number): Promise<KsefInvoiceState> =>
  ksefInvoiceStateSchema.parse(await api.post<unknown>(invoicePath(id)));
/** Issues the invoice in offline mode: both codes printed, the frozen file queued for KSeF. */
export const issueOffline = async (id: number): Promise<KsefInvoiceState> =>
  ksefInvoiceStateSchema.parse(await api.post<unknown>(`${invoicePath(id)}/offline`));
/**
 * Queues many invoices at once; those that cannot go (a proforma, a cancelled one, one already in
 * KSeF or in its queue) are skipped with the reason. A 409 when KSeF is not set up.
 */
export const sendManyToKsef = async (ids: readonly number[]): Promise<KsefQueueResult> =>
  ksefQueueResultSchema.parse(await api.post<unknown>('/apps/invoice/ksef/send', { ids }));
/** KSeF's official receipt (UPO) of an accepted invoice, an XML file. */
export const fetchKsefUpo = (id: number) => api.file(`${invoicePath(id)}/upo`, { accept: 'application/xml' });

export const fetchKsefPanel = async (signal?: AbortSignal): Promise<KsefPanel> =>
  ksefPanelSchema.parse(await api.get<unknown>('/ksef/panel', { signal }));
/** Fetches new purchase invoices from KSeF into costs (drafts to confirm) now. */
export const fetchPurchaseInvoices = async (): Promise<KsefFetchResult> =>
  ksefFetchResultSchema.parse(await api.post<unknown>('/ksef/fetch'));
