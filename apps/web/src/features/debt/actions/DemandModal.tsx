import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DebtHistoryEntry, OverdueItem } from '@saldo/contracts/debt';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { todayIso } from '../../../lib/format.ts';
import { useCreateDemand } from '../api/queries.ts';
import { useDebtFormat } from '../format.ts';
import { hasAttachment, useAttachmentDownload } from '../timeline/use-attachment-download.ts';
import { FailureAlert, NotDeliveredAlert } from './ActionAlerts.tsx';
import { ModalButtons } from './ModalButtons.tsx';

interface DemandModalProps {
  invoice: OverdueItem | null;
  onClose: () => void;
}

/**
 * A demand for payment (wezwanie do zapłaty) with interest counted to a chosen day, optionally
 * e-mailed to the buyer; once made, its PDF is offered for download.
 */
export function DemandModal({ invoice, onClose }: DemandModalProps) {
  const { t } = useTranslation('debt');
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={t('demand.title')}>
      {invoice && <DemandForm invoice={invoice} onClose={onClose} />}
    </Modal>
  );
}

function DemandForm({ invoice, onClose }: { invoice: OverdueItem; onClose: () => void }) {
  const { t } = useTranslation('debt');
  const format = useDebtFormat();
  const demand = useCreateDemand();
  const [interestDate, setInterestDate] = useState(todayIso());
  const [send, setSend] = useState(false);
  const [dateError, setDateError] = useState<string | null>(null);
  const [made, setMade] = useState<DebtHistoryEntry | null>(null);

  if (made) return <DemandMade entry={made} sent={send} onClose={onClose} />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The law counts interest from the day after the due date: an earlier day makes no letter.
        if (!isIsoDate(interestDate) || interestDate < invoice.dueDate) {
          setDateError(t('demand.dateInvalid', { date: format.date(invoice.dueDate) }));
          return;
        }
        demand.mutate({ id: invoice.id, interestDate, send }, { onSuccess: setMade });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('demand.intro', { number: invoice.number, client: invoice.client.name })}</Text>
        <TextInput
          type="date"
          label={t('demand.interestDate')}
          description={t('demand.interestDateHint', { date: format.date(invoice.dueDate) })}
          min={invoice.dueDate}
          value={interestDate}
          error={dateError}
          onChange={(event) => {
            setInterestDate(event.currentTarget.value);
            setDateError(null);
          }}
        />
        <Checkbox
          label={t('demand.send')}
          checked={send}
          onChange={(event) => setSend(event.currentTarget.checked)}
        />
        <FailureAlert error={demand.error} />
        <ModalButtons submitLabel={t('demand.submit')} pending={demand.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function DemandMade({
  entry,
  sent,
  onClose,
}: {
  entry: DebtHistoryEntry;
  sent: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('debt');
  const pdf = useAttachmentDownload();
  return (
    <Stack gap="md">
      <Text role="status">{t(sent && entry.delivered ? 'demand.doneSent' : 'demand.done')}</Text>
      {sent && !entry.delivered && <NotDeliveredAlert entry={entry} />}
      <Group justify="flex-end">
        {hasAttachment(entry) && (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={pdf.busyId === entry.id}
            onClick={() => void pdf.download(entry)}
          >
            {t('demand.download')}
          </Button>
        )}
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </Group>
    </Stack>
  );
}
