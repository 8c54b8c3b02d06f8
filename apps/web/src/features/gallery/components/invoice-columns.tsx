import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import type { InvoiceDisplayStatus } from '@saldo/contracts/invoices';
import { CURRENCY_CODES, type CurrencyCode } from '@saldo/domain/currency';
import { toDecimalString } from '@saldo/domain/money';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { useInvoiceFormat } from '../../../lib/format.ts';
import type { GridColumn } from './DataGrid.tsx';

const currencyOf = (code: string): CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(code) ? (code as CurrencyCode) : 'PLN';

/** Where Enter (or a double click) on a grid row leads: the invoice. */
export const invoicePath = (row: GoodTableRow) => `/apps/invoice/preview/${row.id}`;

/** The invoice grids' columns, as the invoice list shows them (its status badge, its formats). */
export function useInvoiceColumns(): GridColumn<GoodTableRow>[] {
  const { t } = useTranslation(['gallery', 'invoices']);
  const format = useInvoiceFormat();
  return [
    {
      key: 'number',
      label: t('gallery:columns.number'),
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={invoicePath(row)} size="sm" tabIndex={-1}>
          {row.number}
        </Anchor>
      ),
      text: (row) => row.number,
    },
    {
      key: 'contractorName',
      label: t('gallery:columns.contractor'),
      sortable: true,
      render: (row) => row.contractorName,
      text: (row) => row.contractorName,
    },
    {
      key: 'contractorNip',
      label: t('gallery:columns.nip'),
      render: (row) => row.contractorNip,
      text: (row) => row.contractorNip,
    },
    {
      key: 'contractorCity',
      label: t('gallery:columns.city'),
      render: (row) => row.contractorCity,
      text: (row) => row.contractorCity,
    },
    {
      key: 'issueDate',
      label: t('gallery:columns.issueDate'),
      sortable: true,
      render: (row) => format.date(row.issueDate),
      text: (row) => row.issueDate,
    },
    {
      key: 'dueDate',
      label: t('gallery:columns.dueDate'),
      sortable: true,
      render: (row) => format.date(row.dueDate),
      text: (row) => row.dueDate,
    },
    {
      key: 'status',
      label: t('gallery:columns.status'),
      sortable: true,
      render: (row) => (
        <InvoiceStatusBadge
          status={row.status as InvoiceDisplayStatus}
          balance={row.balance}
          currency={currencyOf(row.currency)}
          dueDate={row.dueDate}
        />
      ),
      text: (row) => t(`invoices:status.${row.status}`),
    },
    {
      key: 'gross',
      label: t('gallery:columns.gross'),
      align: 'right',
      sortable: true,
      render: (row) => format.money(row.gross, currencyOf(row.currency)),
      text: (row) => `${toDecimalString(row.gross)} ${row.currency}`,
    },
    {
      key: 'balance',
      label: t('gallery:columns.balance'),
      align: 'right',
      sortable: true,
      render: (row) => format.money(row.balance, currencyOf(row.currency)),
      text: (row) => `${toDecimalString(row.balance)} ${row.currency}`,
    },
  ];
}

/** A row's value for the client-side sort. */
export function sortValue(row: GoodTableRow, key: string): string | number {
  const value = (row as unknown as Record<string, string | number>)[key];
  return value ?? '';
}
