// The receivables report's sums, grouped in SQL so that a large ledger is never loaded row by row.
// Every amount is brought to PLN at its invoice's own rate before it is added (plnAtOwnRate), so
// currencies can be summed. SQL sums come back as strings (numbers on PGlite): Number() here.
import { and, asc, between, desc, eq, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import type { AgingBucket, OverdueBand } from '@saldo/domain/receivables';
import type { Db } from '../../../db/client.ts';
import { contractors } from '../../contractors/contractors.table.ts';
import { invoicePayments, invoices } from '../../invoices/invoices.table.ts';

/**
 * An amount of an invoice in PLN: amount × grossPln ÷ gross, rounded half away from zero — the
 * domain's `balanceInPln`, computed on exact numerics. `round(amount * gross_pln / gross)` would round
 * the division to a limited number of decimals first, which for large amounts can turn x.4999… into
 * x.5; the integer form floor((2|n| + |g|) ÷ 2|g|) cannot. PLN invoices (no PLN gross) and zero-gross
 * documents are taken as they are, as in the domain.
 */
export function plnAtOwnRate(amount: SQLWrapper, gross: SQLWrapper, grossPln: SQLWrapper): SQL<string> {
  const product = sql`(${amount})::numeric * ${grossPln}`;
  const magnitude = sql`div(2 * abs(${product}) + abs(${gross}), 2 * abs(${gross}))`;
  // Negated rather than multiplied by a sign: a product with zero could come back as -0.
  return sql<string>`(case when ${grossPln} is null or ${gross} = 0 then (${amount})::numeric
    when (${product} < 0) <> (${gross} < 0) then -${magnitude} else ${magnitude} end)`;
}

/**
 * What a report counts: the organization's invoices that are not cancelled (they never owed anything)
 * and not proformas (an offer, not a sale) — VAT, margin, advance, final and correction invoices.
 */
function counted(organizationId: number): SQL {
  return and(
    eq(invoices.organizationId, organizationId),
    ne(invoices.status, 'cancelled'),
    ne(invoices.type, 'proforma'),
  ) as SQL;
}

/**
 * What the invoice adds to sales: its gross, except that a final invoice adds only what remains after
 * its advance invoices (`to_pay`), which were counted when they were issued.
 */
const salesPln = () => plnAtOwnRate(invoices.toPay, invoices.gross, invoices.grossPln);

export interface ContractorAging {
  contractorId: number;
  name: string;
  nip: string;
  buckets: Record<AgingBucket, number>;
  total: number;
  /** Overdue invoices (a positive balance past its deadline), their PLN sum and the oldest due date. */
  overdueInvoices: number;
  overdue: number;
  oldestOverdueDueDate: IsoDate | null;
}

/**
 * Open balances on `date` by contractor and aging bucket, in PLN, largest total first. The balance is
 * the one on that day (to pay less the payments dated up to it) of invoices issued by then, so a
 * report for a past day is not changed by later payments; for today it is the invoices' balance.
 * `boundaries` are the latest due dates of each band (domain `agingBoundaries`). A negative balance
 * (a refund we owe on a correction) is never overdue, as in the invoice status: it is 'not_due'.
 */
export async function agingByContractor(
  db: Db,
  organizationId: number,
  date: IsoDate,
  boundaries: Readonly<Record<OverdueBand, IsoDate>>,
): Promise<ContractorAging[]> {
  const paidByDate = sql`(select coalesce(sum(${invoicePayments.amount}), 0) from ${invoicePayments}
    where ${invoicePayments.invoiceId} = ${invoices.id} and ${invoicePayments.date} <= ${date})`;
  const withBalance = db
    .select({
      contractorId: invoices.contractorId,
      dueDate: invoices.dueDate,
      gross: invoices.gross,
      grossPln: invoices.grossPln,
      balance: sql<string>`${invoices.toPay} - ${paidByDate}`.as('balance_on_date'),
    })
    .from(invoices)
    .where(and(counted(organizationId), lte(invoices.issueDate, date)))
    .as('with_balance');
  const open = db
    .select({
      contractorId: withBalance.contractorId,
      dueDate: withBalance.dueDate,
      bucket: sql<AgingBucket>`case
        when ${withBalance.balance} < 0 or ${withBalance.dueDate} > ${boundaries['1_30']} then 'not_due'
        when ${withBalance.dueDate} > ${boundaries['31_60']} then '1_30'
        when ${withBalance.dueDate} > ${boundaries['61_90']} then '31_60'
        when ${withBalance.dueDate} > ${boundaries.over_90} then '61_90'
        else 'over_90' end`.as('bucket'),
      pln: plnAtOwnRate(withBalance.balance, withBalance.gross, withBalance.grossPln).as('pln'),
    })
    .from(withBalance)
    .where(sql`${withBalance.balance} <> 0`)
    .as('open_invoices');

  const inBucket = (bucket: AgingBucket) =>
    sql<string>`coalesce(sum(${open.pln}) filter (where ${open.bucket} = ${bucket}), 0)`;
  const overdueOnly = sql`${open.bucket} <> 'not_due'`;
  const total = sql<string>`coalesce(sum(${open.pln}), 0)`;
  const rows = await db
    .select({
      contractorId: open.contractorId,
      name: contractors.name,
      nip: contractors.nip,
      notDue: inBucket('not_due'),
      days1to30: inBucket('1_30'),
      days31to60: inBucket('31_60'),
      days61to90: inBucket('61_90'),
      over90: inBucket('over_90'),
      total,
      overdueInvoices: sql<string>`count(*) filter (where ${overdueOnly})`,
      overdue: sql<string>`coalesce(sum(${open.pln}) filter (where ${overdueOnly}), 0)`,
      // As text: drivers differ in how they hand back a bare date.
      oldestOverdueDueDate: sql<
        string | null
      >`to_char(min(${open.dueDate}) filter (where ${overdueOnly}), 'YYYY-MM-DD')`,
    })
    .from(open)
    .innerJoin(contractors, eq(contractors.id, open.contractorId))
    .groupBy(open.contractorId, contractors.name, contractors.nip)
    .orderBy(desc(total), asc(contractors.name), asc(open.contractorId));

  return rows.map((row) => ({
    contractorId: row.contractorId,
    name: row.name,
    nip: row.nip ?? '',
    buckets: {
      not_due: Number(row.notDue),
      '1_30': Number(row.days1to30),
      '31_60': Number(row.days31to60),
      '61_90': Number(row.days61to90),
      over_90: Number(row.over90),
    },
    total: Number(row.total),
    overdueInvoices: Number(row.overdueInvoices),
    overdue: Number(row.overdue),
    oldestOverdueDueDate: row.oldestOverdueDueDate,
  }));
}

/** PLN sales (see salesPln) of invoices issued from `from` to `to`, inclusive. */
export async function salesBetween(db: Db, organizationId: number, from: IsoDate, to: IsoDate) {
  const [row] = await db
    .select({ pln: sql<string>`coalesce(sum(${salesPln()}), 0)` })
    .from(invoices)
    .where(and(counted(organizationId), between(invoices.issueDate, from, to)));
  return Number(row?.pln ?? 0);
}

/** PLN sales per issue month ('YYYY-MM'), for invoices issued from `from` to `to`; months without any are absent. */
export async function issuedByMonth(db: Db, organizationId: number, from: IsoDate, to: IsoDate) {
  const month = sql<string>`to_char(${invoices.issueDate}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, pln: sql<string>`coalesce(sum(${salesPln()}), 0)` })
    .from(invoices)
    .where(and(counted(organizationId), between(invoices.issueDate, from, to)))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.pln)]));
}

/**
 * Payments per payment month ('YYYY-MM'), each in PLN at its invoice's rate (what the buyer settled of
 * that invoice's PLN value), for payments dated from `from` to `to`; months without any are absent.
 */
export async function collectedByMonth(db: Db, organizationId: number, from: IsoDate, to: IsoDate) {
  const month = sql<string>`to_char(${invoicePayments.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      pln: sql<string>`coalesce(sum(${plnAtOwnRate(invoicePayments.amount, invoices.gross, invoices.grossPln)}), 0)`,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(counted(organizationId), between(invoicePayments.date, from, to)))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.pln)]));
}
