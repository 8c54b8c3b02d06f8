import { useMemo } from 'react';
import { Button, Divider, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';
import { endSentence } from '@saldo/domain/text/sentence';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateContractor } from '../api/queries.ts';
import { AddressFields } from '../form/AddressFields.tsx';
import { ContactFields } from '../form/ContactFields.tsx';
import { CorrespondenceFields } from '../form/CorrespondenceFields.tsx';
import { emptyContractorForm, validateContractor, type ContractorFormValues } from '../form/form-model.ts';
import { NipLookup } from './NipLookup.tsx';

interface NewClientPanelProps {
  onCancel: () => void;
  onCreated: (contractor: Contractor) => void;
}

/** The panel's form: look-up by NIP, company and correspondence address, contact; 'Dodaj Klienta'. */
export default function NewClientPanel({ onCancel, onCreated }: NewClientPanelProps) {
  const { t } = useTranslation('contractors');
  const create = useCreateContractor();
  const validate = useMemo(() => (values: ContractorFormValues) => validateContractor(values, t), [t]);
  const form = useForm<ContractorFormValues>({ initialValues: emptyContractorForm, validate });

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (contractor) => {
        notifications.show({
          color: 'teal',
          message: endSentence(t('panel.created', { name: contractor.name })),
        });
        form.reset();
        onCreated(contractor);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors(error.errors);
        notifications.show({
          color: 'red',
          title: t('panel.createFailed'),
          message: error instanceof ApiError ? error.message : t('errors.network'),
        });
      },
    }),
  );

  const cancel = () => {
    form.reset();
    onCancel();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('panel.title')}>
      <Stack gap="md">
        <NipLookup form={form} />
        <TextInput
          label={t('form.name')}
          withAsterisk
          autoComplete="organization"
          {...form.getInputProps('name')}
        />
        <AddressFields form={form} />
        <CorrespondenceFields form={form} />
        <Divider />
        <Title order={3} fz="sm">
          {t('form.contact')}
        </Title>
        <ContactFields form={form} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={cancel}>
            {t('panel.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('panel.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
