// The figures of the analytics and e-commerce dashboards and of the template's cards, grouped in SQL.
// Sales amounts are PLN at each invoice's own rate (plnAtOwnRate); costs carry their PLN columns.
import {
  and,
  asc,
  between,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  lte,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { OrderStatus } from '@saldo/contracts/order-status';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import type { Db } from '../../db/client.ts';
import type { CallerScope } from '../../lib/caller.ts';
import { refreshTokens } from '../auth/tokens.table.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { costPayments, costs } from '../costs/costs.table.ts';
import { debtHistory } from '../debt/debt.table.ts';
import { plnAtOwnRate } from '../debt/reports/receivables.repository.ts';
import { invoiceLines, invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { shopOrders, shopProducts } from '../shop/shop.table.ts';
import { countedCosts, countedInvoices } from './dashboard.repository.ts';

const issueMonth = sql<string>`to_char(${invoices.issueDate}, 'YYYY-MM')`;
/** What an invoice adds to sales: a final invoice only what its advances left (receivables report). */
const salesPln = () => plnAtOwnRate(invoices.toPay, invoices.gross, invoices.grossPln);
const balancePln = () => plnAtOwnRate(invoices.balance, invoices.gross, invoices.grossPln);

export interface InvoiceMonth {
  invoices: number;
  gross: number;
  net: number;
  sent: number;
}

/** Per issue month ('YYYY-MM'): invoices, their sales and net in PLN, and how many were e-mailed. */
export async function invoiceMonths(db: Db, organizationId: number, from: IsoDate, to: IsoDate) {
  const rows = await db
    .select({
      month: issueMonth,
      invoices: count(),
      gross: sql<string>`coalesce(sum(${salesPln()}), 0)`,
      net: sql<string>`coalesce(sum(${plnAtOwnRate(invoices.net, invoices.gross, invoices.grossPln)}), 0)`,
      sent: sql<string>`count(*) filter (where ${invoices.sentAt} is not null)`,
    })
    .from(invoices)
    .where(and(countedInvoices(organizationId), between(invoices.issueDate, from, to)))
    .groupBy(issueMonth);
  return new Map<string, InvoiceMonth>(
    rows.map((row) => [
      row.month,
      {
        invoices: Number(row.invoices),
        gross: Number(row.gross),
        net: Number(row.net),
        sent: Number(row.sent),
      },
    ]),
  );
}

/** Cost gross in PLN per booking period ('YYYY-MM') from `fromMonth` to `toMonth`. */
export async function costMonths(db: Db, organizationId: number, fromMonth: string, toMonth: string) {
  const rows = await db
    .select({ month: costs.bookingPeriod, gross: sql<string>`coalesce(sum(${costs.grossPln}), 0)` })
    .from(costs)
    .where(and(countedCosts(organizationId), between(costs.bookingPeriod, fromMonth, toMonth)))
    .groupBy(costs.bookingPeriod);
  return new Map(rows.map((row) => [row.month, Number(row.gross)]));
}

/**
 * Contractors by sales issued from `from` to `to`, largest first: their invoices, sales and today's
 * open balance (all their invoices), in PLN.
 */
export async function topClients(db: Db, organizationId: number, from: IsoDate, to: IsoDate, limit: number) {
  const inPeriod = sql`${invoices.issueDate} between ${from} and ${to}`;
  const revenue = sql<string>`coalesce(sum(${salesPln()}) filter (where ${inPeriod}), 0)`;
  const rows = await db
    .select({
      contractorId: contractors.id,
      name: contractors.name,
      nip: contractors.nip,
      invoices: sql<string>`count(*) filter (where ${inPeriod})`,
      revenue,
      balance: sql<string>`coalesce(sum(${balancePln()}), 0)`,
    })
    .from(invoices)
    .innerJoin(contractors, eq(contractors.id, invoices.contractorId))
    .where(countedInvoices(organizationId))
    .groupBy(contractors.id, contractors.name, contractors.nip)
    .having(sql`count(*) filter (where ${inPeriod}) > 0`)
    .orderBy(desc(revenue), asc(contractors.name), asc(contractors.id))
    .limit(limit);
  return rows.map((row) => ({
    contractorId: row.contractorId,
    name: row.name,
    nip: row.nip ?? '',
    invoices: Number(row.invoices),
    revenue: Number(row.revenue),
    balance: Number(row.balance),
  }));
}

/**
 * Sales by product: by catalogue product where a line was sold as one, else by the line's name. Lines of VAT, margin
 * and final invoices (a final invoice lists the whole order); advances and corrections are left out,
 * since an advance's lines repeat the order and a correction's restate the corrected invoice.
 */
export async function productSales(
  db: Db,
  organizationId: number,
  from: IsoDate,
  to: IsoDate,
  limit: number,
) {
  // A line's product: the shop order that issued the invoice knows it exactly (its lines are the
  // invoice's, in the same order; positions start at 1); otherwise a catalogue product of the line's
  // name, since the invoice form's picker copies the product's name. Neither: the line's name alone.
  const productId = sql<number | null>`coalesce(
    (select (o.lines -> (${invoiceLines.position} - 1) ->> 'productId')::int from ${shopOrders} o
      where o.invoice_id = ${invoices.id} and o.organization_id = ${organizationId} limit 1),
    (select p.id from ${shopProducts} p where p.organization_id = ${organizationId} and p.name = ${invoiceLines.name}
      order by p.archived_at nulls first, p.id limit 1))`;
  const lines = db.$with('product_lines').as(
    db
      .select({
        productId: productId.as('product_id'),
        name: sql<string>`${invoiceLines.name}`.as('line_name'),
        net: sql<number>`${plnAtOwnRate(invoiceLines.net, invoices.gross, invoices.grossPln)}`.as('net_pln'),
        gross: sql<number>`${plnAtOwnRate(invoiceLines.gross, invoices.gross, invoices.grossPln)}`.as(
          'gross_pln',
        ),
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          countedInvoices(organizationId),
          inArray(invoices.type, ['vat', 'vatMargin', 'final']),
          eq(invoiceLines.side, 'after'),
          between(invoices.issueDate, from, to),
        ),
      ),
  );
  const net = sql<string>`coalesce(sum(${lines.net}), 0)`;
  const name = sql<string>`coalesce(${shopProducts.name}, ${lines.name})`;
  const rows = await db
    .with(lines)
    .select({
      productId: lines.productId,
      name,
      lines: count(),
      net,
      gross: sql<string>`coalesce(sum(${lines.gross}), 0)`,
    })
    .from(lines)
    .leftJoin(shopProducts, eq(shopProducts.id, lines.productId))
    .groupBy(lines.productId, name)
    .orderBy(desc(net), asc(name))
    .limit(limit);
  return rows.map((row) => ({
    productId: row.productId === null ? null : Number(row.productId),
    name: row.name,
    lines: Number(row.lines),
    net: Number(row.net),
    gross: Number(row.gross),
  }));
}

/** What the e-commerce dashboard lists of an order. */
export interface DashboardOrder {
  id: number;
  createdAt: Date;
  contractorId: number;
  contractorName: string;
  status: OrderStatus;
  gross: number;
  currency: string;
}

/** The scope's latest orders (a client's own contractor's only), newest first. */
export async function recentOrders(db: Db, scope: CallerScope, limit: number): Promise<DashboardOrder[]> {
  return db
    .select({
      id: shopOrders.id,
      createdAt: shopOrders.createdAt,
      contractorId: shopOrders.contractorId,
      contractorName: contractors.name,
      status: shopOrders.status,
      gross: shopOrders.gross,
      currency: shopOrders.currency,
    })
    .from(shopOrders)
    .innerJoin(contractors, eq(contractors.id, shopOrders.contractorId))
    .where(ordersOfScope(scope))
    .orderBy(desc(shopOrders.id))
    .limit(limit);
}

const ordersOfScope = (scope: CallerScope) =>
  and(
    eq(shopOrders.organizationId, scope.organizationId),
    scope.contractorId === undefined ? undefined : eq(shopOrders.contractorId, scope.contractorId),
  );

/** How many of the scope's orders are in each status (statuses without orders are absent). */
export async function ordersByStatus(db: Db, scope: CallerScope): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .select({ status: shopOrders.status, count: count() })
    .from(shopOrders)
    .where(ordersOfScope(scope))
    .groupBy(shopOrders.status);
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** The scope's orders placed between two days (Polish time), cancelled ones left out: count and gross. */
export async function ordersPlaced(db: Db, scope: CallerScope, from: IsoDate, to: IsoDate) {
  const [row] = await db
    .select({ count: count(), gross: sql<string>`coalesce(sum(${shopOrders.gross}), 0)` })
    .from(shopOrders)
    .where(
      and(
        ordersOfScope(scope),
        sql`${shopOrders.status} <> 'cancelled'`,
        between(sql`(${shopOrders.createdAt} at time zone 'Europe/Warsaw')::date`, from, to),
      ),
    );
  return { count: Number(row?.count ?? 0), gross: Number(row?.gross ?? 0) };
}

export interface TransactionRow {
  kind: 'in' | 'out';
  date: string;
  documentId: number;
  number: string;
  name: string;
  amount: number;
  currency: string;
  amountPln: number;
  id: number;
}

/** The latest `limit` payments up to `to`: received on sales invoices and paid on costs, newest first. */
export async function recentPayments(db: Db, organizationId: number, to: IsoDate, limit: number) {
  const day = (column: SQLWrapper) => sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
  const [received, paid] = await Promise.all([
    db
      .select({
        id: invoicePayments.id,
        date: day(invoicePayments.date),
        documentId: invoices.id,
        number: invoices.number,
        name: invoices.buyerName,
        amount: invoicePayments.amount,
        currency: invoices.currency,
        amountPln: plnAtOwnRate(invoicePayments.amount, invoices.gross, invoices.grossPln),
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(countedInvoices(organizationId), lte(invoicePayments.date, to)))
      .orderBy(desc(invoicePayments.date), desc(invoicePayments.id))
      .limit(limit),
    db
      .select({
        id: costPayments.id,
        date: day(costPayments.date),
        documentId: costs.id,
        number: costs.number,
        name: costs.supplierName,
        amount: costPayments.amount,
        currency: costs.currency,
        amountPln: plnAtOwnRate(costPayments.amount, costs.gross, costs.grossPln),
      })
      .from(costPayments)
      .innerJoin(costs, eq(costs.id, costPayments.costId))
      .where(and(countedCosts(organizationId), lte(costPayments.date, to)))
      .orderBy(desc(costPayments.date), desc(costPayments.id))
      .limit(limit),
  ]);
  const all: TransactionRow[] = [
    ...received.map((row) => ({ kind: 'in' as const, ...row, amountPln: Number(row.amountPln) })),
    ...paid.map((row) => ({ kind: 'out' as const, ...row, amountPln: Number(row.amountPln) })),
  ];
  return all
    .sort(
      (a, b) => b.date.localeCompare(a.date) || (a.kind === b.kind ? b.id - a.id : a.kind === 'in' ? -1 : 1),
    )
    .slice(0, limit);
}

/**
 * Contractors with an invoice issued from `from` to `to` ("active"), and of them those whose first
 * invoice ever falls in that span ("new"); the rest are returning customers. `all` counts every
 * contractor of the organization.
 */
export async function contractorActivity(db: Db, organizationId: number, from: IsoDate, to: IsoDate) {
  const firsts = db
    .select({
      contractorId: invoices.contractorId,
      first: sql<string>`min(${invoices.issueDate})`.as('first_issue'),
      inPeriod: sql<number>`count(*) filter (where ${invoices.issueDate} between ${from} and ${to})`.as(
        'in_period',
      ),
    })
    .from(invoices)
    .where(and(countedInvoices(organizationId), lte(invoices.issueDate, to)))
    .groupBy(invoices.contractorId)
    .as('firsts');
  const [activity, total] = await Promise.all([
    db
      .select({
        active: sql<string>`count(*) filter (where ${firsts.inPeriod} > 0)`,
        fresh: sql<string>`count(*) filter (where ${firsts.inPeriod} > 0 and ${firsts.first} >= ${from})`,
      })
      .from(firsts),
    db.select({ all: count() }).from(contractors).where(eq(contractors.organizationId, organizationId)),
  ]);
  const active = Number(activity[0]?.active ?? 0);
  const fresh = Number(activity[0]?.fresh ?? 0);
  return { all: Number(total[0]?.all ?? 0), active, new: fresh, returning: active - fresh };
}

/** Users of the organization who started or renewed a session since `since` (refresh tokens issued). */
export async function activeUsers(db: Db, organizationId: number, since: Date) {
  const [row] = await db
    .select({ users: countDistinct(refreshTokens.userId) })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(and(eq(users.organizationId, organizationId), gte(refreshTokens.createdAt, since)));
  const [all] = await db
    .select({ users: count() })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  return { active: Number(row?.users ?? 0), all: Number(all?.users ?? 0) };
}

/**
 * Invoices issued from `from` to `to` by their state on `date`: paid (nothing left), open (not yet past
 * `overdueDueDate`, the latest due date already late on `date`), overdue; and, of the overdue ones,
 * how many were chased (a reminder, call, demand or other debt action is recorded).
 */
export async function invoiceStates(
  db: Db,
  organizationId: number,
  from: IsoDate,
  to: IsoDate,
  overdueDueDate: IsoDate,
) {
  const overdue = sql`${invoices.balance} > 0 and ${invoices.dueDate} <= ${overdueDueDate}`;
  const chased = sql`exists (select 1 from ${debtHistory} where ${debtHistory.invoiceId} = ${invoices.id})`;
  const [row] = await db
    .select({
      paid: sql<string>`count(*) filter (where ${invoices.balance} <= 0)`,
      open: sql<string>`count(*) filter (where ${invoices.balance} > 0 and ${invoices.dueDate} > ${overdueDueDate})`,
      overdue: sql<string>`count(*) filter (where ${overdue})`,
      chased: sql<string>`count(*) filter (where ${overdue} and ${chased})`,
      gross: sql<string>`coalesce(sum(${salesPln()}), 0)`,
      left: sql<string>`coalesce(sum(${balancePln()}), 0)`,
    })
    .from(invoices)
    .where(and(countedInvoices(organizationId), between(invoices.issueDate, from, to)));
  return {
    paid: Number(row?.paid ?? 0),
    open: Number(row?.open ?? 0),
    overdue: Number(row?.overdue ?? 0),
    chased: Number(row?.chased ?? 0),
    gross: Number(row?.gross ?? 0),
    left: Number(row?.left ?? 0),
  };
}

/** Invoices issued from `from` to `to` per payment method, most used first. */
export async function paymentMethods(db: Db, organizationId: number, from: IsoDate, to: IsoDate) {
  const rows = await db
    .select({ method: invoices.paymentMethod, invoices: count() })
    .from(invoices)
    .where(and(countedInvoices(organizationId), between(invoices.issueDate, from, to)))
    .groupBy(invoices.paymentMethod)
    .orderBy(desc(count()), asc(invoices.paymentMethod));
  return rows.map((row) => ({ method: row.method, invoices: Number(row.invoices) }));
}
