import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OverdueList } from '@saldo/contracts/debt';
import { useDebtFormat } from '../format.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The balance and interest of the whole filtered list (every page), per currency: amounts in
 * different currencies are never added together. The cells line up under their columns.
 */
export function OverdueSums({
  sums,
  leading,
  trailing,
}: {
  sums: OverdueList['sums'];
  /** Columns before the balance, and after the interest. */
  leading: number;
  trailing: number;
}) {
  const { t } = useTranslation('debt');
  const format = useDebtFormat();
  return (
    <Table.Tfoot>
      {sums.map((sum) => (
        <Table.Tr key={sum.currency} data-testid={`sums-${sum.currency}`}>
          <Table.Th colSpan={leading} scope="row">
            <Text size="sm" fw={600}>
              {t('list.sums.label', { currency: sum.currency })}
            </Text>
          </Table.Th>
          <Table.Td style={nowrap} ta="right" fw={600} aria-label={t('list.sums.balance')}>
            {format.money(sum.balance, sum.currency)}
          </Table.Td>
          <Table.Td style={nowrap} ta="right" fw={600} aria-label={t('list.sums.interest')}>
            {format.money(sum.interest, sum.currency)}
            {sum.latePaymentInterest > 0 && (
              <Text size="xs" c="dimmed" fw={400}>
                {t('list.latePaymentInterest', {
                  amount: format.money(sum.latePaymentInterest, sum.currency),
                })}
              </Text>
            )}
          </Table.Td>
          <Table.Td colSpan={trailing} />
        </Table.Tr>
      ))}
    </Table.Tfoot>
  );
}
