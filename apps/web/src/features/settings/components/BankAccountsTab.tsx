import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@saldo/contracts/organization-settings';
import { formatIban } from '@saldo/domain/identifiers/iban';
import { useBankAccounts, useDeleteBankAccount, useUpdateBankAccount } from '../api/queries.ts';
import { notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { BankAccountModal } from './BankAccountModal.tsx';
import { SectionLoader } from '../../../components/SectionLoader.tsx';

export function BankAccountsTab() {
  const query = useBankAccounts();
  return <SectionLoader query={query}>{(accounts) => <BankAccountList accounts={accounts} />}</SectionLoader>;
}

/** The organization's accounts; the default of each currency is printed on invoices in it. */
function BankAccountList({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation('settings');
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const remove = useDeleteBankAccount();
  const update = useUpdateBankAccount();

  const makeDefault = (account: BankAccount) => {
    const { id, ...body } = account;
    update.mutate(
      { id, body: { ...body, isDefault: true } },
      { onSuccess: () => notifySaved(t), onError: (error) => reportError(error, t) },
    );
  };

  const drop = (account: BankAccount) => {
    // A plain confirm: deleting an account is rare, and a dialog of our own would add nothing.
    if (!window.confirm(t('bankAccounts.confirmDelete', { name: account.name }))) return;
    remove.mutate(account.id, {
      onSuccess: () => notifySaved(t, t('bankAccounts.deleted')),
      onError: (error) => reportError(error, t),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('bankAccounts.help')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('bankAccounts.add')}
        </Button>
      </Group>
      {accounts.length === 0 ? (
        <Text c="dimmed">{t('bankAccounts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label={t('tabs.bankAccounts')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bankAccounts.name')}</Table.Th>
                <Table.Th>{t('bankAccounts.bankName')}</Table.Th>
                <Table.Th>{t('bankAccounts.iban')}</Table.Th>
                <Table.Th>{t('bankAccounts.currency')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('actions.label')}</VisuallyHidden>
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
                        <Badge size="sm" variant="light">
                          {t('bankAccounts.default')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{account.bankName}</Table.Td>
                  <Table.Td ff="monospace">{formatIban(account.iban)}</Table.Td>
                  <Table.Td>{account.currency}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {!account.isDefault && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('bankAccounts.makeDefault', { name: account.name })}
                          onClick={() => makeDefault(account)}
                        >
                          <IconStar size={16} aria-hidden />
                        </ActionIcon>
                      )}
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('bankAccounts.editOne', { name: account.name })}
                        onClick={() => setEditing(account)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('bankAccounts.deleteOne', { name: account.name })}
                        onClick={() => drop(account)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <BankAccountModal account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
