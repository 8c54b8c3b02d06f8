import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CostList } from '@saldo/contracts/costs';
import { useInvoiceFormat } from '../../../lib/format.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The footer rows: net, VAT and gross of the whole filtered list (every page), per currency, and
 * all currencies together in PLN. The cells line up under the table's gross and balance columns.
 */
export function CostSums({ sums, sumsPln }: Pick<CostList, 'sums' | 'sumsPln'>) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  const rows = [
    ...sums.map((sum) => ({
      key: sum.currency,
      label: t('list.sums.label', { currency: sum.currency }),
      ...sum,
    })),
    { key: 'all-pln', label: t('list.sums.pln'), currency: 'PLN' as const, ...sumsPln },
  ];
  return (
    <Table.Tfoot>
      {rows.map((row) => (
        <Table.Tr key={row.key} data-testid={`sums-${row.key}`}>
          <Table.Th colSpan={5} scope="row">
            <Text size="sm" fw={600}>
              {row.label}
            </Text>
            <Text size="xs" c="dimmed">
              {t('list.sums.netVat', {
                net: format.money(row.net, row.currency),
                vat: format.money(row.vat, row.currency),
              })}
            </Text>
          </Table.Th>
          <Table.Td style={nowrap} ta="right" fw={600} aria-label={t('list.sums.gross')}>
            {format.money(row.gross, row.currency)}
          </Table.Td>
          <Table.Td style={nowrap} ta="right" fw={600} aria-label={t('list.sums.balance')}>
            {format.money(row.balance, row.currency)}
          </Table.Td>
          <Table.Td colSpan={2} />
        </Table.Tr>
      ))}
    </Table.Tfoot>
  );
}
