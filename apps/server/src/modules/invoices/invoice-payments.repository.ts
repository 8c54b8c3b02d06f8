import type { Db } from '../../db/client.ts';
import { deleteDocumentPayment } from '../../db/document-history.repository.ts';
import { invoicePayments } from './invoices.table.ts';
import { invoicePaymentsTable } from './invoices.repository.ts';

type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
type NewInvoicePayment = Omit<typeof invoicePayments.$inferInsert, 'id' | 'createdAt'>;

/** The new payment's id. */
export async function insertInvoicePayment(db: Db, payment: NewInvoicePayment): Promise<number> {
  const [inserted] = await db.insert(invoicePayments).values(payment).returning({ id: invoicePayments.id });
  return inserted?.id ?? 0;
}

/** The deleted payment, or undefined when the invoice has no payment of that id. */
export async function deleteInvoicePayment(
  db: Db,
  invoiceId: number,
  paymentId: number,
): Promise<InvoicePaymentRow | undefined> {
  return deleteDocumentPayment(db, invoicePaymentsTable, invoiceId, paymentId);
}
