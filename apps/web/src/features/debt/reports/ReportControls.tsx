import { Group, Input, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from './ExportButtons.tsx';
import { MONTH_OPTIONS } from './report-state.ts';
import type { ReceivablesQuery } from './reports-api.ts';

/** The report's day, the months of the issued/collected series, and the exports of that report. */
export function ReportControls({
  query,
  onChange,
}: {
  query: ReceivablesQuery;
  onChange: (patch: Partial<ReceivablesQuery>) => void;
}) {
  const { t } = useTranslation('debtReports');
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Group align="flex-end" gap="md">
        <TextInput
          type="date"
          label={t('controls.date')}
          value={query.date}
          // A cleared field keeps the last day: the report always has one.
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value) onChange({ date: value });
          }}
        />
        <Input.Wrapper label={t('controls.months')} id="receivables-months" labelElement="div">
          <SegmentedControl
            aria-labelledby="receivables-months-label"
            data={MONTH_OPTIONS.map((months) => ({
              value: String(months),
              label: t(`controls.monthOptions.${months}`),
            }))}
            value={String(query.months)}
            onChange={(value) => onChange({ months: Number(value) })}
          />
        </Input.Wrapper>
      </Group>
      <ExportButtons query={query} />
    </Group>
  );
}
