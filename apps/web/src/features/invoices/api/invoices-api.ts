import {
  invoiceListSchema,
  invoiceResponseSchema,
  invoiceSummarySchema,
  invoiceTotalsSchema,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceResponse,
  type InvoiceSummary,
  type InvoiceTotals,
  type InvoiceTotalsQuery,
  type InvoiceType,
  type PaymentInputBody,
  type SendInvoiceBody,
} from '@saldo/contracts/invoices';
import { invoiceFileName } from '@saldo/contracts/invoice-files';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetchers of /api/apps/invoice. Answers are parsed with the contract schemas, so a server drift
 * shows as an error state instead of a document of undefined cells.
 */
const BASE = '/apps/invoice/invoices';

export async function fetchInvoices(query: InvoiceListQuery, signal?: AbortSignal): Promise<InvoiceList> {
  return invoiceListSchema.parse(await api.get<unknown>(BASE, { query, signal }));
}

export async function fetchInvoiceTotals(
  query: InvoiceTotalsQuery,
  signal?: AbortSignal,
): Promise<InvoiceTotals> {
  return invoiceTotalsSchema.parse(await api.get<unknown>(`${BASE}/totals`, { query, signal }));
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

/** The invoice's PDF. */
export const fetchInvoicePdf = (id: number) => api.file(invoicePdfPath(id), { accept: 'application/pdf' });

/** The invoice as a KSeF FA(3) XML file (409 for a proforma, 422 when its data cannot make one). */
export const fetchInvoiceKsefXml = (id: number) =>
  api.file(invoiceKsefXmlPath(id), { accept: 'application/xml' });
