import { useMemo } from 'react';
import { Code, Select, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { seriesListSchema, type Series, type SeriesList } from '@saldo/contracts/organization-settings';
import { seriesProblems } from '@saldo/contracts/organization-settings-rules';
import { RESET_PERIODS } from '@saldo/domain/numbering';
import { FormActions } from '../../../components/FormActions.tsx';
import { useSeries, useSeriesNext, useUpdateSeries } from '../api/queries.ts';
import { markSaved, notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';
import { SectionLoader } from '../../../components/SectionLoader.tsx';
import { previewNumber } from './series-preview.ts';

export function NumberingTab() {
  const query = useSeries();
  return <SectionLoader query={query}>{(series) => <NumberingForm series={series} />}</SectionLoader>;
}

/** One numbering series per document type: template, reset period and a live preview. */
function NumberingForm({ series }: { series: Series[] }) {
  const { t } = useTranslation('settings');
  const save = useUpdateSeries();
  const next = useSeriesNext();
  const validate = useMemo(
    () => settingsValidator<SeriesList>(t, seriesListSchema, (values) => seriesProblems(values.series)),
    [t],
  );
  const form = useForm<SeriesList>({ initialValues: { series }, validate });
  const resetOptions = RESET_PERIODS.map((value) => ({ value, label: t(`numbering.resets.${value}`) }));

  const submit = form.onSubmit((values) => {
    const body = values.series.map((s) => ({ ...s, template: s.template.trim() }));
    save.mutate(body, {
      onSuccess: (saved) => {
        markSaved(form, { series: saved });
        notifySaved(t);
      },
      onError: (error) => reportError(error, t, form.setErrors),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.numbering')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('numbering.help')} <Code>{'{NR}'}</Code> <Code>{'{NR:4}'}</Code> <Code>{'{DD}'}</Code>{' '}
        <Code>{'{MM}'}</Code> <Code>{'{YYYY}'}</Code> <Code>{'{YY}'}</Code>
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('numbering.documentType')}</Table.Th>
              <Table.Th>{t('numbering.template')}</Table.Th>
              <Table.Th>{t('numbering.reset')}</Table.Th>
              <Table.Th>{t('numbering.preview')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.values.series.map((row, index) => {
              const type = t(`documentTypes.${row.documentType}`);
              const preview = previewNumber(row, next.data);
              return (
                <Table.Tr key={row.documentType}>
                  <Table.Td>{type}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('numbering.templateOf', { type })}
                      ff="monospace"
                      {...form.getInputProps(`series.${index}.template`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('numbering.resetOf', { type })}
                      data={resetOptions}
                      allowDeselect={false}
                      {...form.getInputProps(`series.${index}.reset`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    {/* Announced politely, so a screen reader hears the new number while typing. */}
                    <Text
                      ff="monospace"
                      size="sm"
                      aria-live="polite"
                      data-testid={`preview-${row.documentType}`}
                    >
                      {preview ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}
