import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceList, InvoiceListItem, InvoiceSortField } from '@saldo/contracts/invoices';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { InvoiceRowActions } from './InvoiceRowActions.tsx';
import type { InvoicePermissions } from '../api/permissions.ts';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../../components/SelectionCheckbox.tsx';
import { SortableHeader } from '../../../components/SortableHeader.tsx';
import type { SelectionToggle } from '../../../components/use-selection.ts';

interface InvoicesTableProps {
  invoices: InvoiceListItem[] | undefined;
  sums: InvoiceList['sums'];
  loading: boolean;
  sortBy: InvoiceSortField;
  sortDesc: boolean;
  onSort: (field: InvoiceSortField) => void;
  can: InvoicePermissions;
  downloadingId: number | null;
  onDownload: (invoice: InvoiceListItem) => void;
  onDelete: (invoice: InvoiceListItem) => void;
  /** Absent for a user without a bulk action (a client): no ticks. */
  selection?: { selected: ReadonlyMap<number, string>; onSelect: SelectionToggle };
  /** How many placeholder rows stand in for the page while it loads (the page size). */
  loadingRows?: number;
}

const COLUMNS = 8;
/**
 * A placeholder row as tall as a row of invoices (the row-actions button, 28 px, is its tallest
 * part), so the page does not jump when the rows arrive (issue 18: layout shift on a phone).
 */
const ROW_PLACEHOLDER_HEIGHT = 28;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** One page of invoices, with the sums of the whole filtered list per currency underneath. */
export function InvoicesTable(props: InvoicesTableProps) {
  const { invoices, sums, loading, sortBy, sortDesc, onSort, can, downloadingId, onDownload, onDelete } =
    props;
  const { selection } = props;
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const extra = selection ? 1 : 0;
  const header = (field: InvoiceSortField, label: string, align?: 'right') => (
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
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <SelectPageCheckbox
                  rows={invoices}
                  selected={selection.selected}
                  onSelect={selection.onSelect}
                  label={t('list.selectPage')}
                />
              </Table.Th>
            )}
            {header('number', t('list.columns.number'))}
            {header('client', t('list.columns.client'))}
            {header('issuedDate', t('list.columns.issuedDate'))}
            {header('dueDate', t('list.columns.dueDate'))}
            {header('total', t('list.columns.total'), 'right')}
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
          {invoices === undefined
            ? Array.from({ length: props.loadingRows ?? 3 }, (_, row) => (
                <Table.Tr key={row}>
                  <Table.Td colSpan={COLUMNS + extra}>
                    <Skeleton height={ROW_PLACEHOLDER_HEIGHT} />
                  </Table.Td>
                </Table.Tr>
              ))
            : invoices.map((invoice) => (
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
                    {invoice.type !== 'vat' && (
                      <Text size="xs" c="dimmed">
                        {t(`types.${invoice.type}`)}
                      </Text>
                    )}
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
                  <Table.Td style={nowrap}>{format.date(invoice.issuedDate)}</Table.Td>
                  <Table.Td style={nowrap}>{format.date(invoice.dueDate)}</Table.Td>
                  <Table.Td style={nowrap} ta="right">
                    {format.money(invoice.total, invoice.currency)}
                  </Table.Td>
                  <Table.Td style={nowrap} ta="right">
                    {format.money(invoice.balance, invoice.currency)}
                  </Table.Td>
                  <Table.Td>
                    <InvoiceStatusBadge
                      status={invoice.invoiceStatus}
                      balance={invoice.balance}
                      currency={invoice.currency}
                      dueDate={invoice.dueDate}
                      daysOverdue={invoice.daysOverdue}
                    />
                  </Table.Td>
                  <Table.Td>
                    <InvoiceRowActions
                      invoice={invoice}
                      can={can}
                      downloading={downloadingId === invoice.id}
                      onDownload={onDownload}
                      onDelete={onDelete}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
        {sums.length > 0 && (
          <Table.Tfoot>
            {sums.map((sum) => (
              <Table.Tr key={sum.currency} data-testid={`sums-${sum.currency}`}>
                <Table.Th colSpan={4 + extra} scope="row">
                  <Text size="sm" fw={600}>
                    {t('list.sums.label', { currency: sum.currency })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('list.sums.netVat', {
                      net: format.money(sum.net, sum.currency),
                      vat: format.money(sum.vat, sum.currency),
                    })}
                  </Text>
                </Table.Th>
                <Table.Td style={nowrap} ta="right" fw={600} aria-label={t('list.sums.gross')}>
                  {format.money(sum.gross, sum.currency)}
                </Table.Td>
                <Table.Td style={nowrap} ta="right" fw={600} aria-label={t('list.sums.balance')}>
                  {format.money(sum.balance, sum.currency)}
                </Table.Td>
                <Table.Td colSpan={2} />
              </Table.Tr>
            ))}
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
