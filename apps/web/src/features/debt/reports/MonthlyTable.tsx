import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReceivablesReport } from '@saldo/contracts/debt';
import { useReportFormat } from './use-report-format.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The chart's figures as text, month by month. */
export function MonthlyTable({ monthly }: { monthly: ReceivablesReport['monthly'] }) {
  const { t } = useTranslation('debtReports');
  const format = useReportFormat();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" aria-label={t('monthly.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monthly.month')}</Table.Th>
            <Table.Th ta="right">{t('monthly.issued')}</Table.Th>
            <Table.Th ta="right">{t('monthly.collected')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthly.map((row) => (
            <Table.Tr key={row.month} data-testid={`month-${row.month}`}>
              <Table.Th scope="row" fw={400}>
                {format.month(row.month)}
              </Table.Th>
              <Table.Td ta="right" style={nowrap}>
                {format.pln(row.issued)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {format.pln(row.collected)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
