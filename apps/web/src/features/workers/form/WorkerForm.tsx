import {
  Alert,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isUnder26, workerBirth } from '@saldo/contracts/worker-rules';
import {
  KUP_VARIANTS,
  PAYSLIP_LANGUAGES,
  PPK_RATES,
  WORKER_STATUSES,
  type WorkerInput,
} from '@saldo/contracts/workers';
import { validatePesel } from '@saldo/domain/identifiers/pesel';
import { languageInfo } from '@saldo/i18n/languages';
import { ApiError } from '../../../lib/api-client.ts';
import { NFZ_OPTIONS, TAX_OFFICE_OPTIONS } from './office-options.ts';
import { todayInPoland } from './use-today.ts';
import { WorkerAddressFields } from './WorkerAddressFields.tsx';
import { validateWorker } from './worker-form-model.ts';

interface WorkerFormProps {
  initial: WorkerInput;
  submitLabel: string;
  onSubmit: (values: WorkerInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Add and edit: the shared rules run as the user types (PESEL, IBAN, postal code, PPK rates). */
export function WorkerForm({ initial, submitLabel, onSubmit, onCancel }: WorkerFormProps) {
  const { t } = useTranslation('workers');
  const today = todayInPoland();
  const form = useForm<WorkerInput>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnBlur: true,
    validate: (values) => validateWorker(values, today, t),
  });
  const values = form.values;
  const peselChecked =
    values.identityKind === 'pesel' && values.pesel.trim() !== '' ? validatePesel(values.pesel) : null;
  const birth = workerBirth(values);
  const under26 = isUnder26(birth.birthDate, today);
  const submitError = form.errors.submit;

