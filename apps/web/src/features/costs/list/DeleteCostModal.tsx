import { useTranslation } from 'react-i18next';
import { DeleteDocumentModal } from '../../../components/DeleteDocumentModal.tsx';
import { useDeleteCost } from '../api/queries.ts';

/**
 * Delete after a confirmation. The server refuses (409) a document with payments; its reason is
 * shown in the dialog, which stays open.
 */
export function DeleteCostModal({
  cost,
  onClose,
  onDeleted,
}: {
  cost: { id: number; number: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('costs');
  const remove = useDeleteCost();
  const number = cost?.number ?? '';
  return (
    <DeleteDocumentModal
      document={cost}
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
