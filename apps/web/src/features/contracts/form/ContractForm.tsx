import {
  Alert,
  Button,
  Card,
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
import type { ContractInputBody } from '@saldo/contracts/employment-contracts';
import { CONTRACT_KINDS } from '@saldo/domain/contracts/contract-kinds';
import { ApiError } from '../../../lib/api-client.ts';
import { useWorkers } from '../../workers/api/queries.ts';
import { formToBody, validateContract, type ContractFormValues } from './contract-form-model.ts';
import { EmploymentFields, MandateFields, SpecificWorkFields } from './ContractKindFields.tsx';
import { moneyLocale } from './money-locale.ts';

interface ContractFormProps {
  initial: ContractFormValues;
  /** Correcting a contract: its worker and kind stay. */
  editing: boolean;
  submitLabel: string;
  onSubmit: (body: ContractInputBody) => Promise<unknown>;
  onCancel?: () => void;
}

/** Add and correct a contract; the shared rules (minimum wage, dates) run before it is sent. */
export function ContractForm({ initial, editing, submitLabel, onSubmit, onCancel }: ContractFormProps) {
  const { t, i18n } = useTranslation('contracts');
  const locale = moneyLocale(i18n.language);
  const workers = useWorkers({ perPage: 100, page: 1 });
  const form = useForm<ContractFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validateContract(values, t, locale),
  });
  const values = form.values;
  const submitError = form.errors.submit;
  const workerOptions = (workers.data?.workers ?? []).map((worker) => ({
    value: String(worker.id),
    label: `${worker.lastName} ${worker.firstName}`,
  }));

  const submit = form.onSubmit(async (formValues) => {
    const { body } = formToBody(formValues, t);
    try {
      await onSubmit(body);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = error.errors ?? {};
        if (fieldErrors.workingTime) fieldErrors.timeNumerator = fieldErrors.workingTime;
        form.setErrors({ ...fieldErrors, submit: error.message });
      } else form.setErrors({ submit: t('errors.saveFailed') });
    }
  });

  const endLabel = values.kind === 'specific_work' ? t('fields.deadline') : t('fields.endDate');
  const endRequired = values.kind === 'employment' && values.employmentType !== 'indefinite';

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
              {t('sections.parties')}
            </Title>
            <Select
              label={t('fields.worker')}
              placeholder={workers.isLoading ? t('states.loadingWorkers') : t('placeholders.worker')}
              withAsterisk
              searchable
              disabled={editing}
              nothingFoundMessage={t('states.noWorkers')}
              data={workerOptions}
              error={form.errors.workerId ?? (workers.isError ? t('states.workersFailed') : undefined)}
              value={values.workerId}
              onChange={(value) => form.setFieldValue('workerId', value)}
            />
            <Stack gap={4}>
              <Text component="span" size="sm" fw={500}>
                {t('fields.kind')}
              </Text>
              <SegmentedControl
                aria-label={t('fields.kind')}
                disabled={editing}
                data={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
                {...form.getInputProps('kind')}
              />
            </Stack>
          </Stack>
        </Card>

        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('sections.dates')}
            </Title>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  type="date"
                  label={t('fields.signedOn')}
                  withAsterisk
                  {...form.getInputProps('signedOn')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('fields.signedPlace')} {...form.getInputProps('signedPlace')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  type="date"
                  label={t('fields.startDate')}
                  withAsterisk
                  {...form.getInputProps('startDate')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  type="date"
                  label={endLabel}
                  withAsterisk={endRequired}
                  disabled={values.kind === 'employment' && values.employmentType === 'indefinite'}
                  {...form.getInputProps('endDate')}
                />
              </Grid.Col>
            </Grid>
          </Stack>
        </Card>

        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t(`sections.terms.${values.kind}`)}
            </Title>
            {values.kind === 'employment' ? <EmploymentFields form={form} /> : null}
            {values.kind === 'mandate' ? <MandateFields form={form} /> : null}
            {values.kind === 'specific_work' ? <SpecificWorkFields form={form} /> : null}
            <Textarea
              label={values.kind === 'employment' ? t('fields.duties') : t(`fields.subject.${values.kind}`)}
              withAsterisk={values.kind !== 'employment'}
              rows={2}
              {...form.getInputProps('subject')}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Select
              label={t('fields.printLanguage')}
              allowDeselect={false}
              maw={320}
              data={[
                { value: 'pl', label: t('printLanguages.pl') },
                { value: 'pl_en', label: t('printLanguages.pl_en') },
              ]}
              {...form.getInputProps('printLanguage')}
            />
            <Textarea label={t('fields.notes')} rows={2} {...form.getInputProps('notes')} />
          </Stack>
        </Card>

        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
