// What every collection step needs to know about one invoice: the row, whom to write to, in which
// language, and the seller's account to pay to. Loaded once per step.
import type { Locale } from '@saldo/domain/currency';
import type { LatePayment } from '@saldo/domain/late-payment/interest';
import { defaultDebtorKind, type DebtorKind, type RateTable } from '@saldo/domain/late-payment/overdue-claim';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findContractor } from '../../contractors/contractors.repository.ts';
import { bankNameOf } from '../../invoices/bank-name.ts';
import { findInvoice } from '../../invoices/invoices.repository.ts';
import { invoiceNotFound } from '../../invoices/invoices.service.ts';
import type { InvoiceRow } from '../../invoices/invoices.table.ts';
import type { DebtMessageInvoice, DebtMessageSeller } from '../debt-messages.ts';
import { paymentsOf } from '../overdue.repository.ts';
import { rateTableOf } from '../reference-rates.repository.ts';

export interface DebtInvoice {
  row: InvoiceRow;
  /** The contractor's current e-mail, else the one on the invoice; '' for none. */
  email: string;
  phone: string;
  /** The invoice's printing language decides the language of what the buyer gets. */
  language: Locale;
  message: DebtMessageInvoice;
  seller: DebtMessageSeller;
  /** The contractor card's choice, else what the invoice's NIP says: which interest, whether compensation. */
  debtor: DebtorKind;
  /** Its payments with their dates: the late ones owe interest too. */
  payments: LatePayment[];
  /** The organization's reference rates over the shipped table. */
  rates: RateTable;
}

/** Something is still owed on it: issued, not paid or cancelled, not a proforma, balance above zero. */
export function owesMoney(row: Pick<InvoiceRow, 'status' | 'type' | 'balance'>): boolean {
  return row.status !== 'paid' && row.status !== 'cancelled' && row.type !== 'proforma' && row.balance > 0;
}

/**
 * The seller as reminders and the demand letter name it: the account to pay to and its bank's name
 * (bankNameOf), never the account's label from the settings, which names no bank.
 */
export function sellerOf(row: Pick<InvoiceRow, 'seller' | 'bank'>): DebtMessageSeller {
  return {
    name: row.seller.name,
    bankAccount: row.bank?.iban ?? '',
    bankName: row.bank ? bankNameOf(row.bank) : '',
  };
}

export async function loadDebtInvoice(db: Db, organizationId: number, id: number): Promise<DebtInvoice> {
  const row = await findInvoice(db, { organizationId }, id);
  if (!row) throw invoiceNotFound();
  if (!owesMoney(row)) throw new AppError(409, 'debt.nothingOwed', { params: { number: row.number } });
  const [contractor, payments, rates] = await Promise.all([
    findContractor(db, organizationId, row.contractorId),
    paymentsOf(db, [row.id]),
    rateTableOf(db, organizationId),
  ]);
  return {
    row,
    email: (contractor?.email || row.buyer.email).trim(),
    phone: (contractor?.phone || row.buyer.phone).trim(),
    language: row.language === 'english' ? 'en' : 'pl',
    message: {
      number: row.number,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      currency: row.currency,
      amountDue: row.balance,
    },
    seller: sellerOf(row),
    debtor: contractor?.debtorKind ?? defaultDebtorKind(row.buyer.nip),
    payments: payments.get(row.id) ?? [],
    rates,
  };
}
