import { useMemo, type ChangeEvent } from 'react';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  bankAccountInputSchema,
  type BankAccount,
  type BankAccountInput,
} from '@saldo/contracts/organization-settings';
import { bankAccountProblems, normalizeBankAccount } from '@saldo/contracts/organization-settings-rules';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { polishBankName } from '@saldo/domain/identifiers/bank-codes';
import { formatIban } from '@saldo/domain/identifiers/iban';
import { useCreateBankAccount, useUpdateBankAccount } from '../api/queries.ts';
import { notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';

const empty: BankAccountInput = {
  name: '',
  bankName: '',
  iban: '',
  swift: '',
  currency: 'PLN',
  isDefault: false,
};

/** Adds an account, or edits `account`. The modal is mounted only while open, so it starts fresh. */
export function BankAccountModal({ account, onClose }: { account: BankAccount | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const validate = useMemo(
    () =>
      settingsValidator<BankAccountInput>(t, bankAccountInputSchema, (values) =>
        bankAccountProblems(normalizeBankAccount(values)),
      ),
    [t],
  );
  const form = useForm<BankAccountInput>({
    initialValues: account
      ? {
          name: account.name,
          bankName: account.bankName,
          iban: formatIban(account.iban),
          swift: account.swift,
          currency: account.currency,
          isDefault: account.isDefault,
        }
      : empty,
    validate,
  });
  const saving = create.isPending || update.isPending;
  const ibanInput = form.getInputProps('iban');
  // The bank's name follows the account number's bank code until the user types a name of their own.
  const changeIban = (event: ChangeEvent<HTMLInputElement>) => {
    const iban = event.currentTarget.value;
    const typedName = form.values.bankName.trim();
    const suggested = polishBankName(form.values.iban) ?? '';
    form.setFieldValue('iban', iban);
    const found = polishBankName(iban);
    if (found !== null && (typedName === '' || typedName === suggested))
      form.setFieldValue('bankName', found);
  };

  const submit = form.onSubmit((values) => {
    const body = normalizeBankAccount(values);
    const done = {
      onSuccess: () => {
        notifySaved(t);
        onClose();
      },
      onError: (error: unknown) => reportError(error, t, form.setErrors),
    };
    if (account) update.mutate({ id: account.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <Modal opened onClose={onClose} title={t(account ? 'bankAccounts.edit' : 'bankAccounts.add')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('bankAccounts.name')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('bankAccounts.iban')}
            description={t('bankAccounts.ibanHint')}
            withAsterisk
            ff="monospace"
            {...ibanInput}
            onChange={changeIban}
          />
          <TextInput
            label={t('bankAccounts.bankName')}
            description={t('bankAccounts.bankNameHint')}
            {...form.getInputProps('bankName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('bankAccounts.swift')} {...form.getInputProps('swift')} />
            <Select
              label={t('bankAccounts.currency')}
              data={[...CURRENCY_CODES]}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('bankAccounts.isDefault')}
            description={t('bankAccounts.isDefaultHint')}
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
