import type { InvoiceClient } from '@saldo/contracts/contractors';
import type {
  AuditEntry,
  InvoiceDetail,
  InvoiceDisplayStatus,
  InvoiceLineDto,
  InvoiceListItem,
  InvoiceParty,
  PaymentDto,
} from '@saldo/contracts/invoices';
import { deriveInvoiceStatus } from '@saldo/domain/invoice-status';
import { amountInWords } from '@saldo/domain/words/amount-in-words';
import { formatAddress } from '../contractors/contractor-mapping.ts';
import type { InvoiceLineRow, InvoiceRow } from './invoices.table.ts';

export function clientOf(contractorId: number, buyer: InvoiceParty): InvoiceClient {
  return {
    id: contractorId,
    address: formatAddress(buyer),
    company: buyer.name,
    companyEmail: buyer.email,
    country: buyer.country,
    contact: buyer.phone,
    name: buyer.name,
  };
}

type StatusRow = Pick<
  InvoiceRow,
  'status' | 'type' | 'toPay' | 'paid' | 'dueDate' | 'convertedToId' | 'sentAt'
>;

/** What the list and the detail show; 'overdue' and 'expired' depend on today, so they are never stored. */
export function displayStatus(
  row: StatusRow,
  today: string,
): { status: InvoiceDisplayStatus; balance: number; daysOverdue: number } {
  // Payments are summed in the row (paid); one synthetic payment gives the domain the same answer.
  const payments = row.paid === 0 ? [] : [{ amount: row.paid, date: today }];
  const derived = deriveInvoiceStatus({
    stored: row.status,
    grossTotal: row.toPay,
    payments,
    dueDate: row.dueDate,
    today,
  });
  // A proforma is an offer, not a debt: past its date and never converted it expires instead.
  if (row.type === 'proforma' && derived.status === 'overdue' && row.convertedToId === null)
    return { status: 'expired', balance: derived.balance, daysOverdue: 0 };
  return { status: derived.status, balance: derived.balance, daysOverdue: derived.daysOverdue };
}

/** Editable until sent, paid (even partly), cancelled or converted; after that only a correction. */
export function isEditable(row: Pick<InvoiceRow, 'status' | 'sentAt' | 'paid' | 'convertedToId'>): boolean {
  return row.status === 'issued' && row.sentAt === null && row.paid === 0 && row.convertedToId === null;
}

export function toListItem(row: InvoiceRow, today: string): InvoiceListItem {
  const { status, balance, daysOverdue } = displayStatus(row, today);
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    issuedDate: row.issueDate,
    dueDate: row.dueDate,
    client: clientOf(row.contractorId, row.buyer),
    service: row.service,
    total: row.gross,
    currency: row.currency,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
    balance,
    avatar: '',
    invoiceStatus: status,
    daysOverdue,
    paymentDetails: { paymentMethood: row.paymentMethod },
    editable: isEditable(row),
  };
}

export function toLineDto(row: InvoiceLineRow): InvoiceLineDto {
  return {
    position: row.position,
    name: row.name,
    classification: row.classification,
    gtu: (row.gtu as InvoiceLineDto['gtu']) ?? null,
    quantity: row.quantity,
    unit: row.unit,
    unitPrice: row.unitPrice,
    discountPercent: row.discountPercent,
    vatRate: row.vatRate,
    annex15: row.annex15,
    purchasePrice: row.purchasePrice,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
  };
}

export interface DetailParts {
  row: InvoiceRow;
  lines: InvoiceLineRow[];
  payments: PaymentDto[];
  audit: AuditEntry[];
  correctedInvoice: InvoiceDetail['correctedInvoice'];
  advanceInvoices: InvoiceDetail['advanceInvoices'];
  convertedTo: InvoiceDetail['convertedTo'];
  today: string;
  /**
   * The day the company is obliged to use KSeF from (null: not obliged), this invoice's KSeF number,
   * and whether it was issued in offline mode.
   */
  ksef: { obligedFrom: string | null; ksefNumber: string | null; offline: boolean };
}

/**
 * Art. 106ga: once the company is obliged, an invoice exists when KSeF numbers it, or when it is issued
 * in offline mode (art. 106nda, with the offline codes); until then what is printed is a preview. A
 * proforma is no invoice and never goes to KSeF.
 */
export const isKsefPreview = (row: Pick<InvoiceRow, 'type' | 'issueDate'>, ksef: DetailParts['ksef']) =>
  row.type !== 'proforma' &&
  ksef.obligedFrom !== null &&
  ksef.obligedFrom <= row.issueDate &&
  ksef.ksefNumber === null &&
  !ksef.offline;

export function toDetail(parts: DetailParts): InvoiceDetail {
  const { row, lines, today } = parts;
  const { status, balance, daysOverdue } = displayStatus(row, today);
  const language = row.language === 'english' ? 'en' : 'pl';
  const totalsPln =
    row.netPln === null || row.vatPln === null || row.grossPln === null
      ? null
      : { net: row.netPln, vat: row.vatPln, gross: row.grossPln };
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status,
    editable: isEditable(row),
    contractorId: row.contractorId,
    issuedDate: row.issueDate,
    saleDate: row.saleDate,
    dueDate: row.dueDate,
    placeOfIssue: row.placeOfIssue,
    paymentTerm: row.paymentTerm,
    paymentTermDays: row.paymentTermDays,
    paymentMethod: row.paymentMethod,
    bankAccountId: row.bankAccountId,
    currency: row.currency,
    exchangeRate: row.exchangeRate,
    exchangeRateTable: row.exchangeRateTable,
    exchangeRateDate: row.exchangeRateDate,
    language: row.language,
    repeat: row.repeat,
    priceMode: row.priceMode,
    notes: row.notes,
    marginScheme: row.marginScheme,
    correctedInvoice: parts.correctedInvoice,
    correctionReason: row.correctionReason,
    linesBefore: lines.filter((l) => l.side === 'before').map(toLineDto),
    advanceInvoices: parts.advanceInvoices,
    orderValue: row.orderValue,
    orderLines: row.orderLines,
    convertedTo: parts.convertedTo,
    seller: { ...row.seller, cashMethod: row.seller.cashMethod === true },
    buyer: { ...row.buyer, recipientUnit: row.buyer.recipientUnit ?? null },
    client: clientOf(row.contractorId, row.buyer),
    lines: lines.filter((l) => l.side === 'after').map(toLineDto),
    byRate: row.byRate,
    totals: { net: row.net, vat: row.vat, gross: row.gross },
    totalsPln,
    advancesDeducted: row.advancesDeducted,
    toPay: row.toPay,
    amountInWords: amountInWords(Math.abs(row.toPay), { language, currency: row.currency }),
    splitPayment: row.splitPayment,
    ksefPreview: isKsefPreview(row, parts.ksef),
    paid: row.paid,
    balance,
    daysOverdue,
    sentAt: row.sentAt?.toISOString() ?? null,
    payments: parts.payments,
    audit: parts.audit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
