import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankLine } from '@saldo/contracts/bank-statements';
import type { LineCategory } from '../api/bank-api.ts';
import { useMarkOther } from '../api/queries.ts';
import { notifyDone, notifyFailure } from './notify.ts';

const CHOICES: LineCategory[] = ['tax', 'zus', 'fee', 'salary', 'other'];
const NOTE_MAX = 500;
const isChoice = (value: string | null): value is LineCategory => CHOICES.some((choice) => choice === value);

/** A line that pays no document: booked as tax, ZUS, a bank fee, a salary or other, with a note. */
export function BookOtherForm({ line }: { line: BankLine }) {
  const { t } = useTranslation('bankStatements');
  const [category, setCategory] = useState<LineCategory | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const mark = useMarkOther();
  const submit = () => {
    setTouched(true);
    if (category === null) return;
    void mark.mutateAsync({ id: line.id, category, note: note.trim() }).then(
      () => notifyDone(t('other.done')),
      (error: unknown) => notifyFailure(error, t('errors.network')),
    );
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-start" grow>
        <Select
          label={t('other.category')}
          data={CHOICES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          value={category}
          onChange={(value) => setCategory(isChoice(value) ? value : null)}
          error={touched && category === null ? t('other.categoryRequired') : undefined}
          required
        />
        <TextInput
          label={t('other.note')}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </Group>
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={submit} loading={mark.isPending}>
          {t('other.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
