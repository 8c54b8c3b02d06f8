import { useMemo } from 'react';
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { infoSettingsSchema, type InfoSettings } from '@saldo/contracts/account-settings';
import { useUpdateInfo } from '../api/queries.ts';
import { countryOptions } from '../../../lib/countries.ts';
import { useSettingsForm } from '../use-settings-form.ts';
import { FormActions } from '../../../components/FormActions.tsx';

/** Bio, birth date, country, website and phone, validated with the contract schema itself. */
export function InfoTab({ info }: { info: InfoSettings }) {
  const { t, i18n } = useTranslation('account');
  const save = useUpdateInfo();
  const { form, submit } = useSettingsForm(infoSettingsSchema, info, save);
  const country = form.values.country;
  const countries = useMemo(() => countryOptions(i18n.language, country), [i18n.language, country]);

  const countryInput = form.getInputProps('country');
  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.info')}>
      <Stack gap="md">
        <Textarea
          label={t('info.bio')}
          placeholder={t('info.bioPlaceholder')}
          rows={4}
          resize="vertical"
          {...form.getInputProps('bio')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {/* The native date input: keyboard friendly, localised by the browser, and its value is ISO. */}
          <TextInput label={t('info.dob')} type="date" autoComplete="bday" {...form.getInputProps('dob')} />
          <Select
            label={t('info.country')}
            placeholder={t('info.countryPlaceholder')}
            data={countries}
            searchable
            clearable
            nothingFoundMessage={t('info.noCountry')}
            autoComplete="off"
            // ~250 options: build them when the list opens, not on every render of the page.
            comboboxProps={{ keepMounted: false }}
            {...countryInput}
            // Select speaks null for 'nothing chosen'; the contract stores ''.
            value={country || null}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
          />
          <TextInput
            label={t('info.website')}
            placeholder="https://"
            type="url"
            autoComplete="url"
            {...form.getInputProps('website')}
          />
          <TextInput label={t('info.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
      </Stack>
      <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}
