import { Anchor, Checkbox, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostList, CostListItem, CostSortField, CostTotals } from '@saldo/contracts/costs';
import { SortableHeader } from '../../../components/SortableHeader.tsx';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { costPath } from '../paths.ts';
import { CostStatusBadge } from '../status/CostStatusBadge.tsx';
import { CostRowActions } from './CostRowActions.tsx';
import { CostSums } from './CostSums.tsx';
import type { Selectable } from '../../../components/use-selection.ts';

interface CostsTableProps {
  list: CostList | undefined;
  /** The sums of all pages, asked for apart from the rows; none while loading or when capped. */
  totals: CostTotals | undefined;
  loading: boolean;
  sortBy: CostSortField;
  sortDesc: boolean;
  onSort: (field: CostSortField) => void;
  selected: ReadonlyMap<number, string>;
  onSelect: (items: readonly Selectable[], on: boolean) => void;
  onDelete: (cost: CostListItem) => void;
}

const COLUMNS = 9;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** One page of cost documents, selectable for bulk actions, with the sums of the whole filtered list. */
export function CostsTable(props: CostsTableProps) {
  const { list, totals, loading, sortBy, sortDesc, onSort, selected, onSelect, onDelete } = props;
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  const costs = list?.costs;
  const pageIds = costs?.map((cost) => cost.id) ?? [];
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const header = (field: CostSortField, label: string, align?: 'right') => (
    <SortableHeader
      field={field}
      label={label}
      sortBy={sortBy}
      sortDesc={sortDesc}
      onSort={onSort}
      align={align}
    />
  );

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.selectPage')}
                checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                disabled={pageIds.length === 0}
                onChange={(event) => onSelect(costs ?? [], event.currentTarget.checked)}
              />
            </Table.Th>
            {header('number', t('list.columns.number'))}
            {header('client', t('list.columns.supplier'))}
            {header('issuedDate', t('list.columns.issuedDate'))}
            {header('dueDate', t('list.columns.dueDate'))}
            {header('total', t('list.columns.gross'), 'right')}
            {header('balance', t('list.columns.balance'), 'right')}
            {header('invoiceStatus', t('list.columns.status'))}
            <Table.Th>
              <Text fw={600} size="sm">
                {t('list.columns.actions')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {costs === undefined
            ? [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  <Table.Td colSpan={COLUMNS}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : costs.map((cost) => (
                <Table.Tr key={cost.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('list.selectRow', { number: cost.number })}
                      checked={selected.has(cost.id)}
                      onChange={(event) => onSelect([cost], event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td style={nowrap}>
                    <Anchor component={Link} to={costPath(cost.id)} fw={500}>
                      {cost.number}
                    </Anchor>
                    {cost.category && (
                      <Text size="xs" c="dimmed">
                        {cost.category.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {cost.client.name}
                      </Text>
                      {cost.client.companyEmail && (
                        <Text size="xs" c="dimmed">
                          {cost.client.companyEmail}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td style={nowrap}>{format.date(cost.issuedDate)}</Table.Td>
                  <Table.Td style={nowrap}>{format.date(cost.dueDate)}</Table.Td>
                  <Table.Td style={nowrap} ta="right">
                    {format.money(cost.total, cost.currency)}
                  </Table.Td>
                  <Table.Td style={nowrap} ta="right">
                    {format.money(cost.balance, cost.currency)}
                  </Table.Td>
                  <Table.Td>
                    <CostStatusBadge
                      status={cost.invoiceStatus}
                      balance={cost.balance}
                      currency={cost.currency}
                      dueDate={cost.dueDate}
                      daysOverdue={cost.daysOverdue}
                    />
                  </Table.Td>
                  <Table.Td>
                    <CostRowActions cost={cost} onDelete={onDelete} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
        {list && list.costs.length > 0 && totals && !totals.totalCapped && (
          <CostSums sums={totals.sums} sumsPln={totals.sumsPln} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
