// A contractor's account with the company: its open invoices on a day and its payments. The balance on
// a day is what was left to pay then (to pay less the payments dated up to it) of the invoices issued by
// then, so a confirmation as of 31 December reads the same after January's payments are booked.
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import type { Db } from '../../db/client.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { plnAtOwnRate } from '../debt/reports/receivables.repository.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';

const counted = (organizationId: number) =>
  and(
    eq(invoices.organizationId, organizationId),
    ne(invoices.status, 'cancelled'),
    ne(invoices.type, 'proforma'),
  );

export interface OpenDocument {
  invoiceId: number;
  number: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  currency: string;
  gross: number;
  balance: number;
  balancePln: number;
}

/** The contractor's invoices with a non-zero balance on `date`, oldest due first. */
export async function openDocumentsOn(
  db: Db,
  organizationId: number,
  contractorId: number,
  date: IsoDate,
): Promise<OpenDocument[]> {
  const paidByDate = sql`(select coalesce(sum(${invoicePayments.amount}), 0) from ${invoicePayments}
    where ${invoicePayments.invoiceId} = ${invoices.id} and ${invoicePayments.date} <= ${date})`;
  const balance = sql<string>`${invoices.toPay} - ${paidByDate}`;
  const rows = await db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      issueDate: sql<string>`to_char(${invoices.issueDate}, 'YYYY-MM-DD')`,
      dueDate: sql<string>`to_char(${invoices.dueDate}, 'YYYY-MM-DD')`,
      currency: invoices.currency,
      gross: invoices.gross,
      balance,
      balancePln: plnAtOwnRate(balance, invoices.gross, invoices.grossPln),
    })
    .from(invoices)
    .where(
      and(
        counted(organizationId),
        eq(invoices.contractorId, contractorId),
        lte(invoices.issueDate, date),
        sql`${balance} <> 0`,
      ),
    )
    .orderBy(invoices.dueDate, invoices.id);
  return rows.map((row) => ({
    ...row,
    gross: Number(row.gross),
    balance: Number(row.balance),
    balancePln: Number(row.balancePln),
  }));
}

/** Contractors with a non-zero open balance on `date` (for issuing confirmations to all of them). */
export async function contractorsWithOpenBalance(db: Db, organizationId: number, date: IsoDate) {
  const paidByDate = sql`(select coalesce(sum(${invoicePayments.amount}), 0) from ${invoicePayments}
    where ${invoicePayments.invoiceId} = ${invoices.id} and ${invoicePayments.date} <= ${date})`;
  const rows = await db
    .selectDistinct({ contractorId: invoices.contractorId })
    .from(invoices)
    .where(
      and(
        counted(organizationId),
        lte(invoices.issueDate, date),
        sql`${invoices.toPay} - ${paidByDate} <> 0`,
      ),
    )
    .orderBy(invoices.contractorId);
  return rows.map((row) => row.contractorId);
}

export async function findContractor(db: Db, organizationId: number, contractorId: number) {
  const [row] = await db
    .select({
      id: contractors.id,
      name: contractors.name,
      nip: contractors.nip,
      street: contractors.street,
      buildingNumber: contractors.buildingNumber,
      flatNumber: contractors.flatNumber,
      postalCode: contractors.postalCode,
      city: contractors.city,
      country: contractors.country,
    })
    .from(contractors)
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, contractorId)));
  return row ?? null;
}

/** The latest `limit` payments on the contractor's invoices, newest first. */
export async function contractorPayments(
  db: Db,
  organizationId: number,
  contractorId: number,
  limit: number,
) {
  const rows = await db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      date: sql<string>`to_char(${invoicePayments.date}, 'YYYY-MM-DD')`,
      amount: invoicePayments.amount,
      currency: invoices.currency,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(counted(organizationId), eq(invoices.contractorId, contractorId)))
    .orderBy(desc(invoicePayments.date), desc(invoicePayments.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}
