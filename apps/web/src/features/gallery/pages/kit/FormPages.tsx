import { useState, type ReactNode } from 'react';
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
import { LayoutStates, SettingsLayoutSection, type SettingsTabsSlot } from './forms/LayoutSections.tsx';
import { BLANK, RepeaterSource, type LinesEditorSlot } from './forms/RepeaterSource.tsx';
import { useAllLanguages } from './forms/use-all-languages.ts';
import { ValidationForm } from './forms/ValidationForm.tsx';

/** The settings' tabs and the invoice form's header are the features' own, composed in app/pages/gallery. */
export function FormLayoutPage({
  settings,
  invoiceHeader,
}: {
  settings: SettingsTabsSlot;
  /** null while the invoice defaults load. */
  invoiceHeader: ReactNode;
}) {
  const { t } = useTranslation('galleryForms');
  const company = useCompany();
  return (
    <KitFrame
      family="forms"
      slug="form-layout"
      ready={company.data !== undefined && invoiceHeader !== null}
      snippet={`<form noValidate onSubmit={submit} aria-label={t('settings:tabs.company')}>
  <Fieldset legend={t('settings:company.address')} variant="unstyled">
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <TextInput label={t('settings:company.city')} withAsterisk {...form.getInputProps('city')} />
    </SimpleGrid>
  </Fieldset>
  <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
</form>`}
    >
      <SettingsLayoutSection tabs={settings} />
      <GallerySection title={t('demo.layout.headerTitle')} description={t('demo.layout.headerNote')}>
        {invoiceHeader}
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

/** The lines editor is the invoice form's own, composed in app/pages/gallery. */
export function FormRepeaterPage({ lines }: { lines: LinesEditorSlot }) {
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
      snippet={`const form = useForm<InvoiceFormValues>({ initialValues, validate });
const live = liveTotals(form.values); // computeInvoiceTotalsFromInput of @saldo/domain
<LinesEditor form={form} live={live} />
<TotalsSummary byRate={live.totals.byRate} totals={live.totals} currency={values.currency} … />`}
    >
      <GallerySection title={t('demo.repeater.title')} description={t('demo.repeater.note')}>
        <QueryData query={table}>
          {() => (
            <RepeaterSource table={table} invoice={invoice} chosen={id} onChoose={setChosen} lines={lines} />
          )}
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
