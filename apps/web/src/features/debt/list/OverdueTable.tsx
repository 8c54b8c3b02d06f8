import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DebtAction, OverdueList, OverdueItem, overdueSortFields } from '@saldo/contracts/debt';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../../components/SelectionCheckbox.tsx';
import { SortableHeader } from '../../../components/SortableHeader.tsx';
import type { SelectionToggle } from '../../../components/use-selection.ts';
import { useDebtFormat } from '../format.ts';
import { CompensationCell, DaysOverdueBadge, InterestCell, LastActionCell } from './cells.tsx';
import { OverdueRowActions } from './OverdueRowActions.tsx';
import { OverdueSums } from './OverdueSums.tsx';
import type { OverdueSumRow } from './sums.ts';
import classes from './OverdueTable.module.css';

export type OverdueSortField = (typeof overdueSortFields)[number];

interface OverdueTableProps {
  list: OverdueList | undefined;
  /** The whole filtered list's sums, which come apart from the rows (undefined until they do). */
  sums: readonly OverdueSumRow[] | undefined;
  loading: boolean;
  sortBy: OverdueSortField;
  sortDesc: boolean;
  onSort: (field: OverdueSortField) => void;
  /** Absent for a user who may only read: no ticks, no row menu. */
  selection?: {
    selected: ReadonlyMap<number, string>;
    onSelect: SelectionToggle;
    onAction: (action: DebtAction, invoice: OverdueItem) => void;
  };
}

const nowrap = { whiteSpace: 'nowrap' } as const;

function PlainHeader({ label, align }: { label: string; align?: 'right' }) {
  return (
    <Table.Th ta={align}>
      <Text fw={600} size="sm">
        {label}
      </Text>
    </Table.Th>
  );
}

/** One page of overdue invoices with what they now cost the buyer, and the sums of the whole list. */
export function OverdueTable({
  list,
  sums,
  loading,
  sortBy,
  sortDesc,
  onSort,
  selection,
}: OverdueTableProps) {
  const { t } = useTranslation('debt');
  const format = useDebtFormat();
  const rows = list?.invoices;
  const extra = selection ? 1 : 0;
  const header = (field: OverdueSortField, label: string, align?: 'right') => (
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
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <SelectPageCheckbox
                  rows={rows}
                  selected={selection.selected}
                  onSelect={selection.onSelect}
                  label={t('list.selectPage')}
                />
              </Table.Th>
            )}
            <PlainHeader label={t('list.columns.number')} />
            {header('client', t('list.columns.client'))}
            {header('dueDate', t('list.columns.dueDate'))}
            {header('daysOverdue', t('list.columns.daysOverdue'))}
            {header('balance', t('list.columns.balance'), 'right')}
            {header('interest', t('list.columns.interest'), 'right')}
            <PlainHeader label={t('list.columns.compensation')} />
            {header('reminders', t('list.columns.reminders'), 'right')}
            <PlainHeader label={t('list.columns.lastAction')} />
            {selection && (
              <Table.Th className={classes.actions}>
                <Text fw={600} size="sm">
                  {t('list.columns.actions')}
                </Text>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined
            ? [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  <Table.Td colSpan={9 + 2 * extra}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  {selection && (
                    <Table.Td>
                      <SelectRowCheckbox
                        row={invoice}
                        selected={selection.selected}
                        onSelect={selection.onSelect}
                        label={t('list.selectRow', { number: invoice.number })}
                      />
                    </Table.Td>
                  )}
                  <Table.Td style={nowrap}>
                    <Anchor component={Link} to={`/apps/invoice/preview/${invoice.id}`} fw={500}>
                      {invoice.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {invoice.client.name}
                      </Text>
                      {invoice.client.companyEmail && (
                        <Text size="xs" c="dimmed">
                          {invoice.client.companyEmail}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td style={nowrap}>{format.date(invoice.dueDate)}</Table.Td>
                  <Table.Td>
                    <DaysOverdueBadge days={invoice.daysOverdue} />
                  </Table.Td>
                  <Table.Td style={nowrap} ta="right">
                    {format.money(invoice.balance, invoice.currency)}
                  </Table.Td>
                  <Table.Td style={nowrap} ta="right">
                    <InterestCell invoice={invoice} />
                  </Table.Td>
                  <Table.Td style={nowrap}>
                    <CompensationCell compensation={invoice.compensation} />
                  </Table.Td>
                  <Table.Td ta="right">{invoice.reminders}</Table.Td>
                  <Table.Td>
                    <LastActionCell action={invoice.lastAction} />
                  </Table.Td>
                  {selection && (
                    <Table.Td className={classes.actions}>
                      <OverdueRowActions invoice={invoice} onAction={selection.onAction} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
        </Table.Tbody>
        {list && list.invoices.length > 0 && sums && sums.length > 0 && (
          <OverdueSums sums={sums} leading={4 + extra} trailing={3 + extra} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
