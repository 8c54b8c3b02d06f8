import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OverdueItem } from '@saldo/contracts/debt';
import { useResendInvoice } from '../api/queries.ts';
import { FailureAlert, NotDeliveredAlert } from './ActionAlerts.tsx';
import { ModalButtons } from './ModalButtons.tsx';
import { useEntryOutcome } from './use-entry-outcome.ts';

interface ResendModalProps {
  invoice: OverdueItem | null;
  onClose: () => void;
}

/** Sends the invoice to the buyer again, after a confirmation. */
export function ResendModal({ invoice, onClose }: ResendModalProps) {
  const { t } = useTranslation('debt');
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={t('resend.title')}>
      {invoice && <ResendForm invoice={invoice} onClose={onClose} />}
    </Modal>
  );
}

function ResendForm({ invoice, onClose }: { invoice: OverdueItem; onClose: () => void }) {
  const { t } = useTranslation('debt');
  const resend = useResendInvoice();
  const outcome = useEntryOutcome(invoice.number, onClose);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        outcome.clear();
        resend.mutate({ id: invoice.id }, { onSuccess: (entry) => outcome.settle('invoice_resent', entry) });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('resend.question', { number: invoice.number, client: invoice.client.name })}</Text>
        <FailureAlert error={resend.error} />
        {outcome.undelivered && <NotDeliveredAlert entry={outcome.undelivered} />}
        <ModalButtons submitLabel={t('resend.submit')} pending={resend.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
