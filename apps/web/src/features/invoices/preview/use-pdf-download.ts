import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { InvoiceType } from '@saldo/contracts/invoices';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchInvoicePdf, pdfFileName, saveBlob, type DownloadedFile } from '../api/invoices-api.ts';

export interface FileDownload {
  /** Fetches the file (see `fetchFile`). */
  file: () => Promise<DownloadedFile>;
  /** The name to save it under when the server gives none. */
  fallbackName: string;
  /** The toast's title when it fails; the message is the server's reason. */
  failedTitle: string;
}

/**
 * Downloads a file the API answers for an invoice (its PDF, its KSeF XML, the UPO) and offers it to
 * the browser; a failure is a toast with the server's reason. `busy` is the key of the download in
 * flight, if any.
 */
export function useFileDownload<K>() {
  const { t } = useTranslation('invoices');
  const [busy, setBusy] = useState<K | null>(null);
  const download = async (key: K, { file, fallbackName, failedTitle }: FileDownload) => {
    setBusy(key);
    try {
      const { blob, fileName } = await file();
      saveBlob(blob, fileName ?? fallbackName);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: failedTitle,
        message: error instanceof ApiError ? error.message : t('errors.network'),
      });
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}

/** Downloads an invoice's PDF; `busyId` is the invoice being downloaded, if any. */
export function usePdfDownload() {
  const { t } = useTranslation('invoices');
  const { download, busy } = useFileDownload<number>();
  return {
    busyId: busy,
    download: (invoice: { id: number; number: string; type: InvoiceType }) =>
      download(invoice.id, {
        file: () => fetchInvoicePdf(invoice.id),
        fallbackName: pdfFileName(invoice),
        failedTitle: t('pdf.failed'),
      }),
  };
}
