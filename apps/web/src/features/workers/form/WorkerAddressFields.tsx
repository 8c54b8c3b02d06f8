import { Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface Address {
  address: {
    street: string;
    buildingNumber: string;
    flatNumber: string;
    postalCode: string;
    city: string;
    country: string;
  };
}

/** Street, building and flat number, postal code (NN-NNN in Poland), city and country code. */
export function WorkerAddressFields<V extends Address>({
  form,
  t: fixed,
}: {
  form: UseFormReturnType<V>;
  /** The questionnaire's own language, when it is not the UI's. */
  t?: TFunction<'workers'>;
}) {
  const { t: ui } = useTranslation('workers');
  const t = fixed ?? ui;
  const field = (name: string) => form.getInputProps(`address.${name}`);
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('fields.street')} autoComplete="address-line1" {...field('street')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput label={t('fields.buildingNumber')} {...field('buildingNumber')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput label={t('fields.flatNumber')} {...field('flatNumber')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={t('fields.postalCode')}
          placeholder="00-000"
          autoComplete="postal-code"
          {...field('postalCode')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('fields.city')} autoComplete="address-level2" {...field('city')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label={t('fields.country')} maxLength={2} {...field('country')} />
      </Grid.Col>
    </Grid>
  );
}
