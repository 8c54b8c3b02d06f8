import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchInvoicePdf, pdfFileName, saveBlob } from '../api/invoices-api.ts';

/** Downloads an invoice's PDF; `busyId` is the invoice being downloaded, if any. */
export function usePdfDownload() {
  const { t } = useTranslation('invoices');
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (invoice: { id: number; number: string }) => {
    setBusyId(invoice.id);
    try {
      const { blob, fileName } = await fetchInvoicePdf(invoice.id);
      saveBlob(blob, fileName ?? pdfFileName(invoice.number));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('pdf.failed'),
        message: error instanceof ApiError ? error.message : t('errors.network'),
      });
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
