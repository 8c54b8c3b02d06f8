import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';
import { endSentence } from '@saldo/domain/text/sentence';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteContractor } from '../api/queries.ts';

/**
 * Delete after a confirmation. The server refuses while documents or users refer to the contractor;
 * its reason is shown in the dialog, which stays open.
 */
export function DeleteContractorButton({ contractor }: { contractor: Contractor }) {
  const { t } = useTranslation('contractors');
  const navigate = useNavigate();
  const remove = useDeleteContractor();
  const [opened, setOpened] = useState(false);

  const close = () => {
    setOpened(false);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(contractor.id, {
      onSuccess: () => {
        setOpened(false);
        notifications.show({
          color: 'teal',
          message: endSentence(t('page.deleted', { name: contractor.name })),
        });
        void navigate('/apps/contractors/list');
      },
    });

  const refusal = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.message
      : t('errors.network')
    : null;

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('page.delete')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('page.deleteTitle')}>
        <Stack gap="md">
          <Text>{t('page.deleteQuestion', { name: contractor.name })}</Text>
          {refusal && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('page.keep')}
            </Button>
            <Button color="red" loading={remove.isPending} disabled={refusal !== null} onClick={confirm}>
              {t('page.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
