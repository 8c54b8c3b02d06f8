import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { BalanceConfirmation } from '@saldo/contracts/balance-confirmations';
import { parseMoney } from '@saldo/domain/money';
import { ApiError } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format.ts';
import { useRecordPaperAnswer } from '../api/queries.ts';
import { useDashboardFormat } from '../use-dashboard-format.ts';

/**
 * Records an answer that came back on paper (the signed form): which confirmation, confirmed or
 * disputed with the balance by the contractor's books, the day it arrived and a note.
 */
export function PaperAnswerModal({
  pending,
  opened,
  onClose,
}: {
  pending: BalanceConfirmation[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const record = useRecordPaperAnswer();
  const [id, setId] = useState<string | null>(null);
  const [answer, setAnswer] = useState<'confirmed' | 'disputed'>('confirmed');
  const [receivedOn, setReceivedOn] = useState(todayIso());
  const [balance, setBalance] = useState('');
  const [comment, setComment] = useState('');
  const [balanceError, setBalanceError] = useState<string | null>(null);

  const submit = () => {
    const chosen = pending.find((c) => String(c.id) === id);
    if (!chosen) return;
    let disputedBalance: number | null = null;
    if (answer === 'disputed') {
      const parsed = parseMoney(balance);
      if (!parsed.ok) {
        setBalanceError(t('paperAnswer.balanceInvalid'));
        return;
      }
      disputedBalance = parsed.value;
    }
    setBalanceError(null);
    record.mutate(
      { id: chosen.id, body: { answer, receivedOn, disputedBalance, comment } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('paperAnswer.recorded') });
          setId(null);
          setBalance('');
          setComment('');
          onClose();
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('paperAnswer.failed'),
            message: error instanceof ApiError ? error.message : String(error),
          }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('paperAnswer.title')}>
      <Stack gap="sm">
        <Select
          label={t('paperAnswer.confirmation')}
          placeholder={t('paperAnswer.choose')}
          data={pending.map((c) => ({
            value: String(c.id),
            label: `${c.contractorName} · ${format.date(c.asOfDate)} · ${format.pln(c.balance)}`,
          }))}
          value={id}
          onChange={setId}
          searchable
          required
        />
        <SegmentedControl
          aria-label={t('paperAnswer.answer')}
          value={answer}
          onChange={(value) => setAnswer(value === 'disputed' ? 'disputed' : 'confirmed')}
          data={[
            { value: 'confirmed', label: t('confirmations.status.confirmed') },
            { value: 'disputed', label: t('confirmations.status.disputed') },
          ]}
        />
        {answer === 'disputed' && (
          <TextInput
            label={t('paperAnswer.disputedBalance')}
            description={t('paperAnswer.disputedBalanceHint')}
            value={balance}
            onChange={(event) => setBalance(event.currentTarget.value)}
            error={balanceError}
            inputMode="decimal"
            required
          />
        )}
        <TextInput
          type="date"
          label={t('paperAnswer.receivedOn')}
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.currentTarget.value)}
          required
        />
        <Textarea
          label={t('paperAnswer.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={2000}
          rows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('paperAnswer.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={record.isPending}
            disabled={id === null || receivedOn === '' || (answer === 'disputed' && balance.trim() === '')}
          >
            {t('paperAnswer.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
