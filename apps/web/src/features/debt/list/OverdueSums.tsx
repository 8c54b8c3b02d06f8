import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDebtFormat } from '../format.ts';
import type { OverdueSumRow } from './sums.ts';

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
  sums: readonly OverdueSumRow[];
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
            {sum.interest === null ? (
              // Too many invoices to figure each one's interest: unknown, not 0 (decision 0014).
              <Text size="xs" c="dimmed" fw={400} maw={220} style={{ whiteSpace: 'normal' }}>
                {t('list.sums.interestNotSummed')}
              </Text>
            ) : (
              format.money(sum.interest, sum.currency)
            )}
            {sum.latePaymentInterest !== null && sum.latePaymentInterest > 0 && (
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
