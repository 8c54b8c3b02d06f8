import { useState } from 'react';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGING_BUCKETS, type AgingRow, type ReceivablesReport } from '@saldo/contracts/debt';
import { SortableHeader } from '../../../components/SortableHeader.tsx';
import { useReportFormat } from './use-report-format.ts';

type SortField = 'name' | 'total';
type ContractorRow = ReceivablesReport['byContractor'][number];

const nowrap = { whiteSpace: 'nowrap' } as const;

function sortRows(rows: readonly ContractorRow[], by: SortField, desc: boolean, language: string) {
  const sign = desc ? -1 : 1;
  return [...rows].sort((a, b) =>
    by === 'total' ? sign * (a.total - b.total) : sign * a.name.localeCompare(b.name, language),
  );
}

function Amounts({ row, strong }: { row: AgingRow; strong?: boolean }) {
  const format = useReportFormat();
  return (
    <>
      {AGING_BUCKETS.map((bucket) => (
        <Table.Td key={bucket} ta="right" style={nowrap} fw={strong ? 700 : undefined}>
          {format.pln(row[bucket])}
        </Table.Td>
      ))}
      <Table.Td ta="right" style={nowrap} fw={700}>
        {format.pln(row.total)}
      </Table.Td>
    </>
  );
}

/**
 * What each contractor owes, by age, with the totals of the whole report underneath (the same
 * figures as the chart). Sorted on the page, as the server sends every contractor at once.
 */
export function AgingTable({ report }: { report: ReceivablesReport }) {
  const { t, i18n } = useTranslation('debtReports');
  // The biggest balances first: who to chase is the question this table answers.
  const [sortBy, setSortBy] = useState<SortField>('total');
  const [sortDesc, setSortDesc] = useState(true);
  const sort = (field: SortField) => {
    // A new column starts with its natural order (names A–Z, totals largest first); the same one flips.
    setSortDesc(field === sortBy ? !sortDesc : field === 'total');
    setSortBy(field);
  };
  const rows = sortRows(report.byContractor, sortBy, sortDesc, i18n.language);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('aging.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader
              field="name"
              label={t('aging.contractor')}
              sortBy={sortBy}
              sortDesc={sortDesc}
              onSort={sort}
            />
            {AGING_BUCKETS.map((bucket) => (
              <Table.Th key={bucket} ta="right" style={nowrap}>
                {t(`aging.buckets.${bucket}`)}
              </Table.Th>
            ))}
            <SortableHeader
              field="total"
              label={t('aging.total')}
              sortBy={sortBy}
              sortDesc={sortDesc}
              onSort={sort}
              align="right"
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.contractorId} data-testid={`aging-row-${row.contractorId}`}>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={`/apps/contractors/${row.contractorId}`} size="sm">
                  {row.name}
                </Anchor>
                {row.nip && (
                  <Text size="xs" c="dimmed">
                    {t('aging.nip', { nip: row.nip })}
                  </Text>
                )}
              </Table.Th>
              <Amounts row={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="aging-total-row">
            <Table.Th scope="row">{t('aging.totalRow')}</Table.Th>
            <Amounts row={report.aging} strong />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
