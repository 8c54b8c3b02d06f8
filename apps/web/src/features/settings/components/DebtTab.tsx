import { useMemo } from 'react';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DEBT_CHANNELS,
  DEBT_TEMPLATES,
  DEFAULT_DEBT_STEPS,
  debtSettingsSchema,
  SETTINGS_LIMITS,
  type DebtSettings,
} from '@saldo/contracts/organization-settings';
import { debtSettingsProblems } from '@saldo/contracts/organization-settings-rules';
import { FormActions } from '../../../components/FormActions.tsx';
import { useDebt, useUpdateDebt } from '../api/queries.ts';
import { markSaved, notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';
import { ReferenceRatesSection } from './ReferenceRatesSection.tsx';
import { SectionLoader } from '../../../components/SectionLoader.tsx';

export function DebtTab() {
  const query = useDebt();
  return (
    <Stack gap="xl">
      <SectionLoader query={query}>{(debt) => <DebtForm debt={debt} />}</SectionLoader>
      <ReferenceRatesSection />
    </Stack>
  );
}

/** "T−3", "T", "T+7": days from the due date (T), a notation that needs no plural forms. */
const offsetLabel = (days: number) => (days === 0 ? 'T' : days < 0 ? `T−${-days}` : `T+${days}`);

/**
 * The reminder schedule that debt collection (a later module) runs for every unpaid invoice: a step
 * is a day counted from the due date, a channel and a letter template.
 */
function DebtForm({ debt }: { debt: DebtSettings }) {
  const { t } = useTranslation('settings');
  const save = useUpdateDebt();
  const validate = useMemo(
    () => settingsValidator<DebtSettings>(t, debtSettingsSchema, debtSettingsProblems),
    [t],
  );
  const form = useForm<DebtSettings>({ initialValues: debt, validate });
  const channels = DEBT_CHANNELS.map((value) => ({ value, label: t(`debt.channels.${value}`) }));
  const templates = DEBT_TEMPLATES.map((value) => ({ value, label: t(`debt.templates.${value}`) }));
  const full = form.values.steps.length >= SETTINGS_LIMITS.debtSteps;

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        markSaved(form, saved);
        notifySaved(t);
      },
      onError: (error) => reportError(error, t, form.setErrors),
    }),
  );

  const addStep = () => {
    const last = form.values.steps.at(-1)?.offsetDays ?? 0;
    form.insertListItem('steps', {
      offsetDays: Math.min(last + 7, SETTINGS_LIMITS.offsetMax),
      channel: 'email',
      template: 'reminder',
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.debt')}>
      <Stack gap="md">
        <Switch
          label={t('debt.enabled')}
          description={t('debt.enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Text size="sm" c="dimmed">
          {t('debt.help')}
        </Text>
        {form.values.steps.map((step, index) => (
          <Group
            key={index}
            align="flex-start"
            gap="sm"
            wrap="wrap"
            aria-label={t('debt.step', { n: index + 1 })}
            role="group"
          >
            <NumberInput
              label={t('debt.offsetDays')}
              w={150}
              min={SETTINGS_LIMITS.offsetMin}
              max={SETTINGS_LIMITS.offsetMax}
              allowDecimal={false}
              rightSection={
                <Text size="xs" c="dimmed">
                  {offsetLabel(step.offsetDays)}
                </Text>
              }
              rightSectionWidth={56}
              {...form.getInputProps(`steps.${index}.offsetDays`)}
            />
            <Select
              label={t('debt.channel')}
              w={160}
              data={channels}
              allowDeselect={false}
              {...form.getInputProps(`steps.${index}.channel`)}
            />
            <Select
              label={t('debt.template')}
              w={200}
              data={templates}
              allowDeselect={false}
              {...form.getInputProps(`steps.${index}.template`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('debt.removeStep', { n: index + 1 })}
              onClick={() => form.removeListItem('steps', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addStep}
            disabled={full}
          >
            {t('debt.addStep')}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() => form.setFieldValue('steps', [...DEFAULT_DEBT_STEPS])}
          >
            {t('debt.restoreDefaults')}
          </Button>
        </Group>
      </Stack>
      <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}
