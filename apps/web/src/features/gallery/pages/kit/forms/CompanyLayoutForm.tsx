import { useMemo } from 'react';
import { Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  companyInfoUpdateSchema,
  type CompanyInfo,
  type CompanyInfoUpdate,
} from '@saldo/contracts/organization-settings';
import { companyInfoProblems, normalizeCompanyInfo } from '@saldo/contracts/organization-settings-rules';
import { FormActions } from '../../../../../components/FormActions.tsx';
import { countryOptions } from '../../../../../lib/countries.ts';
import { settingsValidator } from '../../../../../lib/settings-validator.ts';
import { StickyActions, type Outgoing } from './FormParts.tsx';

const formValues = ({ logo: _logo, ...values }: CompanyInfo): CompanyInfoUpdate => values;

/**
 * The company settings form as Saldo lays it out: labels above the fields, sections under legends,
 * two or three columns that fall to one on a phone, asterisks on the required fields, the actions
 * at the bottom. Prefilled with the company's saved details; saving only shows the request.
 */
export function CompanyLayoutForm({
  company,
  onSend,
}: {
  company: CompanyInfo;
  onSend: (outgoing: Outgoing) => void;
}) {
  const { t, i18n } = useTranslation(['settings', 'galleryForms']);
  const validate = useMemo(
    () =>
      settingsValidator<CompanyInfoUpdate>(t, companyInfoUpdateSchema, (values) =>
        companyInfoProblems(normalizeCompanyInfo(values)),
      ),
    [t],
  );
  const form = useForm<CompanyInfoUpdate>({ initialValues: formValues(company), validate });
  const country = form.values.country;
  const countries = useMemo(() => countryOptions(i18n.language, country), [i18n.language, country]);
  const field = (name: keyof CompanyInfoUpdate) => form.getInputProps(name);

  const submit = form.onSubmit((values) =>
    onSend({ request: 'PUT /api/organization/company', body: normalizeCompanyInfo(values) }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.company')}>
      <Stack gap="lg">
        <Text size="sm">{t('galleryForms:demo.layout.requiredNote')}</Text>
        <Fieldset legend={t('company.identity')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('company.name')}
              withAsterisk
              autoComplete="organization"
              {...field('name')}
            />
            <TextInput label={t('company.nip')} withAsterisk inputMode="numeric" {...field('nip')} />
            <TextInput label={t('company.regon')} inputMode="numeric" {...field('regon')} />
            <TextInput label={t('company.krs')} inputMode="numeric" {...field('krs')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('company.address')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={t('company.street')} autoComplete="address-line1" {...field('street')} />
            <TextInput label={t('company.buildingNumber')} withAsterisk {...field('buildingNumber')} />
            <TextInput label={t('company.flatNumber')} {...field('flatNumber')} />
            <TextInput
              label={t('company.postalCode')}
              withAsterisk
              autoComplete="postal-code"
              {...field('postalCode')}
            />
            <TextInput
              label={t('company.city')}
              withAsterisk
              autoComplete="address-level2"
              {...field('city')}
            />
            <Select
              label={t('company.country')}
              data={countries}
              searchable
              allowDeselect={false}
              comboboxProps={{ keepMounted: false }}
              {...field('country')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('company.contact')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={t('company.email')} type="email" autoComplete="email" {...field('email')} />
            <TextInput label={t('company.phone')} type="tel" autoComplete="tel" {...field('phone')} />
            <TextInput label={t('company.website')} autoComplete="url" {...field('website')} />
          </SimpleGrid>
        </Fieldset>
        <StickyActions>
          <FormActions saving={false} dirty={form.isDirty()} onDiscard={form.reset} />
        </StickyActions>
      </Stack>
    </form>
  );
}
