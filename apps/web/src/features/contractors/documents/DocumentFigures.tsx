import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvoiceFormat } from '../../../lib/format.ts';
import type { CurrencyTotals } from './balance.ts';

interface DocumentFiguresProps {
  totals: readonly CurrencyTotals[];
  labels: { gross: string; paid: string; outstanding: string };
  /** What the figures leave out (cancelled, pro forma, drafts), so nobody re-adds the rows. */
  note: string;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Gross, paid and outstanding per currency, over every page of the list. */
export function DocumentFigures({ totals, labels, note }: DocumentFiguresProps) {
  const { t } = useTranslation('contractors');
  const format = useInvoiceFormat();
  if (totals.length === 0) return null;
  return (
    <div>
      <Table.ScrollContainer minWidth={420}>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('page.documents.currency')}</Table.Th>
              <Table.Th ta="right">{labels.gross}</Table.Th>
              <Table.Th ta="right">{labels.paid}</Table.Th>
              <Table.Th ta="right">{labels.outstanding}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totals.map((sum) => (
              <Table.Tr key={sum.currency} data-testid={`figures-${sum.currency}`}>
                <Table.Th scope="row">{sum.currency}</Table.Th>
                <Table.Td ta="right" style={nowrap}>
                  {format.money(sum.gross, sum.currency)}
                </Table.Td>
                <Table.Td ta="right" style={nowrap}>
                  {/* The lists carry no paid sum; what was paid is what is no longer outstanding. */}
                  {format.money(sum.gross - sum.balance, sum.currency)}
                </Table.Td>
                <Table.Td ta="right" style={nowrap} fw={600}>
                  {format.money(sum.balance, sum.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </div>
  );
}
