import { useTranslation } from 'react-i18next';
import { DeleteDocumentModal } from '../../../components/DeleteDocumentModal.tsx';
import { useDeleteInvoice } from '../api/queries.ts';

/**
 * Delete after a confirmation. The server refuses (409) unless the invoice is the newest never-sent
 * one of its series; its reason is shown in the dialog, which stays open.
 */
export function DeleteInvoiceModal({
  invoice,
  onClose,
  onDeleted,
}: {
  invoice: { id: number; number: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('invoices');
  const remove = useDeleteInvoice();
  const number = invoice?.number ?? '';
  return (
    <DeleteDocumentModal
      document={invoice}
      remove={remove}
      onClose={onClose}
      onDeleted={onDeleted}
      texts={{
        title: t('delete.title'),
        question: t('delete.question', { number }),
        done: t('delete.done', { number }),
        keep: t('delete.keep'),
        confirm: t('delete.confirm'),
        network: t('errors.network'),
      }}
    />
  );
}
