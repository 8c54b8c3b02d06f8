import { useState } from 'react';
import { Modal, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OverdueItem } from '@saldo/contracts/debt';
import { useAddDebtNote } from '../api/queries.ts';
import type { NoteKind } from '../api/debt-api.ts';
import { FailureAlert } from './ActionAlerts.tsx';
import { ModalButtons } from './ModalButtons.tsx';
import { useEntryOutcome } from './use-entry-outcome.ts';

const TEXT_MAX = 2000;
const KINDS: readonly NoteKind[] = ['phone_call', 'note'];

interface NoteModalProps {
  invoice: OverdueItem | null;
  kind: NoteKind;
  onClose: () => void;
}

/** Records a phone call with the buyer or a note in the invoice's debt history. */
export function NoteModal({ invoice, kind, onClose }: NoteModalProps) {
  const { t } = useTranslation('debt');
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={t('note.title')}>
      {invoice && <NoteForm invoice={invoice} kind={kind} onClose={onClose} />}
    </Modal>
  );
}

function NoteForm({ invoice, kind: initialKind, onClose }: NoteModalProps & { invoice: OverdueItem }) {
  const { t } = useTranslation('debt');
  const save = useAddDebtNote();
  const outcome = useEntryOutcome(invoice.number, onClose);
  const [kind, setKind] = useState<NoteKind>(initialKind);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() === '') {
          setError(t('note.required'));
          return;
        }
        save.mutate(
          { id: invoice.id, kind, text: text.trim() },
          { onSuccess: (entry) => outcome.settle(kind, entry) },
        );
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('note.kind')}
          data={KINDS.map((value) => ({ value, label: t(`note.kinds.${value}`) }))}
          value={kind}
          onChange={(value) => setKind(KINDS.find((known) => known === value) ?? 'note')}
        />
        <Textarea
          label={t(`note.text.${kind}`)}
          required
          rows={4}
          maxLength={TEXT_MAX}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <FailureAlert error={save.error} />
        <ModalButtons submitLabel={t('note.submit')} pending={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
