// The sales register the month-end ZIP carries beside the PDFs: one row per invoice, in the columns an
// accountant books from. Amounts stay integer grosze here and become złoty in lib/table-file.ts.
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import type { TableCell, TableColumn, TableFile } from '../../lib/table-file.ts';

const columns = [
  ['number', false],
  ['type', false],
  ['status', false],
  ['issueDate', false],
  ['saleDate', false],
  ['dueDate', false],
  ['buyer', false],
  ['buyerNip', false],
  ['currency', false],
  ['net', true],
  ['vat', true],
  ['gross', true],
  ['netPln', true],
  ['vatPln', true],
  ['grossPln', true],
  ['paid', true],
  ['balance', true],
  ['ksefNumber', false],
] as const;

export type RegisterRow = TableCell[];

export function registerRow(invoice: InvoiceDetail, ksefNumber: string | null): RegisterRow {
  const pln = invoice.totalsPln ?? (invoice.currency === 'PLN' ? invoice.totals : null);
  return [
    invoice.number,
    invoice.type,
    invoice.status,
    invoice.issuedDate,
    invoice.saleDate,
    invoice.dueDate,
    invoice.buyer.name,
    invoice.buyer.nip,
    invoice.currency,
    invoice.totals.net,
    invoice.totals.vat,
    invoice.totals.gross,
    pln?.net ?? null,
    pln?.vat ?? null,
    pln?.gross ?? null,
    invoice.paid,
    invoice.balance,
    ksefNumber ?? '',
  ];
}

export function registerTable(format: TableFile['format'], rows: RegisterRow[]): TableFile {
  const tableColumns: TableColumn[] = columns.map(([header, money]) => ({ header, money }));
  return { format, sheetName: 'Rejestr sprzedaży', columns: tableColumns, rows };
}
