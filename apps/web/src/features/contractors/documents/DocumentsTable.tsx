import type { ReactNode } from 'react';
import { Anchor, Group, Pagination, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { DOCUMENTS_PER_PAGE } from '../api/document-queries.ts';

export interface DocumentRow {
  id: number;
  number: string;
  href: string;
  /** Shown under the number, e.g. the invoice type when it is not a plain VAT invoice. */
  kind?: string | undefined;
  issuedDate: string;
  dueDate: string;
  gross: Money;
  balance: Money;
  currency: CurrencyCode;
  status: ReactNode;
}

interface DocumentsTableProps {
  label: string;
  /** Undefined while the first page loads. */
  rows: DocumentRow[] | undefined;
  loading: boolean;
  total: number;
  page: number;
  onPage: (page: number) => void;
}

const COLUMNS = 6;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** One page of the contractor's documents, newest first, with the pager under it. */
export function DocumentsTable({ label, rows, loading, total, page, onPage }: DocumentsTableProps) {
  const { t } = useTranslation('contractors');
  const format = useInvoiceFormat();
  const pages = Math.max(1, Math.ceil(total / DOCUMENTS_PER_PAGE));
  const first = total === 0 ? 0 : (page - 1) * DOCUMENTS_PER_PAGE + 1;
  const last = Math.min(total, page * DOCUMENTS_PER_PAGE);
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('page.documents.columns.number')}</Table.Th>
              <Table.Th>{t('page.documents.columns.issuedDate')}</Table.Th>
              <Table.Th>{t('page.documents.columns.dueDate')}</Table.Th>
              <Table.Th ta="right">{t('page.documents.columns.gross')}</Table.Th>
              <Table.Th ta="right">{t('page.documents.columns.balance')}</Table.Th>
              <Table.Th>{t('page.documents.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined
              ? [0, 1, 2].map((row) => (
                  <Table.Tr key={row}>
                    <Table.Td colSpan={COLUMNS}>
                      <Skeleton height={20} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td style={nowrap}>
                      <Anchor component={Link} to={row.href} fw={500}>
                        {row.number}
                      </Anchor>
                      {row.kind && (
                        <Text size="xs" c="dimmed">
                          {row.kind}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={nowrap}>{format.date(row.issuedDate)}</Table.Td>
                    <Table.Td style={nowrap}>{format.date(row.dueDate)}</Table.Td>
                    <Table.Td style={nowrap} ta="right">
                      {format.money(row.gross, row.currency)}
                    </Table.Td>
                    <Table.Td style={nowrap} ta="right">
                      {format.money(row.balance, row.currency)}
                    </Table.Td>
                    <Table.Td>{row.status}</Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('page.documents.showing', { first, last, total })}
          </Text>
          {pages > 1 && (
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={onPage}
              getControlProps={(control) => ({
                'aria-label': t(
                  control === 'next' ? 'page.documents.nextPage' : 'page.documents.previousPage',
                ),
              })}
            />
          )}
        </Group>
      )}
    </>
  );
}
