import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
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

  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!cost) return;
    remove.mutate(cost.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('delete.done', { number: cost.number }) });
        remove.reset();
        onClose();
        onDeleted?.();
      },
    });
  };
  const refusal = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.message
      : t('errors.network')
    : null;

  return (
    <Modal opened={cost !== null} onClose={close} title={t('delete.title')}>
      <Stack gap="md">
        <Text>{t('delete.question', { number: cost?.number ?? '' })}</Text>
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('delete.keep')}
          </Button>
          <Button color="red" loading={remove.isPending} disabled={refusal !== null} onClick={confirm}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
