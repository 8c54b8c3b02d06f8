import { useState } from 'react';
import { SkippedList } from '../../../components/SkippedList.tsx';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KsefQueueResult } from '@saldo/contracts/ksef';
import { ApiError } from '../../../lib/api-client.ts';
import { useOverlayOnDemand } from '../../../lib/use-overlay-on-demand.ts';
import { sendManyKey, useSendManyToKsef } from '../api/queries.ts';

interface KsefBulkSendModalProps {
  opened: boolean;
  /** The ticked invoices, by id with their numbers (to name the skipped ones). */
  selected: ReadonlyMap<number, string>;
  onClose: () => void;
  /** The server took the request (whatever it queued or skipped): the selection is done with. */
  onSent: () => void;
}

/**
 * The ticked invoices to KSeF, after a confirmation. The server queues those it can and says why
 * it skipped the rest (a proforma, a cancelled invoice, one already in KSeF); those are listed by
 * number. Its refusal of the whole request (KSeF not set up) stays in the dialog.
 */
export function KsefBulkSendModal({ opened, selected, onClose, onSent }: KsefBulkSendModalProps) {
  const { t } = useTranslation('ksef');
  // Not closed while the request is out: its answer clears the selection and is shown here.
  const sending = useIsMutating({ mutationKey: sendManyKey }) > 0;
  // Not mounted with the invoice list, portal and all, until first opened (issue 18).
  const mounted = useOverlayOnDemand(opened);
  if (!mounted) return null;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!sending) onClose();
      }}
      title={t('bulk.title')}
    >
      {opened && <SendForm selected={selected} onClose={onClose} onSent={onSent} />}
    </Modal>
  );
}

function SendForm({ selected, onClose, onSent }: Omit<KsefBulkSendModalProps, 'opened'>) {
  const { t } = useTranslation('ksef');
  const send = useSendManyToKsef();
  // As confirmed: the selection is cleared under a result that is still shown.
  const [numbers] = useState(() => new Map(selected));
  const [result, setResult] = useState<KsefQueueResult | null>(null);

  if (result) return <SendResult result={result} numbers={numbers} onClose={onClose} />;
  const refusal = send.error
    ? send.error instanceof ApiError
      ? send.error.message
      : t('errors.network')
    : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate([...numbers.keys()], {
          onSuccess: (answer) => {
            onSent();
            if (answer.skipped.length > 0) setResult(answer);
            else {
              notifications.show({
                color: 'teal',
                message: t('bulk.queued', { count: answer.queued.length }),
              });
              onClose();
            }
          },
        });
      }}
    >
      <Stack gap="md">
        <Text>{t('bulk.question', { count: numbers.size })}</Text>
        <Text size="sm" c="dimmed">
          {t('bulk.hint')}
        </Text>
        {refusal && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('bulk.failed')}
            role="alert"
          >
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {t('bulk.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('bulk.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SendResult({
  result,
  numbers,
  onClose,
}: {
  result: KsefQueueResult;
  numbers: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('ksef');
  return (
    <Stack gap="md">
      <Text>{t('bulk.queued', { count: result.queued.length })}</Text>
      <SkippedList
        title={t('bulk.skipped', { count: result.skipped.length })}
        skipped={result.skipped}
        numbers={numbers}
        nameOf={(id) => t('bulk.unknownNumber', { id })}
      />
      <Group justify="flex-end">
        {/* The form that had the focus is gone: it goes to the way out. */}
        <Button onClick={onClose} autoFocus>
          {t('bulk.close')}
        </Button>
      </Group>
    </Stack>
  );
}
