import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftField, LiveEntry } from './entry-drafts.ts';

/** The month's inputs that apply to the entry's contract, editable while the list is a draft. */
export function EntryInputs({
  live,
  editable,
  onEdit,
}: {
  live: LiveEntry;
  editable: boolean;
  onEdit: (field: DraftField, value: string) => void;
}) {
  const { t } = useTranslation('payroll');
  const { terms } = live.entry;
  const fields: DraftField[] = ['bonus'];
  if (terms.contractKind === 'employment') fields.push('unpaidLeaveDays', 'unpaidLeaveHours');
  else if (terms.contractKind === 'mandate' && terms.hourlyRate !== null) fields.push('hours');
  else fields.push('fee');
  const name = live.entry.workerName;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {fields.map((field) => (
        <TextInput
          key={field}
          size="xs"
          w={field === 'bonus' || field === 'fee' ? 110 : 80}
          label={t(`inputs.${field}`)}
          aria-label={t('inputs.ariaLabel', { field: t(`inputs.${field}`), name })}
          value={live.draft[field]}
          placeholder={field === 'fee' && terms.flatFee !== null ? t('inputs.feeFromContract') : '0'}
          readOnly={!editable}
          error={live.errors[field] ? t('inputs.invalid') : undefined}
          inputMode={field === 'bonus' || field === 'fee' || field === 'hours' ? 'decimal' : 'numeric'}
          onChange={(event) => onEdit(field, event.currentTarget.value)}
        />
      ))}
    </Group>
  );
}
