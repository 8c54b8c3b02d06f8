import { Checkbox, Grid, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MANDATE_VARIANTS } from '@saldo/contracts/employment-contracts';
import { EMPLOYMENT_TYPES } from '@saldo/domain/contracts/contract-kinds';
import type { ContractFormValues } from './contract-form-model.ts';

type Form = UseFormReturnType<ContractFormValues>;

/** Umowa o pracę: type, position, workplace, working time, monthly gross. */
export function EmploymentFields({ form }: { form: Form }) {
  const { t } = useTranslation('contracts');
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('fields.employmentType')}
          withAsterisk
          allowDeselect={false}
          data={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employmentTypes.${type}`) }))}
          {...form.getInputProps('employmentType')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('fields.position')} withAsterisk {...form.getInputProps('position')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label={t('fields.workplace')} withAsterisk {...form.getInputProps('workplace')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500}>
            {t('fields.workingTime')}
          </Text>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('fields.timeNumerator')}
              inputMode="numeric"
              w={70}
              {...form.getInputProps('timeNumerator')}
            />
            <Text pt={6}>/</Text>
            <TextInput
              aria-label={t('fields.timeDenominator')}
              inputMode="numeric"
              w={70}
              {...form.getInputProps('timeDenominator')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('hints.workingTime')}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('fields.monthlyGross')}
          description={t('hints.minimumWage')}
          withAsterisk
          inputMode="decimal"
          rightSection={<Text size="xs">PLN</Text>}
          {...form.getInputProps('monthlyGross')}
        />
      </Grid.Col>
    </Grid>
  );
}

/** Umowa zlecenie: the payroll variant, hourly rate or flat fee, voluntary sickness insurance. */
export function MandateFields({ form }: { form: Form }) {
  const { t } = useTranslation('contracts');
  const values = form.values;
  return (
    <Stack gap="sm">
      <Select
        label={t('fields.mandateVariant')}
        description={t('hints.mandateVariant')}
        withAsterisk
        allowDeselect={false}
        data={MANDATE_VARIANTS.map((variant) => ({ value: variant, label: t(`mandateVariants.${variant}`) }))}
        {...form.getInputProps('mandateVariant')}
      />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500}>
          {t('fields.payMode')}
        </Text>
        <SegmentedControl
          aria-label={t('fields.payMode')}
          data={[
            { value: 'hourly', label: t('payModes.hourly') },
            { value: 'flat', label: t('payModes.flat') },
          ]}
          {...form.getInputProps('payMode')}
        />
      </Stack>
      {values.payMode === 'hourly' ? (
        <TextInput
          label={t('fields.hourlyRate')}
          description={t('hints.minimumHourlyRate')}
          withAsterisk
          inputMode="decimal"
          maw={280}
          rightSection={<Text size="xs">PLN</Text>}
          {...form.getInputProps('hourlyRate')}
        />
      ) : (
        <TextInput
          label={t('fields.flatFee')}
          description={t('hints.flatFee')}
          withAsterisk
          inputMode="decimal"
          maw={280}
          rightSection={<Text size="xs">PLN</Text>}
          {...form.getInputProps('flatFee')}
        />
      )}
      {values.mandateVariant === 'only-title' ? (
        <Checkbox
          label={t('fields.voluntarySickness')}
          {...form.getInputProps('voluntarySickness', { type: 'checkbox' })}
        />
      ) : null}
      <Checkbox
        label={t('fields.authorRights')}
        {...form.getInputProps('authorRights', { type: 'checkbox' })}
      />
    </Stack>
  );
}

/** Umowa o dzieło: the fee and the KUP variant (20 %, or 50 % with the author's rights transferred). */
export function SpecificWorkFields({ form }: { form: Form }) {
  const { t } = useTranslation('contracts');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('fields.fee')}
        withAsterisk
        inputMode="decimal"
        maw={280}
        rightSection={<Text size="xs">PLN</Text>}
        {...form.getInputProps('flatFee')}
      />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500}>
          {t('fields.costRate')}
        </Text>
        <SegmentedControl
          aria-label={t('fields.costRate')}
          data={[
            { value: '20', label: t('costRates.20') },
            { value: '50', label: t('costRates.50') },
          ]}
          value={form.values.authorRights ? '50' : '20'}
          onChange={(value) => form.setFieldValue('authorRights', value === '50')}
        />
      </Stack>
      <Checkbox
        label={t('fields.withOwnEmployer')}
        {...form.getInputProps('withOwnEmployer', { type: 'checkbox' })}
      />
    </Stack>
  );
}
