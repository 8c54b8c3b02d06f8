import { useTranslation } from 'react-i18next';
import type { InvoiceType } from '@saldo/contracts/invoices';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { fetchInvoicePdf, pdfFileName } from '../api/invoices-api.ts';

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
