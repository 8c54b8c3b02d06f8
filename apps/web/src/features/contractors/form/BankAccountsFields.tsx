import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTRACTOR_LIMITS } from '@saldo/contracts/contractors';
import type { ContractorForm } from './contractor-form.ts';

/** The contractor's bank accounts: IBAN (or a Polish 26-digit NRB) and an optional name each. */
export function BankAccountsFields({ form }: { form: ContractorForm }) {
  const { t } = useTranslation('contractors');
  const accounts = form.values.bankAccounts;
  return (
    <Stack gap="xs">
      {accounts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('form.noBankAccounts')}
        </Text>
      )}
      {accounts.map((_account, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 2 }}
            label={t('form.iban')}
            placeholder="PL61 1090 1014 0000 0712 1981 2874"
            {...form.getInputProps(`bankAccounts.${index}.iban`)}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('form.bankAccountName')}
            {...form.getInputProps(`bankAccounts.${index}.name`)}
          />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('form.removeBankAccount', { number: index + 1 })}
            onClick={() => form.removeListItem('bankAccounts', index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={accounts.length >= CONTRACTOR_LIMITS.bankAccounts}
          onClick={() => form.insertListItem('bankAccounts', { iban: '', name: '' })}
        >
          {t('form.addBankAccount')}
        </Button>
      </Group>
    </Stack>
  );
}
