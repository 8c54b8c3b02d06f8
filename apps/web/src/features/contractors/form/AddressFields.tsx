import { Grid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractorForm } from './contractor-form.ts';
import { CountrySelect } from './CountrySelect.tsx';

interface AddressFieldsProps {
  form: ContractorForm;
  /** '' for the company address, 'correspondence.' for the second block, 'recipientUnit.' for a JST/GV unit. */
  prefix?: '' | 'correspondence.' | 'recipientUnit.';
  disabled?: boolean;
}

/** Street with building and flat number, postal code, city and country. */
export function AddressFields({ form, prefix = '', disabled = false }: AddressFieldsProps) {
  const { t } = useTranslation('contractors');
  const country =
    prefix === ''
      ? form.values.country
      : prefix === 'correspondence.'
        ? form.values.correspondence.country
        : (form.values.recipientUnit?.country ?? 'PL');
  const field = (name: string) => ({ ...form.getInputProps(`${prefix}${name}`), disabled });
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('form.street')} autoComplete="address-line1" {...field('street')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput label={t('form.buildingNumber')} {...field('buildingNumber')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput label={t('form.flatNumber')} {...field('flatNumber')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('form.postalCode')}
          placeholder={country === 'PL' ? '00-000' : undefined}
          autoComplete="postal-code"
          {...field('postalCode')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('form.city')}
          // A second address is kept only with its town (the shared rules require it).
          withAsterisk={prefix === 'correspondence.' && !disabled}
          autoComplete="address-level2"
          {...field('city')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <CountrySelect
          label={t('form.country')}
          disabled={disabled}
          error={form.errors[`${prefix}country`]}
          value={country}
          onChange={(code) => form.setFieldValue(`${prefix}country`, code)}
        />
      </Grid.Col>
    </Grid>
  );
}