  const submit = form.onSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors({ ...(error.errors ?? {}), submit: error.message });
      else form.setErrors({ submit: t('errors.saveFailed') });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {submitError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {submitError}
          </Alert>
        ) : null}
        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
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
                <Select
                  label={t('fields.status')}
                  data={WORKER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
                  allowDeselect={false}
                  {...form.getInputProps('status')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Text size="sm" fw={500} mb={4}>
                  {t('fields.identityKind')}
                </Text>
                <SegmentedControl
                  aria-label={t('fields.identityKind')}
                  data={[
                    { value: 'pesel', label: t('identity.pesel') },
                    { value: 'passport', label: t('identity.passport') },
                  ]}
                  {...form.getInputProps('identityKind')}
                />
              </Grid.Col>
              {values.identityKind === 'pesel' ? (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('fields.pesel')}
                    inputMode="numeric"
                    maxLength={11}
                    description={
                      peselChecked?.ok
                        ? t('peselDerived', {
                            date: peselChecked.birthDate,
                            sex: t(`sex.${peselChecked.sex}`),
                          })
                        : values.status === 'candidate'
                          ? t('peselLater')
                          : undefined
                    }
                    {...form.getInputProps('pesel')}
                  />
                </Grid.Col>
              ) : (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label={t('fields.passportNumber')} {...form.getInputProps('passportNumber')} />
                </Grid.Col>
              )}
              {values.identityKind === 'passport' || values.pesel.trim() === '' ? (
                <>
                  <Grid.Col span={{ base: 12, sm: 3 }}>
                    <TextInput
                      type="date"
                      label={t('fields.birthDate')}
                      {...form.getInputProps('birthDate')}
                      value={values.birthDate ?? ''}
                      onChange={(event) => form.setFieldValue('birthDate', event.currentTarget.value || null)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 3 }}>
                    <Select
                      label={t('fields.sex')}
                      data={[
                        { value: 'female', label: t('sex.female') },
                        { value: 'male', label: t('sex.male') },
                      ]}
                      value={values.sex}
                      onChange={(value) =>
                        form.setFieldValue('sex', value === 'female' || value === 'male' ? value : null)
                      }
                      clearable
                    />
                  </Grid.Col>
                </>
              ) : null}
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <TextInput
                  label={t('fields.citizenship')}
                  maxLength={2}
                  {...form.getInputProps('citizenship')}
                />
              </Grid.Col>
            </Grid>
          </Stack>
        </Card>

        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('sections.contact')}
            </Title>
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
            <WorkerAddressFields form={form} />
          </Stack>
        </Card>

        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('sections.payroll')}
            </Title>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <Select
                  label={t('fields.taxOffice')}
                  data={TAX_OFFICE_OPTIONS}
                  limit={40}
                  searchable
                  clearable
                  nothingFoundMessage={t('nothingFound')}
                  {...form.getInputProps('taxOfficeCode')}
                  value={values.taxOfficeCode || null}
                  onChange={(value) => form.setFieldValue('taxOfficeCode', value ?? '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label={t('fields.nfzBranch')}
                  data={NFZ_OPTIONS}
                  clearable
                  {...form.getInputProps('nfzBranch')}
                  value={values.nfzBranch || null}
                  onChange={(value) => form.setFieldValue('nfzBranch', value ?? '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={t('fields.bankAccount')}
                  placeholder="PL00 0000 0000 0000 0000 0000 0000"
                  {...form.getInputProps('bankAccount')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label={t('fields.kupVariant')}
                  data={KUP_VARIANTS.map((variant) => ({ value: variant, label: t(`kup.${variant}`) }))}
                  allowDeselect={false}
                  {...form.getInputProps('kupVariant')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label={t('fields.payslipLanguage')}
                  description={t('hints.payslipLanguage')}
                  data={PAYSLIP_LANGUAGES.map((language) => ({
                    value: language,
                    label: languageInfo[language].name,
                  }))}
                  allowDeselect={false}
                  {...form.getInputProps('payslipLanguage')}
                />
              </Grid.Col>
            </Grid>
            <Checkbox
              label={t('fields.pit2')}
              description={t('hints.pit2')}
              {...form.getInputProps('pit2', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('fields.student')}
              description={t('hints.student')}
              {...form.getInputProps('student', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('fields.under26Waived')}
              description={under26 ? t('hints.under26Applies') : t('hints.under26NotApplicable')}
              {...form.getInputProps('under26Waived', { type: 'checkbox' })}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('sections.ppk')}
            </Title>
            <Checkbox
              label={t('fields.ppkJoined')}
              {...form.getInputProps('ppkJoined', { type: 'checkbox' })}
              onChange={(event) => {
                const joined = event.currentTarget.checked;
                form.setFieldValue('ppkJoined', joined);
                // The statutory basic rates, so a joining worker is ready with one tick.
                if (joined && values.ppkEmployeeRate === '')
                  form.setFieldValue('ppkEmployeeRate', PPK_RATES.employee.basic);
                if (joined && values.ppkEmployerRate === '')
                  form.setFieldValue('ppkEmployerRate', PPK_RATES.employer.basic);
              }}
            />
            {values.ppkJoined ? (
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label={t('fields.ppkEmployeeRate')}
                    rightSection="%"
                    inputMode="decimal"
                    {...form.getInputProps('ppkEmployeeRate')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label={t('fields.ppkEmployerRate')}
                    rightSection="%"
                    inputMode="decimal"
                    {...form.getInputProps('ppkEmployerRate')}
                  />
                </Grid.Col>
              </Grid>
            ) : null}
            <TextInput
              type="date"
              label={t('fields.ppkOptOutDate')}
              description={t('hints.ppkOptOut')}
              maw={240}
              {...form.getInputProps('ppkOptOutDate')}
              value={values.ppkOptOutDate ?? ''}
              onChange={(event) => form.setFieldValue('ppkOptOutDate', event.currentTarget.value || null)}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('sections.other')}
            </Title>
            <Textarea
              label={t('fields.education')}

              rows={3}
              {...form.getInputProps('education')}
            />
            <Textarea
              label={t('fields.workHistory')}

              rows={3}
              {...form.getInputProps('workHistory')}
            />
            <Textarea label={t('fields.notes')} rows={3} {...form.getInputProps('notes')} />
          </Stack>
        </Card>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
