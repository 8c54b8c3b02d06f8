import { INVOICE_EXPORT_COUNT_HEADER, INVOICE_EXPORT_PDF_FOLDER } from '@saldo/contracts/invoice-export';
import type { InvoiceListQuery } from '@saldo/contracts/invoices';
import { apiStream, fileNameFrom } from '../../../lib/api-client.ts';
import { createZipEntryCounter } from './zip-entry-counter.ts';

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * The month-end ZIP of the invoices the list's filters find, read as the server streams it, reporting how many
 * invoices have arrived. Aborting the signal cancels the download and the server's work.
 */
export async function downloadInvoiceZip(
  listQuery: InvoiceListQuery,
  options: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void },
): Promise<{ blob: Blob; fileName: string }> {
  // The list's filters only: paging and sorting do not change what is exported.
  const {
    page: _page,
    perPage: _perPage,
    sortBy: _sortBy,
    sortDesc: _sortDesc,
    sums: _sums,
    ...query
  } = listQuery;
  const response = await apiStream('/apps/invoice/invoices/export.zip', {
    query,
    signal: options.signal,
  });
  const total = Number(response.headers.get(INVOICE_EXPORT_COUNT_HEADER) ?? 0);
  const fileName = fileNameFrom(response.headers.get('Content-Disposition')) ?? 'faktury.zip';
  const counter = createZipEntryCounter(INVOICE_EXPORT_PDF_FOLDER);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  options.onProgress({ done: 0, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      options.onProgress({ done: counter.push(value), total });
    }
  }
  return { blob: new Blob(chunks, { type: 'application/zip' }), fileName };
}
