import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WorkerFormSend } from '@saldo/contracts/workers';
import { MailSettingsLink } from '../../../components/MailSettingsLink.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendWorkerForm, useWorkers } from '../api/queries.ts';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** E-mail, language and what to ask; the server mails the link through the outside-mail gate. */
export function SendFormCard() {
  const { t } = useTranslation('workers');
  const send = useSendWorkerForm();
  const workers = useWorkers({ page: 1, perPage: 100 });
  const form = useForm<WorkerFormSend>({
    initialValues: { email: '', language: 'pl', includePayroll: true, workerId: null },
    validate: { email: (value) => (EMAIL.test(value.trim()) ? null : t('problems.invalidEmail')) },
  });
  const submit = form.onSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors(error.errors);
      },
    });
  });
  const options = (workers.data?.workers ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.lastName} ${w.firstName}`,
  }));
  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('send.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('send.description')}
          </Text>
          <TextInput type="email" label={t('send.email')} withAsterisk {...form.getInputProps('email')} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('send.language')}
            </Text>
            <SegmentedControl
              aria-label={t('send.language')}
              data={[
                { value: 'pl', label: t('send.polish') },
                { value: 'en', label: t('send.english') },
              ]}
              {...form.getInputProps('language')}
            />
          </div>
          <Checkbox
            label={t('send.includePayroll')}
            description={t('send.includePayrollHint')}
            {...form.getInputProps('includePayroll', { type: 'checkbox' })}
          />
          <Select
            label={t('send.worker')}
            placeholder={t('send.newPerson')}
            data={options}
            clearable
            searchable
            value={form.values.workerId === null ? null : String(form.values.workerId)}
            onChange={(value) => form.setFieldValue('workerId', value === null ? null : Number(value))}
          />
          {send.isError ? (
            <Alert color="red" role="alert">
              {send.error instanceof ApiError ? send.error.message : t('errors.saveFailed')}
              <MailSettingsLink error={send.error} />
            </Alert>
          ) : null}
          {send.isSuccess ? (
            <Alert color="green" role="status">
              {t('send.sent', { email: send.data.email })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {t('send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
