import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { terminationComputesLastDay, terminationProblems } from '@saldo/contracts/employment-contract-rules';
import {
  terminationInputSchema,
  type Contract,
  type TerminationInputBody,
  type TerminationMethod,
} from '@saldo/contracts/employment-contracts';
import { computeNotice } from '@saldo/domain/contracts/notice-period';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { ApiError } from '../../../lib/api-client.ts';
import { useTerminateContract } from '../api/queries.ts';
import { problemsText } from '../form/contract-form-model.ts';
import { moneyLocale } from '../form/money-locale.ts';
import { useNoticeLengthText } from './use-notice-length.ts';

interface TerminationValues {
  method: TerminationMethod;
  initiatedBy: 'employer' | 'employee';
  noticeDate: string;
  lastDay: string;
  reason: string;
}

/**
 * Ends a contract. By notice, an employment contract's period and last day are computed as the user
 * types (art. 34 for a trial, art. 36 otherwise, with the art. 30 § 2¹ end days), the same function
 * the server uses; by agreement, and for civil contracts, the user names the last day.
 */
export function TerminationModal({
  contract,
  opened,
  onClose,
}: {
  contract: Contract;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('contracts');
  const lengthText = useNoticeLengthText();
  const save = useTerminateContract(contract.id);
  const toBody = (values: TerminationValues): TerminationInputBody => ({
    method: values.method,
    initiatedBy: values.initiatedBy,
    noticeDate: values.noticeDate,
    lastDay:
      terminationComputesLastDay(contract.kind, values.method) || values.lastDay === ''
        ? null
        : values.lastDay,
    reason: values.reason,
  });
  const form = useForm<TerminationValues>({
    mode: 'controlled',
    initialValues: { method: 'notice', initiatedBy: 'employer', noticeDate: '', lastDay: '', reason: '' },
    validate: (values) => {
      const parsed = terminationInputSchema.safeParse(toBody(values));
      if (!parsed.success)
        return Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'reason'), t('validation.required')]),
        );
      return problemsText(terminationProblems(contract, parsed.data), t, moneyLocale(i18n.language));
    },
  });
  const values = form.values;
  const computes =
    terminationComputesLastDay(contract.kind, values.method) && contract.employmentType !== null;
  // Art. 36 § 1 counts earlier employment contracts with this employer (the server says since when).
  const employedSince = contract.employedSince ?? contract.startDate;
  const notice =
    computes && contract.employmentType !== null && isIsoDate(values.noticeDate)
      ? computeNotice({
          employmentType: contract.employmentType,
          startDate: contract.startDate,
          endDate: contract.endDate,
          noticeDate: values.noticeDate,
          employedSince,
        })
      : null;

  const submit = form.onSubmit(async (formValues) => {
    try {
      await save.mutateAsync(toBody(formValues));
      form.reset();
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors({ ...(error.errors ?? {}), submit: error.message });
      else form.setErrors({ submit: t('errors.saveFailed') });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('termination.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.errors.submit ? (
            <Alert color="red" role="alert">
              {form.errors.submit}
            </Alert>
          ) : null}
          <SegmentedControl
            aria-label={t('termination.method')}
            data={[
              { value: 'notice', label: t('termination.methods.notice') },
              { value: 'agreement', label: t('termination.methods.agreement') },
            ]}
            {...form.getInputProps('method')}
          />
          <SegmentedControl
            aria-label={t('termination.initiatedBy')}
            data={[
              { value: 'employer', label: t(`termination.by.${contract.kind}.employer`) },
              { value: 'employee', label: t(`termination.by.${contract.kind}.employee`) },
            ]}
            {...form.getInputProps('initiatedBy')}
          />
          <TextInput
            type="date"
            label={values.method === 'notice' ? t('termination.noticeDate') : t('termination.agreementDate')}
            withAsterisk
            {...form.getInputProps('noticeDate')}
          />
          {computes ? (
            <Alert color={notice?.ok === false ? 'red' : 'blue'} role="status">
              {notice === null
                ? t('termination.enterNoticeDate')
                : notice.ok
                  ? t(`termination.computed.${notice.value.rule}`, {
                      length: lengthText(notice.value.length),
                      lastDay: notice.value.lastDay,
                    })
                  : t(`validation.${notice.reason}`)}
              {notice?.ok && notice.value.rule === 'art36' && employedSince < contract.startDate ? (
                <Text size="sm" mt={4}>
                  {t('termination.employedSince', { date: employedSince })}
                </Text>
              ) : null}
            </Alert>
          ) : (
            <TextInput
              type="date"
              label={t('termination.lastDay')}
              withAsterisk
              {...form.getInputProps('lastDay')}
            />
          )}
          <Textarea label={t('termination.reason')} rows={2} {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={save.isPending}>
              {t('termination.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
