import {
  invoiceListSchema,
  invoiceResponseSchema,
  invoiceSummarySchema,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceResponse,
  type InvoiceSummary,
  type InvoiceType,
  type PaymentInputBody,
  type SendInvoiceBody,
} from '@saldo/contracts/invoices';
import { invoiceFileName } from '@saldo/contracts/invoice-files';
import { API_BASE, api, apiRequest, ApiError } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';

/**
 * Fetchers of /api/apps/invoice. Answers are parsed with the contract schemas, so a server drift
 * shows as an error state instead of a document of undefined cells.
 */
const BASE = '/apps/invoice/invoices';

export async function fetchInvoices(query: InvoiceListQuery, signal?: AbortSignal): Promise<InvoiceList> {
  return invoiceListSchema.parse(await api.get<unknown>(BASE, { query, signal }));
}

export async function fetchInvoice(id: number, signal?: AbortSignal): Promise<InvoiceResponse> {
  return invoiceResponseSchema.parse(await api.get<unknown>(`${BASE}/${id}`, { signal }));
}

export const deleteInvoice = (id: number) => api.delete<null>(`${BASE}/${id}`);

export async function addPayment({
  id,
  payment,
}: {
  id: number;
  payment: PaymentInputBody;
}): Promise<InvoiceResponse> {
  return invoiceResponseSchema.parse(await api.post<unknown>(`${BASE}/${id}/payments`, payment));
}

export async function removePayment({
  id,
  paymentId,
}: {
  id: number;
  paymentId: number;
}): Promise<InvoiceResponse> {
  return invoiceResponseSchema.parse(await api.delete<unknown>(`${BASE}/${id}/payments/${paymentId}`));
}

export async function sendInvoice({
  id,
  message,
}: {
  id: number;
  message: SendInvoiceBody;
}): Promise<InvoiceResponse> {
  return invoiceResponseSchema.parse(await api.post<unknown>(`${BASE}/${id}/send`, message));
}

export async function cancelInvoice(id: number): Promise<InvoiceResponse> {
  return invoiceResponseSchema.parse(await api.post<unknown>(`${BASE}/${id}/cancel`));
}

/** Proforma → VAT invoice: the answer is the NEW invoice. */
export async function convertInvoice(id: number): Promise<InvoiceResponse> {
  return invoiceResponseSchema.parse(await api.post<unknown>(`${BASE}/${id}/convert`));
}

export async function fetchInvoiceSummary(signal?: AbortSignal): Promise<InvoiceSummary> {
  return invoiceSummarySchema.parse(await api.get<unknown>('/apps/invoice/summary', { signal }));
}

export const invoicePdfPath = (id: number) => `${BASE}/${id}/pdf`;
export const invoiceKsefXmlPath = (id: number) => `${BASE}/${id}/ksef-xml`;

/** An invoice's PDF under the server's name for it (the download's and the e-mail attachment's). */
export const pdfFileName = (invoice: { number: string; type: InvoiceType }): string =>
  invoiceFileName(invoice, 'pdf');

/** "Wezwanie do zapłaty FV/1/2026" → "Wezwanie-do-zapłaty-FV-1-2026.pdf": for a file with only a title. */
export function titledFileName(title: string, extension = 'pdf'): string {
  const safe = title.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'document'}.${extension}`;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

async function requestFile(path: string, accept: string): Promise<Response> {
  const token = getSession().accessToken;
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': document.documentElement.lang || 'en',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, { headers });
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | null;
}

/**
 * A file the API answers (PDF, XML) as a Blob. The api client reads bodies as text, which would
 * break a binary, so this fetches on its own with the Bearer token; on a 401 one request through the
 * api client (a HEAD of the same path) runs its token refresh, and the download is tried once more.
 */
export async function fetchFile(path: string, accept: string): Promise<DownloadedFile> {
  let response = await requestFile(path, accept);
  if (response.status === 401) {
    try {
      await apiRequest<unknown>('HEAD', path);
    } catch {
      // The refresh ran (or the session ended); the retry below answers with the real reason.
    }
    response = await requestFile(path, accept);
  }
  if (!response.ok) {
    let message: string | undefined;
    try {
      message = ((await response.json()) as { message?: string }).message;
    } catch {
      message = undefined;
    }
    throw new ApiError(response.status, message ? { message } : {});
  }
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
}

/** The invoice's PDF. */
export const fetchInvoicePdf = (id: number) => fetchFile(invoicePdfPath(id), 'application/pdf');

/** The invoice as a KSeF FA(3) XML file (409 for a proforma, 422 when its data cannot make one). */
export const fetchInvoiceKsefXml = (id: number) => fetchFile(invoiceKsefXmlPath(id), 'application/xml');

/** Offers a Blob as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
