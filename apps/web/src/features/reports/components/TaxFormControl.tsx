import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LUMP_SUM_RATES, TAX_FORMS, type TaxForm } from '@saldo/domain/reports/pit-advance';
import type { TaxSettingsDto } from '@saldo/contracts/reports';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveTaxSettings } from '../api/queries.ts';
import { numberFormat } from '../../../lib/intl-format.ts';

/**
 * The form of taxation the PIT advance estimate uses (scale when never chosen), saved for the company.
 * The page keys it by the saved settings, so a saved change starts it again from the server's values.
 */
export function TaxFormControl({ settings }: { settings: TaxSettingsDto }) {
  const { t, i18n } = useTranslation('reports');
  const save = useSaveTaxSettings();
  const [form, setForm] = useState<TaxForm>(settings.form);
  const [rate, setRate] = useState(settings.lumpSumRate || 850);
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const changed = form !== settings.form || (form === 'lumpSum' && rate !== settings.lumpSumRate);
  const submit = () =>
    save.mutate(
      { form, lumpSumRate: form === 'lumpSum' ? rate : 0 },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('income.saved') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('income.saveFailed'),
            message: error instanceof ApiError ? error.message : '',
          }),
      },
    );
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('income.taxForm')}
        data={TAX_FORMS.map((value) => ({ value, label: t(`taxForms.${value}`) }))}
        value={form}
        allowDeselect={false}
        onChange={(value) => value && setForm(value as TaxForm)}
        w={260}
      />
      {form === 'lumpSum' && (
        <Select
          label={t('income.lumpSumRate')}
          data={LUMP_SUM_RATES.map((value) => ({
            value: String(value),
            label: percent.format(value / 10_000),
          }))}
          value={String(rate)}
          allowDeselect={false}
          onChange={(value) => value && setRate(Number(value))}
          w={120}
        />
      )}
      <Button variant="light" onClick={submit} loading={save.isPending} disabled={!changed}>
        {t('income.save')}
      </Button>
    </Group>
  );
}
