import { useMemo } from 'react';
import { Button, Divider, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateContractor } from '../api/queries.ts';
import { AddressFields } from '../form/AddressFields.tsx';
import { BankAccountsFields } from '../form/BankAccountsFields.tsx';
import { ContactFields } from '../form/ContactFields.tsx';
import { CorrespondenceFields } from '../form/CorrespondenceFields.tsx';
import { formValuesOf, validateContractor, type ContractorFormValues } from '../form/form-model.ts';
import { RecipientUnitFields } from '../form/RecipientUnitFields.tsx';
import { TermsFields } from '../form/TermsFields.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={2} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Every field of a contractor, checked by the same rules as the server; saves with PUT. */
export function ContractorEditForm({ contractor }: { contractor: Contractor }) {
  const { t } = useTranslation('contractors');
  const save = useUpdateContractor();
  const validate = useMemo(() => (values: ContractorFormValues) => validateContractor(values, t), [t]);
  const form = useForm<ContractorFormValues>({ initialValues: formValuesOf(contractor), validate });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: contractor.id, input: values },
      {
        onSuccess: (saved) => {
          // What the server stored (normalized NIP, IBAN…) becomes the form's new starting point.
          const stored = formValuesOf(saved);
          form.setInitialValues(stored);
          form.setValues(stored);
          form.resetDirty(stored);
          notifications.show({ color: 'teal', message: t('page.saved') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) form.setErrors(error.errors);
          notifications.show({
            color: 'red',
            title: t('page.saveFailed'),
            message: error instanceof ApiError ? error.message : t('errors.network'),
          });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('page.details')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t('form.name')} withAsterisk {...form.getInputProps('name')} />
          <TextInput label={t('form.nip')} {...form.getInputProps('nip')} />
          <TextInput label={t('form.regon')} {...form.getInputProps('regon')} />
        </SimpleGrid>
        <Section title={t('form.address')}>
          <AddressFields form={form} />
          <CorrespondenceFields form={form} />
        </Section>
        <Section title={t('form.contact')}>
          <ContactFields form={form} cols={3} />
        </Section>
        <Section title={t('form.bankAccounts')}>
          <BankAccountsFields form={form} />
        </Section>
        <Section title={t('recipientUnit.section')}>
          <RecipientUnitFields form={form} />
        </Section>
        <Section title={t('form.termsAndNotes')}>
          <TermsFields form={form} />
        </Section>
        <Group justify="flex-end">
          <Button variant="default" disabled={!form.isDirty() || save.isPending} onClick={form.reset}>
            {t('page.discard')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('page.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
