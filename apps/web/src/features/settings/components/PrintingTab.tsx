import { useMemo } from 'react';
import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  PRINT_LANGUAGES,
  printingSettingsSchema,
  SETTINGS_LIMITS,
  type PrintingSettings,
} from '@saldo/contracts/organization-settings';
import { FormActions } from '../../../components/FormActions.tsx';
import { usePrinting, useUpdatePrinting } from '../api/queries.ts';
import { markSaved, notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';
import { SectionLoader } from '../../../components/SectionLoader.tsx';

export function PrintingTab() {
  const query = usePrinting();
  return <SectionLoader query={query}>{(printing) => <PrintingForm printing={printing} />}</SectionLoader>;
}

/** What every new invoice starts with: its language, notes under the items, the page footer. */
function PrintingForm({ printing }: { printing: PrintingSettings }) {
  const { t } = useTranslation('settings');
  const save = useUpdatePrinting();
  const validate = useMemo(
    () => settingsValidator<PrintingSettings>(t, printingSettingsSchema, () => ({})),
    [t],
  );
  const form = useForm<PrintingSettings>({ initialValues: printing, validate });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        markSaved(form, saved);
        notifySaved(t);
      },
      onError: (error) => reportError(error, t, form.setErrors),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.printing')}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={4} id="print-language">
            {t('printing.defaultLanguage')}
          </Text>
          <SegmentedControl
            aria-labelledby="print-language"
            data={PRINT_LANGUAGES.map((value) => ({ value, label: t(`printing.languages.${value}`) }))}
            {...form.getInputProps('defaultLanguage')}
          />
        </div>
        <Textarea
          label={t('printing.notes')}
          description={t('printing.notesHint')}
          autosize
          minRows={3}
          maxLength={SETTINGS_LIMITS.notes}
          {...form.getInputProps('notes')}
        />
        <Textarea
          label={t('printing.footer')}
          description={t('printing.footerHint')}
          autosize
          minRows={2}
          maxLength={SETTINGS_LIMITS.footer}
          {...form.getInputProps('footer')}
        />
      </Stack>
      <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}
