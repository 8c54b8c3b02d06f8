import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractorBalance } from '@saldo/contracts/contractors';
import { useInvoiceFormat } from '../../../lib/format.ts';

/**
 * What the contractor still owes on our sales invoices, per currency (never added across currencies),
 * with its overdue part; the figures come from the server's invoice aggregates (decision 0014).
 */
export function BalanceCell({ balances }: { balances: readonly ContractorBalance[] }) {
  const { t } = useTranslation('contractors');
  const format = useInvoiceFormat();
  if (balances.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2} align="flex-end">
      {balances.map((balance) => (
        <div key={balance.currency} style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
          <Text size="sm" fw={500} c={balance.overdue > 0 ? 'red' : undefined}>
            {format.money(balance.balance, balance.currency)}
          </Text>
          {balance.overdue > 0 && (
            <Text size="xs" c="dimmed">
              {t('list.overdueOf', { amount: format.money(balance.overdue, balance.currency) })}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
