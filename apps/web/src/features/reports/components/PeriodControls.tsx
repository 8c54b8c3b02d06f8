import { Group, Input, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '@saldo/contracts/reports';
import { REPORT_PERIOD_KINDS, type ReportPeriodKind } from '@saldo/domain/reports/periods';
import { COMPARE_MODES, customValid, paramsOf, type CompareMode, type ReportState } from '../period-state.ts';
import { ExportMenu } from './ExportMenu.tsx';

/** A month field (YYYY-MM); a cleared field keeps the last month, the report always has one. */
function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  return (
    <TextInput
      type="month"
      label={label}
      value={value}
      min="2000-01"
      max="2099-12"
      w={170}
      onChange={(event) => {
        const month = event.currentTarget.value;
        if (/^20\d{2}-\d{2}$/.test(month)) onChange(month);
      }}
    />
  );
}

/** The period (month, quarter, year, custom months), what it is compared with, and the exports. */
export function PeriodControls({
  kind,
  state,
  onChange,
}: {
  /** 'products' (the shop's sales by product) compares with nothing and has no export yet. */
  kind: ReportKind | 'products';
  state: ReportState;
  onChange: (patch: Partial<ReportState>) => void;
}) {
  const { t } = useTranslation('reports');
  const invalid = state.period === 'custom' && !customValid(state);
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Group align="flex-end" gap="md">
        <Input.Wrapper label={t('period.label')} id={`${kind}-period`} labelElement="div">
          <SegmentedControl
            aria-labelledby={`${kind}-period-label`}
            data={REPORT_PERIOD_KINDS.map((value) => ({ value, label: t(`period.kinds.${value}`) }))}
            value={state.period}
            onChange={(value) => onChange({ period: value as ReportPeriodKind })}
          />
        </Input.Wrapper>
        {state.period === 'custom' ? (
          <>
            <MonthField label={t('period.from')} value={state.from} onChange={(from) => onChange({ from })} />
            <MonthField label={t('period.to')} value={state.to} onChange={(to) => onChange({ to })} />
          </>
        ) : (
          <MonthField
            label={t('period.anchor')}
            value={state.month}
            onChange={(month) => onChange({ month })}
          />
        )}
        {kind !== 'products' && (
          <Input.Wrapper label={t('compare.label')} id={`${kind}-compare`} labelElement="div">
            <SegmentedControl
              aria-labelledby={`${kind}-compare-label`}
              data={COMPARE_MODES.map((value) => ({ value, label: t(`compare.${value}`) }))}
              value={state.compare}
              onChange={(value) => onChange({ compare: value as CompareMode })}
            />
          </Input.Wrapper>
        )}
      </Group>
      {kind !== 'products' && <ExportMenu kind={kind} params={paramsOf(state)} />}
      {invalid && (
        <Text c="red" size="sm" role="alert" w="100%">
          {t('period.tooLong')}
        </Text>
      )}
    </Group>
  );
}
