import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../../lib/api-client.ts';
import { fetchInvoicePdf } from '../../../../invoices/api/invoices-api.ts';

/** How long the PDF's object URL lives: the new tab has read it long before. */
const URL_LIFETIME_MS = 60_000;

/**
 * Opens an invoice's PDF in a new tab. The API wants the Bearer token, which a plain link would not
 * send, so the tab opens blank on the click (a tab opened after the download would be a blocked
 * pop-up) and shows the file once it has arrived.
 */
export function useOpenPdf() {
  const { t } = useTranslation('galleryExtensions');
  const failed = (message: string) =>
    notifications.show({ color: 'red', title: t('demo.contextMenu.pdfFailed'), message });
  return async (invoice: { id: number }) => {
    const tab = window.open('', '_blank');
    if (!tab) {
      failed(t('demo.contextMenu.popupBlocked'));
      return;
    }
    try {
      const { blob } = await fetchInvoicePdf(invoice.id);
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
    } catch (error) {
      tab.close();
      failed(error instanceof ApiError ? error.message : t('common:loadError.network'));
    }
  };
}
