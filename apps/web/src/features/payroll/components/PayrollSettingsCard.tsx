import { useState } from 'react';
import { Button, Card, Group, Loader, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PayrollSettings } from '@saldo/contracts/payroll-lists';
import { PAYROLL_OPTIONS } from '@saldo/domain/payroll/payroll-options';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePayrollSettings, useSavePayrollSettings } from '../api/queries.ts';

type Flag = Exclude<keyof PayrollSettings['options'], 'accidentRate' | 'employerPpkTaxedIn'>;
const FLAGS: Flag[] = [
  'labourFundBelowMinimumWage',
  'guaranteeFundBelowMinimumWage',
  'healthLimit2021',
  'smallContractFlatTax',
  'flatTaxBaseLessSocial',
];

/** '1,67' or '1.67' as basis points; null when it is not a rate from 0 to 10 %. */
function basisPoints(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value <= 1000 ? value : null;
}

const rateText = (bp: number) => `${Math.floor(bp / 100)},${String(bp % 100).padStart(2, '0')}`;

function SettingsForm({ settings }: { settings: PayrollSettings }) {
  const { t } = useTranslation('payroll');
  const save = useSavePayrollSettings();
  const [form, setForm] = useState(settings);
  const [rate, setRate] = useState(rateText(settings.options.accidentRate));
  const accident = basisPoints(rate);
  const confidence = (key: string) => PAYROLL_OPTIONS.find((option) => option.key === key)?.confidence;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (accident === null) return;
        save.mutate(
          { ...form, options: { ...form.options, accidentRate: accident } },
          {
            onSuccess: () => notifications.show({ color: 'teal', message: t('settings.saved') }),
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-start">
          <Select
            label={t('settings.zusDueDay')}
            description={t('settings.zusDueDayHelp')}
            w={260}
            data={[
              { value: '15', label: t('settings.day15') },
              { value: '20', label: t('settings.day20') },
            ]}
            value={String(form.zusDueDay)}
            allowDeselect={false}
            onChange={(value) => setForm({ ...form, zusDueDay: value === '20' ? 20 : 15 })}
          />
          <Select
            label={t('settings.payslipPassword')}
            w={260}
            data={[
              { value: 'pesel', label: t('settings.passwordPesel') },
              { value: 'none', label: t('settings.passwordNone') },
            ]}
            value={form.payslipPassword}
            allowDeselect={false}
            onChange={(value) => setForm({ ...form, payslipPassword: value === 'none' ? 'none' : 'pesel' })}
          />
          <TextInput
            label={t('settings.accidentRate')}
            description={t('settings.uncertainDefault', { value: '1,67 %' })}
            w={220}
            value={rate}
            onChange={(event) => setRate(event.currentTarget.value)}
            error={accident === null ? t('settings.rateInvalid') : undefined}
          />
        </Group>
        {FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`settings.options.${flag}`)}
            description={t(`settings.confidence.${confidence(flag) ?? 'uncertain'}`)}
            checked={form.options[flag]}
            onChange={(event) =>
              setForm({ ...form, options: { ...form.options, [flag]: event.currentTarget.checked } })
            }
          />
        ))}
        <Select
          label={t('settings.options.employerPpkTaxedIn')}
          description={t(`settings.confidence.${confidence('employerPpkTaxedIn') ?? 'uncertain'}`)}
          w={320}
          data={[
            { value: 'same-month', label: t('settings.sameMonth') },
            { value: 'next-month', label: t('settings.nextMonth') },
          ]}
          value={form.options.employerPpkTaxedIn}
          allowDeselect={false}
          onChange={(value) =>
            setForm({
              ...form,
              options: {
                ...form.options,
                employerPpkTaxedIn: value === 'next-month' ? 'next-month' : 'same-month',
              },
            })
          }
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={accident === null}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Payroll settings: deadlines, payslip password and the rules the reference marks uncertain. */
export function PayrollSettingsCard() {
  const { t } = useTranslation('payroll');
  const settings = usePayrollSettings();
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="payroll-settings-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="payroll-settings-title">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.description')}
        </Text>
        {settings.isError ? (
          <LoadError
            title={t('settings.loadFailed')}
            error={settings.error}
            retrying={settings.isFetching}
            onRetry={() => void settings.refetch()}
          />
        ) : settings.data ? (
          <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        ) : (
          <Loader size="sm" aria-label={t('detail.loading')} />
        )}
      </Stack>
    </Card>
  );
}
