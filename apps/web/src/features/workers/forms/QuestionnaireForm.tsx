import { Alert, Button, Grid, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { normalizeWorkerFormAnswers, workerFormProblems } from '@saldo/contracts/worker-rules';
import { workerFormAnswersSchema, type WorkerFormAnswers } from '@saldo/contracts/workers';
import { validatePesel } from '@saldo/domain/identifiers/pesel';
import { ApiError } from '../../../lib/api-client.ts';
import { submitPublicWorkerForm } from '../api/workers-api.ts';
import { NFZ_OPTIONS, TAX_OFFICE_OPTIONS } from '../form/office-options.ts';
import { todayInPoland } from '../form/use-today.ts';
import { WorkerAddressFields } from '../form/WorkerAddressFields.tsx';

interface QuestionnaireFormProps {
  token: string;
  includePayroll: boolean;
  /** Fixed to the questionnaire's language (Polish or English), whatever the browser's. */
  t: TFunction<'workers'>;
  onSent: () => void;
}

/** The questions art. 22¹ KP allows; PESEL, IBAN and postal code are checked as the person types. */
export function QuestionnaireForm({ token, includePayroll, t, onSent }: QuestionnaireFormProps) {
  const today = todayInPoland();
  const form = useForm<WorkerFormAnswers>({
    mode: 'controlled',
    initialValues: workerFormAnswersSchema.parse({ address: {} }),
    validateInputOnChange: ['pesel', 'bankAccount', 'address.postalCode', 'email'],
    validateInputOnBlur: true,
    validate: (values) => {
      const problems = workerFormProblems(
        normalizeWorkerFormAnswers(values, includePayroll),
        includePayroll,
        today,
      );
      return Object.fromEntries(
        Object.entries(problems).map(([field, code]) => [field, t(`problems.${code}`)]),
      );
    },
  });
  const send = useMutation({
    mutationFn: submitPublicWorkerForm,
    onSuccess: onSent,
    onError: (error) => {
      if (error instanceof ApiError && error.errors) form.setErrors(error.errors);
    },
  });
  const pesel = form.values.pesel.trim() === '' ? null : validatePesel(form.values.pesel);

  return (
    <form onSubmit={form.onSubmit((answers) => send.mutate({ token, answers }))} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('sections.person')}
        </Title>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.firstName')}
              withAsterisk
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.lastName')}
              withAsterisk
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="date"
              label={t('fields.birthDate')}
              withAsterisk
              autoComplete="bday"
              {...form.getInputProps('birthDate')}
              value={form.values.birthDate ?? ''}
              onChange={(event) => form.setFieldValue('birthDate', event.currentTarget.value || null)}
            />
          </Grid.Col>
        </Grid>
        <Title order={2} fz="lg">
          {t('sections.contact')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('public.contactHint')}
        </Text>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="tel"
              label={t('fields.phone')}
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
          </Grid.Col>
        </Grid>
        <Text size="sm" fw={500}>
          {includePayroll ? t('public.residence') : t('public.correspondence')}
        </Text>
        <WorkerAddressFields form={form} t={t} />
        <Title order={2} fz="lg">
          {t('sections.education')}
        </Title>
        <Textarea
          label={t('fields.education')}
          description={t('public.educationHint')}

          rows={3}
          {...form.getInputProps('education')}
        />
        <Textarea
          label={t('fields.workHistory')}
          description={t('public.workHistoryHint')}

          rows={3}
          {...form.getInputProps('workHistory')}
        />
        {includePayroll ? (
          <>
            <Title order={2} fz="lg">
              {t('sections.payroll')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('public.payrollHint')}
            </Text>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('fields.pesel')}
                  inputMode="numeric"
                  maxLength={11}
                  description={pesel?.ok ? t('public.peselOk', { date: pesel.birthDate }) : undefined}
                  {...form.getInputProps('pesel')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('fields.passportNumber')}
                  description={t('public.passportHint')}
                  {...form.getInputProps('passportNumber')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('fields.bankAccount')}
                  placeholder="PL00 0000 0000 0000 0000 0000 0000"
                  {...form.getInputProps('bankAccount')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <Select
                  label={t('fields.taxOffice')}
                  data={TAX_OFFICE_OPTIONS}
                  limit={40}
                  searchable
                  clearable
                  nothingFoundMessage={t('nothingFound')}
                  error={form.errors.taxOfficeCode}
                  value={form.values.taxOfficeCode || null}
                  onChange={(value) => form.setFieldValue('taxOfficeCode', value ?? '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label={t('fields.nfzBranch')}
                  data={NFZ_OPTIONS}
                  clearable
                  error={form.errors.nfzBranch}
                  value={form.values.nfzBranch || null}
                  onChange={(value) => form.setFieldValue('nfzBranch', value ?? '')}
                />
              </Grid.Col>
            </Grid>
          </>
        ) : null}
        {send.isError ? (
          <Alert color="red" role="alert">
            {send.error instanceof ApiError ? send.error.message : t('errors.saveFailed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('public.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
