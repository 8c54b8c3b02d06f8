import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractorForm } from './contractor-form.ts';

/** Phone, e-mail and website, with the input types that bring the right mobile keyboards. */
export function ContactFields({ form, cols = 1 }: { form: ContractorForm; cols?: number }) {
  const { t } = useTranslation('contractors');
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm">
      <TextInput label={t('form.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
      <TextInput label={t('form.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
      <TextInput
        label={t('form.website')}
        type="url"
        placeholder="https://"
        autoComplete="url"
        {...form.getInputProps('website')}
      />
    </SimpleGrid>
  );
}
