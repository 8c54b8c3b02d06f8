import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Contractor, ContractorBalance, ContractorSortField } from '@saldo/contracts/contractors';
import { countryName } from '../../../lib/countries.ts';
import { displayNip } from '../display.ts';
import { SortableHeader } from '../../../components/SortableHeader.tsx';
import { BalanceCell } from './BalanceCell.tsx';
import { VatStatusBadge } from './VatStatusBadge.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

interface ContractorsTableProps {
  contractors: Contractor[] | undefined;
  /** The page's contractors' balances per currency (a contractor without invoices has none). */
  balances: readonly ContractorBalance[];
  loading: boolean;
  sortBy: ContractorSortField;
  sortDesc: boolean;
  onSort: (field: ContractorSortField) => void;
}

const COLUMNS = 7;

/** The contractors of one page; names link to the contractor's page. */
export function ContractorsTable({
  contractors,
  balances,
  loading,
  sortBy,
  sortDesc,
  onSort,
}: ContractorsTableProps) {
  const { t, i18n } = useTranslation('contractors');
  const header = (field: ContractorSortField, label: string) => (
    <SortableHeader field={field} label={label} sortBy={sortBy} sortDesc={sortDesc} onSort={onSort} />
  );
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {header('name', t('list.columns.name'))}
            {header('nip', t('list.columns.nip'))}
            {header('city', t('list.columns.city'))}
            <Table.Th miw={150}>{t('list.columns.email')}</Table.Th>
            {/* Wide enough for the longest status badge, which would otherwise be cut off. */}
            <Table.Th miw={200}>{t('list.columns.vatStatus')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.balance')}</Table.Th>
            {header('createdAt', t('list.columns.createdAt'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contractors === undefined
            ? [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  <Table.Td colSpan={COLUMNS}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : contractors.map((contractor) => (
                <Table.Tr key={contractor.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/apps/contractors/${contractor.id}`} fw={500}>
                      {contractor.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayNip(contractor) || '—'}</Table.Td>
                  <Table.Td>
                    {contractor.city || '—'}
                    {contractor.country !== 'PL' && (
                      <Text span c="dimmed" size="sm">
                        {' '}
                        ({countryName(contractor.country, i18n.language)})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{contractor.email || '—'}</Table.Td>
                  <Table.Td>
                    <VatStatusBadge status={contractor.vatStatus} />
                  </Table.Td>
                  <Table.Td ta="right" aria-label={t('list.columns.balance')}>
                    <BalanceCell
                      balances={balances.filter((balance) => balance.contractorId === contractor.id)}
                    />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {date.format(new Date(contractor.createdAt))}
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
