import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  bankAccountInputSchema,
  type BankAccount,
  type BankAccountInput,
} from '@saldo/contracts/organization-settings';
import { bankAccountProblems, normalizeBankAccount } from '@saldo/contracts/organization-settings-rules';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { formatIban } from '@saldo/domain/identifiers/iban';
import { settingsValidator } from '../../../../../lib/settings-validator.ts';
import type { Outgoing } from './FormParts.tsx';

/** The bank accounts tab: a list whose rows open the edit form in a modal, as in the settings. */
export function BankAccountsLayout({
  accounts,
  onSend,
}: {
  accounts: readonly BankAccount[];
  onSend: (outgoing: Outgoing) => void;
}) {
  const { t } = useTranslation('settings');
  const [editing, setEditing] = useState<BankAccount | null>(null);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('bankAccounts.help')}</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t('tabs.bankAccounts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bankAccounts.name')}</Table.Th>
              <Table.Th>{t('bankAccounts.iban')}</Table.Th>
              <Table.Th>{t('bankAccounts.currency')}</Table.Th>
              <Table.Th>
                <Text span size="sm" style={{ visibility: 'hidden' }}>
                  {t('bankAccounts.edit')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>
                  <Group gap="xs">
                    {account.name}
                    {account.isDefault && (
                      <Badge variant="light" color="teal" size="sm">
                        {t('bankAccounts.default')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ff="monospace">{formatIban(account.iban)}</Table.Td>
                <Table.Td>{account.currency}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('bankAccounts.editOne', { name: account.name })}
                    onClick={() => setEditing(account)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && (
        <AccountModal
          account={editing}
          onClose={() => setEditing(null)}
          onSend={(outgoing) => {
            onSend(outgoing);
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

/** The modal form: one column of wide fields, two short ones side by side, actions at the bottom right. */
function AccountModal({
  account,
  onClose,
  onSend,
}: {
  account: BankAccount;
  onClose: () => void;
  onSend: (outgoing: Outgoing) => void;
}) {
  const { t } = useTranslation('settings');
  const validate = useMemo(
    () =>
      settingsValidator<BankAccountInput>(t, bankAccountInputSchema, (values) =>
        bankAccountProblems(normalizeBankAccount(values)),
      ),
    [t],
  );
  const form = useForm<BankAccountInput>({
    initialValues: {
      name: account.name,
      bankName: account.bankName,
      iban: formatIban(account.iban),
      swift: account.swift,
      currency: account.currency,
      isDefault: account.isDefault,
    },
    validate,
  });
  const submit = form.onSubmit((values) =>
    onSend({
      request: `PUT /api/organization/bank-accounts/${account.id}`,
      body: normalizeBankAccount(values),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t('bankAccounts.edit')} size="lg">
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
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('iban')}
          />
          <TextInput label={t('bankAccounts.bankName')} {...form.getInputProps('bankName')} />
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
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit">{t('actions.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
