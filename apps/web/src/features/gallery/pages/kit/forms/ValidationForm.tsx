import { useMemo, useState } from 'react';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { languageInfo, languages, type Language } from '@saldo/i18n/languages';
import type { CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import { normalizeCompanyInfo } from '@saldo/contracts/organization-settings-rules';
import { companyValidator, EMPTY_COMPANY } from './company-validation.ts';
import { WouldSend, type Outgoing } from './FormParts.tsx';
import { ValidationMatrix } from './ValidationMatrix.tsx';

const FIELDS = ['name', 'nip', 'regon', 'street', 'buildingNumber', 'postalCode', 'city', 'email'] as const;
const REQUIRED = new Set<string>(['name', 'nip', 'buildingNumber', 'postalCode', 'city']);

/**
 * The company settings form checked exactly as the settings page checks it: the contract's zod
 * schema (sizes) and the shared rules the server runs too, their codes turned into text by the
 * `settings` namespace. The form speaks the language chosen above it, whatever the UI language.
 */
export function ValidationForm() {
  const { t, i18n } = useTranslation('galleryForms');
  const [lng, setLng] = useState<Language>(() => languages.find((each) => each === i18n.language) ?? 'en');
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);
  const validate = useMemo(() => companyValidator(lng, i18n), [lng, i18n]);
  const form = useForm<CompanyInfoUpdate>({ initialValues: EMPTY_COMPANY, validate });
  const label = i18n.getFixedT(lng, 'settings');

  const switchLanguage = (value: string) => {
    const next = languages.find((each) => each === value) ?? 'en';
    setLng(next);
    // Messages already shown follow the language; a form never checked stays quiet.
    if (Object.keys(form.errors).length > 0) form.setErrors(companyValidator(next, i18n)(form.getValues()));
  };

  const submit = form.onSubmit(
    (values) => setOutgoing({ request: 'PUT /api/organization/company', body: normalizeCompanyInfo(values) }),
    () => setOutgoing(null),
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="gallery-validation-language">
          {t('demo.validation.language')}
        </Text>
        <SegmentedControl
          aria-labelledby="gallery-validation-language"
          w="fit-content"
          value={lng}
          onChange={switchLanguage}
          data={languages.map((each) => ({ value: each, label: languageInfo[each].name }))}
        />
      </Stack>
      <form noValidate onSubmit={submit} lang={lng} aria-label={t('demo.validation.formLabel')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                label={label(`company.${field}`)}
                withAsterisk={REQUIRED.has(field)}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit">{label('actions.save')}</Button>
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                setOutgoing(null);
              }}
            >
              {t('demo.validation.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
      <WouldSend outgoing={outgoing} />
      <ValidationMatrix values={form.values} fieldLabel={(field) => i18n.t(`settings:company.${field}`)} />
    </Stack>
  );
}
