import { useState } from 'react';
import { SkippedList } from '../../../components/SkippedList.tsx';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostBulkPaidResult } from '@saldo/contracts/costs';
import { PAYMENT_METHODS, type PaymentMethod } from '@saldo/contracts/invoices';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { ApiError } from '../../../lib/api-client.ts';
import { pick } from '../../../lib/pick.ts';
import { todayIso } from '../../../lib/format.ts';
import { useMarkCostsPaid } from '../api/queries.ts';

interface BulkPaidModalProps {
  opened: boolean;
  ids: readonly number[];
  /** The selected documents' numbers, to name the skipped ones. */
  numbers: ReadonlyMap<number, string>;
  onClose: () => void;
  /** The documents now paid (to take them out of the selection). */
  onPaid: (ids: readonly number[]) => void;
}

/**
 * Marks the selected documents paid in full on one day. The server pays what it can and says why it
 * skipped the rest (already paid, a draft, the white list); those stay on screen until closed.
 */
export function BulkPaidModal({ opened, ids, numbers, onClose, onPaid }: BulkPaidModalProps) {
  const { t } = useTranslation('costs');
  return (
    <Modal opened={opened} onClose={onClose} title={t('bulkPaid.title')}>
      {opened && <BulkPaidForm ids={ids} numbers={numbers} onClose={onClose} onPaid={onPaid} />}
    </Modal>
  );
}

function BulkPaidForm({ ids, numbers, onClose, onPaid }: Omit<BulkPaidModalProps, 'opened'>) {
  const { t } = useTranslation('costs');
  const mark = useMarkCostsPaid();
  const [date, setDate] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [dateError, setDateError] = useState<string | null>(null);
  const [result, setResult] = useState<CostBulkPaidResult | null>(null);

  const submit = () => {
    if (!isIsoDate(date)) {
      setDateError(t('validation.date'));
      return;
    }
    mark.mutate(
      { ids: [...ids], date, method },
      {
        onSuccess: (answer) => {
          onPaid(answer.paid);
          if (answer.skipped.length === 0) {
            notifications.show({ color: 'teal', message: t('bulkPaid.done', { count: answer.paid.length }) });
            onClose();
          } else setResult(answer);
        },
      },
    );
  };

  if (result) return <BulkPaidResult result={result} numbers={numbers} onClose={onClose} />;
  const failure = mark.error
    ? mark.error instanceof ApiError
      ? mark.error.message
      : t('errors.network')
    : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('bulkPaid.intro', { count: ids.length })}</Text>
        <TextInput
          type="date"
          label={t('bulkPaid.date')}
          required
          value={date}
          error={dateError}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setDateError(null);
          }}
        />
        <Select
          label={t('bulkPaid.method')}
          allowDeselect={false}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
          value={method}
          onChange={(value) => setMethod(pick(PAYMENT_METHODS, value) ?? 'transfer')}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('bulkPaid.cancel')}
          </Button>
          <Button type="submit" loading={mark.isPending}>
            {t('bulkPaid.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function BulkPaidResult({
  result,
  numbers,
  onClose,
}: {
  result: CostBulkPaidResult;
  numbers: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('costs');
  return (
    <Stack gap="md">
      <Text>{t('bulkPaid.done', { count: result.paid.length })}</Text>
      <SkippedList
        title={t('bulkPaid.skipped', { count: result.skipped.length })}
        skipped={result.skipped}
        numbers={numbers}
        nameOf={(id) => t('bulkPaid.unknownNumber', { id })}
      />
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('bulkPaid.close')}</Button>
      </Group>
    </Stack>
  );
}
