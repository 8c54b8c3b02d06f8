import { useMemo } from 'react';
import {
  Autocomplete,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  EXEMPTION_BASIS_KINDS,
  VAT_EXEMPTION_BASES,
  VAT_PAYER_STATUSES,
  type CompanyInfoUpdate,
} from '@saldo/contracts/organization-settings';
import { TAX_OFFICES } from '@saldo/domain/identifiers/tax-offices-list';
import { countryOptions } from '../../../lib/countries.ts';

interface Props {
  form: UseFormReturnType<CompanyInfoUpdate>;
  onFill: () => void;
  filling: boolean;
}

/** The company form's fields: identity (with the GUS look-up), address, contact, VAT status. */
export function CompanyFields({ form, onFill, filling }: Props) {
  const { t, i18n } = useTranslation('settings');
  const country = form.values.country;
  const countries = useMemo(() => countryOptions(i18n.language, country), [i18n.language, country]);
  const field = (name: keyof CompanyInfoUpdate) => form.getInputProps(name);
  const exempt = form.values.vatStatus === 'exempt';
  const offices = useMemo(
    () => TAX_OFFICES.map(([code, name]) => ({ value: code, label: `${code} ${name}` })),
    [],
  );

  return (
    <Stack gap="lg">
      <Fieldset legend={t('company.identity')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('company.name')} withAsterisk autoComplete="organization" {...field('name')} />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('company.nip')}
              withAsterisk
              style={{ flex: 1 }}
              inputMode="numeric"
              {...field('nip')}
            />
            <Button
              variant="light"
              mt={25}
              leftSection={<IconBuildingBank size={16} aria-hidden />}
              loading={filling}
              onClick={onFill}
            >
              {t('company.fillFromGus')}
            </Button>
          </Group>
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
          <TextInput
            label={t('company.website')}
            placeholder="https://"
            autoComplete="url"
            {...field('website')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('company.vat')} variant="unstyled">
        <Stack gap="sm">
          <Radio.Group label={t('company.vatStatus')} {...field('vatStatus')}>
            <Group mt="xs">
              {VAT_PAYER_STATUSES.map((status) => (
                <Radio key={status} value={status} label={t(`company.vatStatuses.${status}`)} />
              ))}
            </Group>
          </Radio.Group>
          {/* An exempt company's basis is on every invoice; a payer's is the default of its zw lines. */}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={t('company.vatExemptionBasisKind')}
              data={EXEMPTION_BASIS_KINDS.map((kind) => ({
                value: kind,
                label: t(`company.exemptionBasisKinds.${kind}`),
              }))}
              allowDeselect={false}
              {...field('vatExemptionBasisKind')}
            />
            <Autocomplete
              style={{ gridColumn: 'span 2' }}
              label={t(exempt ? 'company.vatExemptionBasis' : 'company.vatExemptionBasisDefault')}
              description={t(
                exempt ? 'company.vatExemptionBasisHint' : 'company.vatExemptionBasisDefaultHint',
              )}
              withAsterisk={exempt}
              data={[...VAT_EXEMPTION_BASES]}
              {...field('vatExemptionBasis')}
            />
          </SimpleGrid>
          {/* KodUrzedu of the monthly JPK_V7M: with the company's other tax data, not on the returns page. */}
          <Select
            label={t('company.taxOffice')}
            description={t('company.taxOfficeHint')}
            placeholder={t('company.taxOfficePlaceholder')}
            data={offices}
            searchable
            clearable
            nothingFoundMessage={t('company.taxOfficeNone')}
            maw={520}
            comboboxProps={{ keepMounted: false }}
            {...field('taxOfficeCode')}
            value={form.values.taxOfficeCode === '' ? null : form.values.taxOfficeCode}
            onChange={(value) => form.setFieldValue('taxOfficeCode', value ?? '')}
          />
          {form.values.vatStatus === 'payer' && (
            <Checkbox
              label={t('company.cashMethod')}
              description={t('company.cashMethodHint')}
              {...form.getInputProps('cashMethod', { type: 'checkbox' })}
            />
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
