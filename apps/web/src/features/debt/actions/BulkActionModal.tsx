import { useState } from 'react';
import { SkippedList } from '../../../components/SkippedList.tsx';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DebtBulkResult } from '@saldo/contracts/debt';
import { useDebtBulk } from '../api/queries.ts';
import type { DebtBulkAction } from '../api/debt-api.ts';
import { FailureAlert } from './ActionAlerts.tsx';
import { ModalButtons } from './ModalButtons.tsx';

interface BulkActionModalProps {
  action: DebtBulkAction | null;
  /** The ticked invoices, by id with their numbers (to name the skipped ones). */
  selected: ReadonlyMap<number, string>;
  onClose: () => void;
  /** The invoices the action was taken on (to take them out of the selection). */
  onDone: (ids: readonly number[]) => void;
}

/**
 * One step for every ticked invoice, after a confirmation. The server takes it where it can and
 * says why it skipped the rest (no e-mail, no phone, a channel not configured); those stay listed.
 */
export function BulkActionModal({ action, selected, onClose, onDone }: BulkActionModalProps) {
  const { t } = useTranslation('debt');
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? t(`bulk.${action}.title`) : ''}>
      {action && <BulkForm action={action} selected={selected} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function BulkForm({ action, selected, onClose, onDone }: BulkActionModalProps & { action: DebtBulkAction }) {
  const { t } = useTranslation('debt');
  const bulk = useDebtBulk();
  // The ids as confirmed: the selection may change under a result that is still shown.
  const [ids] = useState(() => [...selected.keys()]);
  const [numbers] = useState(() => new Map(selected));
  const [result, setResult] = useState<DebtBulkResult | null>(null);

  if (result) return <BulkResult result={result} numbers={numbers} onClose={onClose} />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        bulk.mutate(
          { ids, action },
          {
            onSuccess: (answer) => {
              onDone(answer.done);
              if (answer.skipped.length > 0) setResult(answer);
              else {
                notifications.show({ color: 'teal', message: t('bulk.done', { count: answer.done.length }) });
                onClose();
              }
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t(`bulk.${action}.question`, { count: ids.length })}</Text>
        <FailureAlert error={bulk.error} />
        <ModalButtons submitLabel={t(`bulk.${action}.submit`)} pending={bulk.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function BulkResult({
  result,
  numbers,
  onClose,
}: {
  result: DebtBulkResult;
  numbers: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('debt');
  return (
    <Stack gap="md">
      <Text>{t('bulk.done', { count: result.done.length })}</Text>
      <SkippedList
        title={t('bulk.skipped', { count: result.skipped.length })}
        skipped={result.skipped}
        numbers={numbers}
        nameOf={(id) => t('bulk.unknownNumber', { id })}
      />
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </Group>
    </Stack>
  );
}
