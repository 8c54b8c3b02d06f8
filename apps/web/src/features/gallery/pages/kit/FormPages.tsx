import { useState } from 'react';
import { Button, List, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS } from '@saldo/contracts/organization-settings';
import { useInvoice } from '../../../invoices/api/queries.ts';
import { useCompany } from '../../../settings/api/queries.ts';
import { useBasicTable } from '../../api/queries.ts';
import { QueryData } from '../../components/ComponentFrame.tsx';
import { GallerySection } from '../../components/GalleryPage.tsx';
import { KitFrame } from '../../components/KitFrame.tsx';
import { StatesSection } from '../../components/States.tsx';
import { InvoiceHeaderLayout } from './forms/InvoiceHeaderLayout.tsx';
import { LayoutStates, SettingsLayoutSection } from './forms/LayoutSections.tsx';
import { BLANK, RepeaterSource } from './forms/RepeaterSource.tsx';
import { useAllLanguages } from './forms/use-all-languages.ts';
import { ValidationForm } from './forms/ValidationForm.tsx';

export function FormLayoutPage() {
  const { t } = useTranslation('galleryForms');
  const company = useCompany();
  const invoices = useBasicTable();
  return (
    <KitFrame
      family="forms"
      slug="form-layout"
      ready={company.data !== undefined && invoices.data !== undefined}
      snippet={`<form noValidate onSubmit={submit} aria-label={t('settings:tabs.company')}>
  <Fieldset legend={t('settings:company.address')} variant="unstyled">
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <TextInput label={t('settings:company.city')} withAsterisk {...form.getInputProps('city')} />
    </SimpleGrid>
  </Fieldset>
  <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
</form>`}
    >
      <SettingsLayoutSection company={company} />
      <GallerySection title={t('demo.layout.headerTitle')} description={t('demo.layout.headerNote')}>
        <QueryData query={company}>
          {(data) => (
            <QueryData query={invoices}>
              {(table) => <InvoiceHeaderLayout company={data} invoices={table} />}
            </QueryData>
          )}
        </QueryData>
      </GallerySection>
      <LayoutStates company={company} />
    </KitFrame>
  );
}

export function FormValidationPage() {
  const { t } = useTranslation('galleryForms');
  const translations = useAllLanguages('settings');
  return (
    <KitFrame
      family="forms"
      slug="form-validation"
      ready={translations.isSuccess}
      snippet={`const validate = useMemo(
  () =>
    settingsValidator<CompanyInfoUpdate>(t, companyInfoUpdateSchema, (values) =>
      companyInfoProblems(normalizeCompanyInfo(values)),
    ),
  [t],
);
const form = useForm<CompanyInfoUpdate>({ initialValues, validate });
// The server's own messages for a field land under it too:
onError: (error) => reportError(error, t, form.setErrors);`}
    >
      <GallerySection
        title={t('demo.validation.title')}
        description={t('demo.validation.note', { max: SETTINGS_LIMITS.name })}
      >
        <QueryData query={translations}>{() => <ValidationForm />}</QueryData>
      </GallerySection>
      <GallerySection title={t('demo.validation.serverTitle')}>
        <Text size="sm">{t('demo.validation.serverNote')}</Text>
      </GallerySection>
    </KitFrame>
  );
}

export function FormRepeaterPage() {
  const { t } = useTranslation(['galleryForms', 'invoiceForm']);
  const table = useBasicTable();
  const [chosen, setChosen] = useState<number | null>(null);
  const id = chosen ?? table.data?.rows[0]?.id ?? BLANK;
  const invoice = useInvoice(id);
  const ready = table.data !== undefined && (id === BLANK || invoice.data !== undefined || invoice.isError);
  return (
    <KitFrame
      family="forms"
      slug="form-repeater"
      ready={ready}
      snippet={`const form = useForm<RepeaterValues>({ initialValues, validate });
const live = repeaterTotals(form.values); // computeInvoiceTotalsFromInput of @saldo/domain
form.insertListItem('lines', emptyLine(), at);
form.reorderListItem('lines', { from: index, to: index - 1 });
form.removeListItem('lines', index);`}
    >
      <GallerySection title={t('demo.repeater.title')} description={t('demo.repeater.note')}>
        <QueryData query={table}>
          {() => <RepeaterSource table={table} invoice={invoice} chosen={id} onChoose={setChosen} />}
        </QueryData>
      </GallerySection>
      <GallerySection title={t('demo.repeater.keysTitle')}>
        <List size="sm" spacing={4}>
          <List.Item>{t('demo.repeater.keyTab')}</List.Item>
          <List.Item>{t('demo.repeater.keyEnter')}</List.Item>
          <List.Item>{t('demo.repeater.keyMove')}</List.Item>
          <List.Item>{t('demo.repeater.keyButtons')}</List.Item>
        </List>
      </GallerySection>
      <StatesSection
        disabled={
          <Button variant="light" disabled leftSection={<IconPlus size={16} aria-hidden />}>
            {t('invoiceForm:lines.add')}
          </Button>
        }
      />
    </KitFrame>
  );
}
