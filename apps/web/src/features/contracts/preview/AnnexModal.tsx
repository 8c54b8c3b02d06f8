import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { annexProblems, baseTerms } from '@saldo/contracts/employment-contract-rules';
import { annexInputSchema, type AnnexInputBody, type Contract } from '@saldo/contracts/employment-contracts';
import { parseMoney } from '@saldo/domain/money';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddAnnex } from '../api/queries.ts';
import { problemsText } from '../form/contract-form-model.ts';
import { moneyLocale } from '../form/money-locale.ts';

interface AnnexValues {
  signedOn: string;
  effectiveFrom: string;
  amount: string;
  timeNumerator: string;
  timeDenominator: string;
  note: string;
}

const readMoney = (text: string) => {
  if (text.trim() === '') return null;
  const parsed = parseMoney(text);
  return parsed.ok && parsed.value >= 0 ? parsed.value : undefined;
};

/** An annex: new pay (or working time, for employment) from a day, checked like the contract. */
export function AnnexModal({
  contract,
  opened,
  onClose,
}: {
  contract: Contract;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('contracts');
  const save = useAddAnnex(contract.id);
  const payField =
    contract.kind === 'employment' ? 'monthlyGross' : contract.hourlyRate !== null ? 'hourlyRate' : 'flatFee';

  const toBody = (values: AnnexValues): AnnexInputBody | null => {
    const amount = readMoney(values.amount);
    if (amount === undefined) return null;
    const changesTime =
      contract.kind === 'employment' &&
      `${values.timeNumerator}/${values.timeDenominator}` !==
        `${contract.currentTerms.workingTime?.numerator ?? 1}/${contract.currentTerms.workingTime?.denominator ?? 1}`;
    return {
      signedOn: values.signedOn,
      effectiveFrom: values.effectiveFrom,
      [payField]: amount,
      workingTime: changesTime
        ? { numerator: Number(values.timeNumerator), denominator: Number(values.timeDenominator) }
        : null,
      note: values.note,
    };
  };

  const form = useForm<AnnexValues>({
    mode: 'controlled',
    initialValues: {
      signedOn: '',
      effectiveFrom: '',
      amount: '',
      timeNumerator: String(contract.currentTerms.workingTime?.numerator ?? 1),
      timeDenominator: String(contract.currentTerms.workingTime?.denominator ?? 1),
      note: '',
    },
    validate: (values) => {
      const body = toBody(values);
      if (body === null) return { amount: t('validation.amount') };
      const parsed = annexInputSchema.safeParse(body);
      if (!parsed.success) {
        return Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'note'), t('validation.required')]),
        );
      }
      const problems = annexProblems(
        {
          kind: contract.kind,
          startDate: contract.startDate,
          lastDay: contract.lastDay,
          base: baseTerms({ ...contract, payMode: contract.payMode }),
          changes: contract.annexes,
        },
        parsed.data,
      );
      const errors = problemsText(problems, t, moneyLocale(i18n.language));
      const amountError = errors[payField] ?? errors.monthlyGross;
      return { ...errors, ...(amountError ? { amount: amountError } : {}) };
    },
  });

  const submit = form.onSubmit(async (values) => {
    const body = toBody(values);
    if (body === null) return;
    try {
      await save.mutateAsync(body);
      form.reset();
      onClose();
    } catch (error) {
      form.setErrors({ submit: error instanceof ApiError ? error.message : t('errors.saveFailed') });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('annex.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.errors.submit ? (
            <Alert color="red" role="alert">
              {form.errors.submit}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('annex.hint')}
          </Text>
          <TextInput
            type="date"
            label={t('fields.signedOn')}
            withAsterisk
            {...form.getInputProps('signedOn')}
          />
          <TextInput
            type="date"
            label={t('fields.effectiveFrom')}
            withAsterisk
            {...form.getInputProps('effectiveFrom')}
          />
          <TextInput
            label={t(`annex.amount.${payField}`)}
            description={t('annex.amountHint')}
            inputMode="decimal"
            {...form.getInputProps('amount')}
          />
          {contract.kind === 'employment' ? (
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('fields.workingTime')}
                aria-label={t('fields.timeNumerator')}
                inputMode="numeric"
                w={90}
                {...form.getInputProps('timeNumerator')}
              />
              <Text pb={6}>/</Text>
              <TextInput
                aria-label={t('fields.timeDenominator')}
                inputMode="numeric"
                w={70}
                {...form.getInputProps('timeDenominator')}
              />
            </Group>
          ) : null}
          {form.errors.workingTime ? (
            <Text size="sm" c="red">
              {form.errors.workingTime}
            </Text>
          ) : null}
          <Textarea label={t('fields.note')} rows={2} {...form.getInputProps('note')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('annex.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
