import { useMemo } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type InvoiceTypes } from '@saldo/contracts/organization-settings';
import { invoiceTypesProblems } from '@saldo/contracts/organization-settings-rules';
import { FormActions } from '../../../components/FormActions.tsx';
import { useInvoiceTypes, useUpdateInvoiceTypes } from '../api/queries.ts';
import { markSaved, notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';
import { SectionLoader } from '../../../components/SectionLoader.tsx';

export function InvoiceTypesTab() {
  const query = useInvoiceTypes();
  return <SectionLoader query={query}>{(types) => <InvoiceTypesForm types={types} />}</SectionLoader>;
}

/** Which documents the organization issues; the invoice form offers only these. */
function InvoiceTypesForm({ types }: { types: InvoiceTypes }) {
  const { t } = useTranslation('settings');
  const save = useUpdateInvoiceTypes();
  const validate = useMemo(() => settingsValidator<InvoiceTypes>(t, null, invoiceTypesProblems), [t]);
  const form = useForm<InvoiceTypes>({ initialValues: types, validate });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        markSaved(form, saved);
        notifySaved(t);
      },
      onError: (error) => reportError(error, t, form.setErrors),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.invoiceTypes')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('invoiceTypes.help')}
      </Text>
      <Stack gap="md">
        {DOCUMENT_TYPES.map((type) => (
          <Switch
            key={type}
            label={t(`documentTypes.${type}`)}
            description={t(`invoiceTypes.descriptions.${type}`)}
            {...form.getInputProps(type, { type: 'checkbox' })}
          />
        ))}
      </Stack>
      <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}
