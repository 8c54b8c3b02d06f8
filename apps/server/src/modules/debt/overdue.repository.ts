// The overdue invoices of a scope, as light rows: what the list needs to count interest, filter,
// sort and sum in the service. Interest depends on each invoice's own days and rates, so it cannot be
// summed or sorted in SQL without repeating the domain there; the overdue set is what is late today
// (a fraction of the ledger), and these rows carry only the columns the figures need.
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import type { Db } from '../../db/client.ts';
import { invoiceSearchWhere } from '../invoices/invoices.repository.ts';
import type { CallerScope } from '../../lib/caller.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';

export interface OverdueFilter {
  q?: string | undefined;
  contractorId?: number | undefined;
  /** Due dates up to this one are past their deadline today (listBounds). */
  latestDueDate: IsoDate;
  /** A band: due dates after this one are not in it (agingBoundaries of the next band). */
  earliestDueDate?: IsoDate | undefined;
  minBalance?: number | undefined;
  maxBalance?: number | undefined;
  /** Only these invoices (bulk actions re-check what they were given). */
  ids?: readonly number[] | undefined;
  /** Also invoices paid in full after their deadline (their late-payment interest may be owed). */
  paidLate?: boolean | undefined;
}

/**
 * Overdue: issued and not paid or cancelled, a positive balance, the deadline passed. Proformas are
 * offers, not debts: one past its date is 'expired' in the invoice list, never chased.
 */
export function overdueWhere(scope: CallerScope, filter: OverdueFilter): SQL {
  const open = and(notInArray(invoices.status, ['paid', 'cancelled']), gt(invoices.balance, 0)) as SQL;
  // Paid in full with a payment dated after the due date: the service keeps those whose late parts
  // owe interest (the deadline may move past a weekend, which only the domain knows).
  const paidLate = and(
    eq(invoices.status, 'paid'),
    sql`exists (select 1 from invoice_payments ip
      where ip.invoice_id = "invoices"."id" and ip.date > "invoices"."due_date" and ip.amount > 0)`,
  ) as SQL;
  const conditions: SQL[] = [
    eq(invoices.organizationId, scope.organizationId),
    filter.paidLate ? (or(open, paidLate) as SQL) : open,
    ne(invoices.type, 'proforma'),
    lte(invoices.dueDate, filter.latestDueDate),
  ];
  if (scope.contractorId !== undefined) conditions.push(eq(invoices.contractorId, scope.contractorId));
  if (filter.contractorId !== undefined) conditions.push(eq(invoices.contractorId, filter.contractorId));
  if (filter.earliestDueDate !== undefined) conditions.push(gt(invoices.dueDate, filter.earliestDueDate));
  if (filter.minBalance !== undefined) conditions.push(gte(invoices.balance, filter.minBalance));
  if (filter.maxBalance !== undefined) conditions.push(lte(invoices.balance, filter.maxBalance));
  if (filter.ids !== undefined) conditions.push(sql`${invoices.id} in ${filter.ids}`);
  const search = invoiceSearchWhere(filter.q);
  if (search) conditions.push(search);
  return and(...conditions) as SQL;
}

/** The buyer's business-or-consumer choice on its contractor card (null: from the NIP). */
const contractorDebtorKind = sql<'business' | 'consumer' | null>`(select c.debtor_kind from contractors c
  where c.id = "invoices"."contractor_id")`;

/**
 * Reminders that reached the buyer, as the list counts them. Written with explicit table names: in a
 * one-table select Drizzle leaves columns unqualified, and `invoice_id = id` would then compare
 * debt_history with itself.
 */
const remindersSent = sql<number>`(select count(*) from debt_history dh
  where dh.invoice_id = "invoices"."id"
    and dh.action in ('reminder_email', 'reminder_sms') and dh.delivered)::int`;

/** The orders a page can be read in from SQL: the list's sorts that need no interest figure. */
export type OverduePageSort = 'daysOverdue' | 'dueDate' | 'client' | 'balance';

const pageOrder = (sort: OverduePageSort, descending: boolean): SQL[] => {
  const direction = descending ? desc : asc;
  // Days overdue grow as the due date goes back; the id breaks ties in the list's own direction.
  if (sort === 'daysOverdue') return [(descending ? asc : desc)(invoices.dueDate), direction(invoices.id)];
  const column = {
    dueDate: invoices.dueDate,
    client: sql`lower(${invoices.buyerName})`,
    balance: invoices.balance,
  }[sort];
  return [direction(column), direction(invoices.id)];
};

/**
 * One page of the overdue invoices in SQL order (decision 0014): the figures are then counted for
 * these rows only, not for the whole overdue set.
 */
export async function listOverduePage(
  db: Db,
  scope: CallerScope,
  filter: OverdueFilter,
  page: { sort: OverduePageSort; descending: boolean; limit: number; offset: number },
) {
  if (filter.ids?.length === 0) return [];
  const rows = await overdueSelect(db)
    .where(overdueWhere(scope, filter))
    .orderBy(...pageOrder(page.sort, page.descending))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, reminders: Number(row.reminders) }));
}

export async function listOverdueRows(db: Db, scope: CallerScope, filter: OverdueFilter) {
  if (filter.ids?.length === 0) return [];
  const rows = await overdueSelect(db).where(overdueWhere(scope, filter));
  return rows.map((row) => ({ ...row, reminders: Number(row.reminders) }));
}

function overdueSelect(db: Db) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      contractorId: invoices.contractorId,
      buyer: invoices.buyer,
      currency: invoices.currency,
      gross: invoices.gross,
      grossPln: invoices.grossPln,
      toPay: invoices.toPay,
      balance: invoices.balance,
      buyerNip: invoices.buyerNip,
      debtorKind: contractorDebtorKind,
      reminders: remindersSent,
    })
    .from(invoices);
}
export type OverdueRow = Awaited<ReturnType<typeof listOverdueRows>>[number];

/** The payments of these invoices with their dates, oldest first (interest on the late ones). */
export async function paymentsOf(db: Db, invoiceIds: readonly number[]) {
  const byInvoice = new Map<number, { amount: number; date: IsoDate }[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: invoicePayments.invoiceId,
      amount: invoicePayments.amount,
      date: invoicePayments.date,
    })
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
  for (const row of rows) {
    const list = byInvoice.get(row.invoiceId) ?? [];
    list.push({ amount: row.amount, date: row.date });
    byInvoice.set(row.invoiceId, list);
  }
  return byInvoice;
}
