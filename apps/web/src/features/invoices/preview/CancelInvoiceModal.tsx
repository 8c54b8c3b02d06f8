import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { ApiError } from '../../../lib/api-client.ts';
import { useCancelInvoice } from '../api/queries.ts';

/** Cancels after a confirmation; the server's refusal stays in the dialog. */
export function CancelInvoiceModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const cancel = useCancelInvoice();
  const close = () => {
    cancel.reset();
    onClose();
  };
  const confirm = () =>
    cancel.mutate(invoice.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('cancel.done', { number: invoice.number }) });
        close();
      },
    });
  const refusal = cancel.error
    ? cancel.error instanceof ApiError
      ? cancel.error.message
      : t('errors.network')
    : null;
  return (
    <Modal opened={opened} onClose={close} title={t('cancel.title')}>
      <Stack gap="md">
        <Text>{t('cancel.question', { number: invoice.number })}</Text>
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} disabled={refusal !== null} onClick={confirm}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
