import { useState } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OverdueItem } from '@saldo/contracts/debt';
import { useSendReminder } from '../api/queries.ts';
import type { ReminderChannel } from '../api/debt-api.ts';
import { useDebtFormat } from '../format.ts';
import { FailureAlert, NotDeliveredAlert } from './ActionAlerts.tsx';
import { ModalButtons } from './ModalButtons.tsx';
import { useEntryOutcome } from './use-entry-outcome.ts';

const MESSAGE_MAX = 2000;

interface ReminderModalProps {
  invoice: OverdueItem | null;
  channel: ReminderChannel;
  onClose: () => void;
}

/** A payment reminder by e-mail or SMS, with optional words of the user's own added to the template. */
export function ReminderModal({ invoice, channel, onClose }: ReminderModalProps) {
  const { t } = useTranslation('debt');
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={t(`reminder.${channel}.title`)}>
      {invoice && <ReminderForm invoice={invoice} channel={channel} onClose={onClose} />}
    </Modal>
  );
}

function ReminderForm({ invoice, channel, onClose }: ReminderModalProps & { invoice: OverdueItem }) {
  const { t } = useTranslation('debt');
  const format = useDebtFormat();
  const send = useSendReminder();
  const outcome = useEntryOutcome(invoice.number, onClose);
  const [message, setMessage] = useState('');
  const action = channel === 'email' ? 'reminder_email' : 'reminder_sms';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        outcome.clear();
        send.mutate(
          { id: invoice.id, channel, message: message.trim() },
          { onSuccess: (entry) => outcome.settle(action, entry) },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(`reminder.${channel}.intro`, {
            number: invoice.number,
            client: invoice.client.name,
            balance: format.money(invoice.balance, invoice.currency),
          })}
        </Text>
        <Textarea
          label={t('reminder.message')}
          description={t(`reminder.${channel}.messageHint`)}
          rows={4}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <FailureAlert error={send.error} />
        {outcome.undelivered && <NotDeliveredAlert entry={outcome.undelivered} />}
        <ModalButtons submitLabel={t('reminder.send')} pending={send.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
