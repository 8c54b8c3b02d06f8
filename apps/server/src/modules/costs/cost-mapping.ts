import type { InvoiceClient } from '@saldo/contracts/contractors';
import {
  WHITE_LIST_THRESHOLD_PLN,
  type CostAttachmentDto,
  type CostDetail,
  type CostListItem,
  type CostPaymentDto,
  type CostStatus,
} from '@saldo/contracts/costs';
import { effectiveDeadline } from '@saldo/domain/dates/business-days';
import { daysBetween } from '@saldo/domain/dates/calendar';
import { formatAddress } from '../contractors/contractor-mapping.ts';
import type { CostLineRow, CostRow, SupplierSnapshot } from './costs.table.ts';

export function supplierClient(contractorId: number, supplier: SupplierSnapshot): InvoiceClient {
  return {
    id: contractorId,
    address: formatAddress(supplier),
    company: supplier.name,
    companyEmail: supplier.email,
    country: supplier.country,
    contact: '',
    name: supplier.name,
  };
}

/**
 * 'overdue' depends on today, so it is never stored: a booked document with something left to pay
 * whose deadline (moved past weekends and holidays, art. 115 KC) has passed.
 */
export function costDisplayStatus(
  row: Pick<CostRow, 'status' | 'balance' | 'dueDate'>,
  today: string,
): { status: CostStatus; daysOverdue: number } {
  const open = row.status === 'unpaid' || row.status === 'partially_paid';
  if (!open || row.balance <= 0) return { status: row.status, daysOverdue: 0 };
  const deadline = effectiveDeadline(row.dueDate);
  if (deadline >= today) return { status: row.status, daysOverdue: 0 };
  return { status: 'overdue', daysOverdue: daysBetween(deadline, today) };
}

/** A transfer of more than 15 000 PLN gross must go to an account on the VAT white list. */
export const whiteListCheckRequired = (row: Pick<CostRow, 'grossPln' | 'paymentMethod'>) =>
  row.paymentMethod === 'transfer' && Math.abs(row.grossPln) > WHITE_LIST_THRESHOLD_PLN;

export function toCostListItem(
  entry: { row: CostRow; categoryName: string | null; attachments: number },
  today: string,
): CostListItem {
  const { row } = entry;
  const { status, daysOverdue } = costDisplayStatus(row, today);
  return {
    id: row.id,
    number: row.number,
    issuedDate: row.issueDate,
    dueDate: row.dueDate,
    bookingPeriod: row.bookingPeriod,
    client: supplierClient(row.contractorId, row.supplier),
    service: row.service,
    total: row.gross,
    currency: row.currency,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
    balance: row.balance,
    avatar: '',
    invoiceStatus: status,
    daysOverdue,
    category:
      row.categoryId !== null && entry.categoryName !== null
        ? { id: row.categoryId, name: entry.categoryName }
        : null,
    ksefNumber: row.ksefNumber,
    attachments: entry.attachments,
    paymentDetails: { paymentMethood: row.paymentMethod },
  };
}

export interface CostDetailParts {
  row: CostRow;
  categoryName: string | null;
  lines: CostLineRow[];
  payments: CostPaymentDto[];
  attachments: CostAttachmentDto[];
  audit: CostDetail['audit'];
  today: string;
}

export function toCostDetail(parts: CostDetailParts): CostDetail {
  const { row, today } = parts;
  const { status, daysOverdue } = costDisplayStatus(row, today);
  return {
    id: row.id,
    status,
    source: row.source,
    contractorId: row.contractorId,
    supplier: row.supplier,
    client: supplierClient(row.contractorId, row.supplier),
    number: row.number,
    ksefNumber: row.ksefNumber,
    issuedDate: row.issueDate,
    receiptDate: row.receiptDate,
    dueDate: row.dueDate,
    bookingPeriod: row.bookingPeriod,
    category:
      row.categoryId !== null && parts.categoryName !== null
        ? { id: row.categoryId, name: parts.categoryName }
        : null,
    currency: row.currency,
    exchangeRate: row.exchangeRate,
    entryMode: row.entryMode,
    lines: parts.lines.map((line) => ({
      position: line.position,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      net: line.net,
      vat: line.vat,
      gross: line.gross,
    })),
    byRate: row.byRate,
    totals: { net: row.net, vat: row.vat, gross: row.gross },
    totalsPln: { net: row.netPln, vat: row.vatPln, gross: row.grossPln },
    vatDeduction: row.vatDeduction,
    deductionBasis: row.deductionBasis,
    vatPeriod: row.vatPeriod,
    deductibleVatPln: row.deductibleVatPln,
    paymentMethod: row.paymentMethod,
    bankAccount: row.bankAccount,
    splitPayment: row.splitPayment,
    whiteListCheckRequired: whiteListCheckRequired(row),
    notes: row.notes,
    paid: row.paid,
    balance: row.balance,
    daysOverdue,
    payments: parts.payments,
    attachments: parts.attachments,
    audit: parts.audit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
