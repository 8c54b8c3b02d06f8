import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { BalanceConfirmation } from '@saldo/contracts/balance-confirmations';
import { ApiError } from '../../../lib/api-client.ts';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { fetchConfirmationPdf } from '../../dashboard/api/dashboard-api.ts';
import { useAnswerConfirmation, useConfirmations } from '../../dashboard/api/queries.ts';

const COLORS = { pending: 'gray', confirmed: 'teal', disputed: 'red' } as const;

function AnswerDialog({
  confirmation,
  answer,
  onClose,
}: {
  confirmation: BalanceConfirmation;
  answer: 'confirmed' | 'disputed';
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [comment, setComment] = useState('');
  const mutation = useAnswerConfirmation();
  const submit = () =>
    mutation.mutate(
      { id: confirmation.id, body: { answer, comment } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(`clientConfirmations.done.${answer}`) });
          onClose();
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('clientConfirmations.failed'),
            message: error instanceof ApiError ? error.message : String(error),
          }),
      },
    );
  return (
    <Modal opened onClose={onClose} title={t(`clientConfirmations.${answer}Title`)}>
      <Stack>
        <Textarea
          label={t('clientConfirmations.comment')}
          description={answer === 'disputed' ? t('clientConfirmations.disputeHint') : undefined}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          required={answer === 'disputed'}
          maxLength={2000}
          autosize
          minRows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('clientConfirmations.cancel')}
          </Button>
          <Button
            color={answer === 'disputed' ? 'red' : 'teal'}
            onClick={submit}
            loading={mutation.isPending}
            disabled={answer === 'disputed' && comment.trim() === ''}
          >
            {t(`clientConfirmations.${answer}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The client's balance confirmations: download the PDF, confirm or dispute each pending one. */
export function ClientConfirmationsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const format = useInvoiceFormat();
  const confirmations = useConfirmations();
  const { download, busy } = useFileDownload<number>();
  const [answering, setAnswering] = useState<{
    confirmation: BalanceConfirmation;
    answer: 'confirmed' | 'disputed';
  } | null>(null);
  const list = confirmations.data?.confirmations ?? [];
  if (list.length === 0) return null;

  return (
    <Card withBorder radius="md" p="lg" aria-labelledby="client-confirmations-title">
      <Stack gap="md">
        <Title order={2} fz={20} id="client-confirmations-title">
          {t('clientConfirmations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('clientConfirmations.intro')}
        </Text>
        {list.map((confirmation) => (
          <Card withBorder radius="sm" p="sm" key={confirmation.id} data-testid="confirmation">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>
                  {t('clientConfirmations.asOf', { date: format.date(confirmation.asOfDate) })}
                </Text>
                <Text size="sm">
                  {t('clientConfirmations.balance', { amount: format.money(confirmation.balance, 'PLN') })}
                </Text>
                {confirmation.comment && (
                  <Text size="sm" c="dimmed">
                    „{confirmation.comment}”
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Badge color={COLORS[confirmation.status]} variant="light" data-testid="confirmation-status">
                  {t(`confirmations.status.${confirmation.status}`)}
                </Badge>
                <Button
                  size="xs"
                  variant="default"
                  loading={busy === confirmation.id}
                  onClick={() =>
                    void download(confirmation.id, {
                      file: () => fetchConfirmationPdf(confirmation.id, i18n.language),
                      fallbackName: `potwierdzenie-salda-${confirmation.id}.pdf`,
                      failedTitle: t('clientConfirmations.downloadFailed'),
                    })
                  }
                >
                  {t('clientConfirmations.download')}
                </Button>
                {confirmation.status === 'pending' && (
                  <>
                    <Button
                      size="xs"
                      color="teal"
                      onClick={() => setAnswering({ confirmation, answer: 'confirmed' })}
                    >
                      {t('clientConfirmations.confirmed')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setAnswering({ confirmation, answer: 'disputed' })}
                    >
                      {t('clientConfirmations.disputed')}
                    </Button>
                  </>
                )}
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      {answering && (
        <AnswerDialog
          confirmation={answering.confirmation}
          answer={answering.answer}
          onClose={() => setAnswering(null)}
        />
      )}
    </Card>
  );
}
