// The reports' sums, grouped in SQL so that a large ledger is never loaded row by row. A report reads
// its period and the two it is compared with in one pass: every sum is taken three times with a
// FILTER on its range. Amounts are PLN grosze (a foreign document at its own rate, as stored when it
// was written). SQL sums come back as strings on PostgreSQL and numbers on PGlite: Number() here.
import { sql, type SQL } from 'drizzle-orm';
import type { ComparedRanges, MonthRange } from '@saldo/domain/reports/periods';
import { rangeDates } from '@saldo/domain/reports/periods';
import type { Db } from '../../db/client.ts';
import { bankLines } from '../bank-statements/bank-statements.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { costPayments, costs } from '../costs/costs.table.ts';
import { plnAtOwnRate } from '../debt/reports/receivables.repository.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { categories } from '../organizations/categories.table.ts';

export const WINDOWS = ['current', 'previous', 'lastYear'] as const;
export type Window = (typeof WINDOWS)[number];

export interface Amounts {
  count: number;
  net: number;
  vat: number;
  gross: number;
}
export type Compared<T> = Record<Window, T>;

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const num = (value: unknown) => Number(value ?? 0);

/** A date column inside one of the report's ranges (a sales document's issue date). */
function inDates(column: SQL, range: MonthRange): SQL {
  const { from, to } = rangeDates(range);
  return sql`${column} between ${from}::date and ${to}::date`;
}

/** A 'YYYY-MM' column inside a range (a cost's booking period): months compare as text. */
function inMonths(column: SQL, range: MonthRange): SQL {
  return sql`${column} between ${range.from} and ${range.to}`;
}

type InRange = (range: MonthRange) => SQL;

function anyRange(ranges: ComparedRanges, within: InRange): SQL {
  return sql`(${sql.join(
    WINDOWS.map((w) => within(ranges[w])),
    sql` or `,
  )})`;
}

/** count, net, vat, gross per window, as columns `<window>_<field>`. */
function windowedAmounts(
  ranges: ComparedRanges,
  within: InRange,
  values: Record<'net' | 'vat' | 'gross', SQL>,
): SQL {
  const columns = WINDOWS.flatMap((w) => {
    const filter = sql`filter (where ${within(ranges[w])})`;
    return [
      sql`count(*) ${filter} as ${sql.identifier(`${w}_count`)}`,
      ...(['net', 'vat', 'gross'] as const).map(
        (field) => sql`coalesce(sum(${values[field]}) ${filter}, 0) as ${sql.identifier(`${w}_${field}`)}`,
      ),
    ];
  });
  return sql.join(columns, sql`, `);
}

function readAmounts(row: Row, prefix: string): Amounts {
  return {
    count: num(row[`${prefix}_count`]),
    net: num(row[`${prefix}_net`]),
    vat: num(row[`${prefix}_vat`]),
    gross: num(row[`${prefix}_gross`]),
  };
}

export function readCompared(row: Row): Compared<Amounts> {
  return {
    current: readAmounts(row, 'current'),
    previous: readAmounts(row, 'previous'),
    lastYear: readAmounts(row, 'lastYear'),
  };
}

// --- Sales ----------------------------------------------------------------------------------------

const issueDate = sql`i.issue_date`;
const inIssueDates: InRange = (range) => inDates(issueDate, range);
/** PLN invoices keep no PLN copy of their amounts: they are the amounts. */
const salesPln = {
  net: sql`coalesce(i.net_pln, i.net)`,
  vat: sql`coalesce(i.vat_pln, i.vat)`,
  gross: sql`coalesce(i.gross_pln, i.gross)`,
};

/**
 * What the sales reports count: the organization's invoices in one of the ranges by issue date (the
 * invoice list's date filter), not cancelled (they never sold anything) and not proformas (an offer).
 */
function salesWhere(organizationId: number, ranges: ComparedRanges): SQL {
  return sql`i.organization_id = ${organizationId} and i.status <> 'cancelled' and i.type <> 'proforma'
    and ${anyRange(ranges, inIssueDates)}`;
}

export interface KeyedCompared extends Compared<Amounts> {
  key: string;
}

async function salesGrouped(
  db: Db,
  organizationId: number,
  ranges: ComparedRanges,
  key: SQL,
): Promise<KeyedCompared[]> {
  const found = await rows(
    db,
    sql`select ${key} as key, ${windowedAmounts(ranges, inIssueDates, salesPln)}
      from ${invoices} i where ${salesWhere(organizationId, ranges)}
      group by 1 order by 1`,
  );
  return found.map((row) => ({ key: String(row.key), ...readCompared(row) }));
}

export const salesByType = (db: Db, organizationId: number, ranges: ComparedRanges) =>
  salesGrouped(db, organizationId, ranges, sql`i.type`);

/** Per month of all three ranges (`key` is 'YYYY-MM'); the service lines them up. */
export async function salesByMonth(db: Db, organizationId: number, ranges: ComparedRanges) {
  const found = await rows(
    db,
    sql`select to_char(i.issue_date, 'YYYY-MM') as month, count(*) as count,
        coalesce(sum(${salesPln.net}), 0) as net, coalesce(sum(${salesPln.vat}), 0) as vat,
        coalesce(sum(${salesPln.gross}), 0) as gross
      from ${invoices} i where ${salesWhere(organizationId, ranges)}
      group by 1`,
  );
  return new Map(
    found.map((row) => [
      String(row.month),
      { count: num(row.count), net: num(row.net), vat: num(row.vat), gross: num(row.gross) },
    ]),
  );
}

/** The per-rate summaries every invoice keeps (by_rate), in PLN where the invoice is foreign. */
export async function salesByRate(db: Db, organizationId: number, ranges: ComparedRanges) {
  const part = (field: string) =>
    sql`coalesce((e.value -> 'pln' ->> ${field})::bigint, (e.value ->> ${field})::bigint)`;
  const found = await rows(
    db,
    sql`select e.value ->> 'vatRate' as key,
        ${windowedAmounts(ranges, inIssueDates, { net: part('net'), vat: part('vat'), gross: part('gross') })}
      from ${invoices} i cross join lateral jsonb_array_elements(i.by_rate) e
      where ${salesWhere(organizationId, ranges)}
      group by 1 order by 1`,
  );
  return found.map((row) => ({ key: String(row.key), ...readCompared(row) }));
}

export interface CurrencyAmounts extends Amounts {
  netPln: number;
  vatPln: number;
  grossPln: number;
}

/** Per currency: the documents' own amounts, and their PLN equivalent at each document's rate. */
export async function salesByCurrency(db: Db, organizationId: number, ranges: ComparedRanges) {
  const pln = windowedAmounts(ranges, inIssueDates, salesPln);
  const own = WINDOWS.map((w) => {
    const filter = sql`filter (where ${inIssueDates(ranges[w])})`;
    return sql.join(
      (['net', 'vat', 'gross'] as const).map(
        (field) =>
          sql`coalesce(sum(${sql.raw(`i.${field}`)}) ${filter}, 0) as ${sql.identifier(`${w}_own_${field}`)}`,
      ),
      sql`, `,
    );
  });
  const found = await rows(
    db,
    sql`select i.currency as key, ${pln}, ${sql.join(own, sql`, `)}
      from ${invoices} i where ${salesWhere(organizationId, ranges)}
      group by 1 order by 1`,
  );
  return found.map((row) => {
    const of = (w: Window): CurrencyAmounts => {
      const plnAmounts = readAmounts(row, w);
      return {
        count: plnAmounts.count,
        net: num(row[`${w}_own_net`]),
        vat: num(row[`${w}_own_vat`]),
        gross: num(row[`${w}_own_gross`]),
        netPln: plnAmounts.net,
        vatPln: plnAmounts.vat,
        grossPln: plnAmounts.gross,
      };
    };
    return {
      key: String(row.key),
      current: of('current'),
      previous: of('previous'),
      lastYear: of('lastYear'),
    };
  });
}

export interface PartyCompared extends Compared<Amounts> {
  id: number;
  name: string;
  nip: string;
}

/** The `limit` contractors with the highest gross in the current range, with their comparisons. */
export async function salesByContractor(
  db: Db,
  organizationId: number,
  ranges: ComparedRanges,
  limit: number,
): Promise<PartyCompared[]> {
  const found = await rows(
    db,
    sql`select s.*, c.name, c.nip from (
        select i.contractor_id as id, ${windowedAmounts(ranges, inIssueDates, salesPln)}
        from ${invoices} i where ${salesWhere(organizationId, ranges)}
        group by 1
        order by "current_gross" desc, 1 limit ${limit}
      ) s join ${contractors} c on c.id = s.id
      order by s."current_gross" desc, s.id`,
  );
  return found.map((row) => ({
    id: num(row.id),
    name: String(row.name),
    nip: String(row.nip),
    ...readCompared(row),
  }));
}

// --- Costs ----------------------------------------------------------------------------------------

const bookingPeriod = sql`k.booking_period`;
const inBookingMonths: InRange = (range) => inMonths(bookingPeriod, range);
const costsPln = { net: sql`k.net_pln`, vat: sql`k.vat_pln`, gross: sql`k.gross_pln` };

/**
 * What the cost reports count: the organization's booked documents (drafts are not booked) by booking
 * period, the month the costs list filters by.
 */
function costsWhere(organizationId: number, ranges: ComparedRanges): SQL {
  return sql`k.organization_id = ${organizationId} and k.status <> 'draft'
    and ${anyRange(ranges, inBookingMonths)}`;
}

export async function costsByMonth(db: Db, organizationId: number, ranges: ComparedRanges) {
  const found = await rows(
    db,
    sql`select k.booking_period as month, count(*) as count, coalesce(sum(k.net_pln), 0) as net,
        coalesce(sum(k.vat_pln), 0) as vat, coalesce(sum(k.gross_pln), 0) as gross
      from ${costs} k where ${costsWhere(organizationId, ranges)}
      group by 1`,
  );
  return new Map(
    found.map((row) => [
      String(row.month),
      { count: num(row.count), net: num(row.net), vat: num(row.vat), gross: num(row.gross) },
    ]),
  );
}

/** Per category (null: none), with the category's name. */
export async function costsByCategory(db: Db, organizationId: number, ranges: ComparedRanges) {
  const found = await rows(
    db,
    sql`select s.*, coalesce(g.name, '') as name from (
        select k.category_id as id, ${windowedAmounts(ranges, inBookingMonths, costsPln)}
        from ${costs} k where ${costsWhere(organizationId, ranges)}
        group by 1
      ) s left join ${categories} g on g.id = s.id
      order by s."current_gross" desc, s.id nulls last`,
  );
  return found.map((row) => ({
    id: row.id === null || row.id === undefined ? null : num(row.id),
    name: String(row.name),
    ...readCompared(row),
  }));
}

export async function costsBySupplier(
  db: Db,
  organizationId: number,
  ranges: ComparedRanges,
  limit: number,
): Promise<PartyCompared[]> {
  const found = await rows(
    db,
    sql`select s.*, c.name, c.nip from (
        select k.contractor_id as id, ${windowedAmounts(ranges, inBookingMonths, costsPln)}
        from ${costs} k where ${costsWhere(organizationId, ranges)}
        group by 1
        order by "current_gross" desc, 1 limit ${limit}
      ) s join ${contractors} c on c.id = s.id
      order by s."current_gross" desc, s.id`,
  );
  return found.map((row) => ({
    id: num(row.id),
    name: String(row.name),
    nip: String(row.nip),
    ...readCompared(row),
  }));
}

// --- Income, VAT and cash, per month --------------------------------------------------------------

export interface MonthSums {
  month: string;
  a: number;
  b: number;
}

function byMonth(found: Row[]): Map<string, { a: number; b: number }> {
  return new Map(found.map((row) => [String(row.month), { a: num(row.a), b: num(row.b) }]));
}

/**
 * Revenue (net sales in PLN, by issue date) and tax costs (by booking period: the net plus the VAT
 * that is not deducted, which is a cost) per month of `range`, contiguous months.
 */
export async function incomeByMonth(db: Db, organizationId: number, range: MonthRange) {
  const { from, to } = rangeDates(range);
  const [sales, purchases] = await Promise.all([
    rows(
      db,
      sql`select to_char(i.issue_date, 'YYYY-MM') as month, coalesce(sum(${salesPln.net}), 0) as a, 0 as b
        from ${invoices} i
        where i.organization_id = ${organizationId} and i.status <> 'cancelled' and i.type <> 'proforma'
          and i.issue_date between ${from}::date and ${to}::date
        group by 1`,
    ),
    rows(
      db,
      sql`select k.booking_period as month, coalesce(sum(k.gross_pln - k.deductible_vat_pln), 0) as a, 0 as b
        from ${costs} k
        where k.organization_id = ${organizationId} and k.status <> 'draft'
          and k.booking_period between ${range.from} and ${range.to}
        group by 1`,
    ),
  ]);
  return { revenue: byMonth(sales), costs: byMonth(purchases) };
}

/**
 * Output and input VAT per month as the JPK takes them (tax-returns.repository): a sale in the month
 * of its sale date (a correction: its issue date), in PLN; a purchase's deductible VAT in its VAT
 * period (else its booking period). Drafts, proformas and cancelled invoices are not in a return.
 */
export async function vatByMonth(db: Db, organizationId: number, range: MonthRange) {
  const { from, to } = rangeDates(range);
  const saleMonth = sql`(case when i.type = 'correction' then i.issue_date else i.sale_date end)`;
  const vatMonth = sql`coalesce(k.vat_period, k.booking_period)`;
  const [output, input] = await Promise.all([
    rows(
      db,
      sql`select to_char(${saleMonth}, 'YYYY-MM') as month, coalesce(sum(${salesPln.vat}), 0) as a, 0 as b
        from ${invoices} i
        where i.organization_id = ${organizationId} and i.status <> 'cancelled' and i.type <> 'proforma'
          and ((i.type = 'correction' and i.issue_date between ${from}::date and ${to}::date)
            or (i.type <> 'correction' and i.sale_date between ${from}::date and ${to}::date))
        group by 1`,
    ),
    rows(
      db,
      sql`select ${vatMonth} as month, coalesce(sum(k.deductible_vat_pln), 0) as a, 0 as b
        from ${costs} k
        where k.organization_id = ${organizationId} and k.status <> 'draft'
          and ((k.vat_period between ${range.from} and ${range.to})
            or (k.vat_period is null and k.booking_period between ${range.from} and ${range.to}))
        group by 1`,
    ),
  ]);
  return { output: byMonth(output), input: byMonth(input) };
}

/**
 * Money in and out per month (PLN): payments of invoices and of costs, at each document's own rate
 * (a bank line matched to a document is one of these payments), and bank lines in PLN booked as
 * something else (ZUS, taxes, fees, salaries), which no document carries.
 */
export async function cashByMonth(db: Db, organizationId: number, range: MonthRange) {
  const { from, to } = rangeDates(range);
  const month = (column: SQL) => sql`to_char(${column}, 'YYYY-MM')`;
  const [paidIn, paidOut, other] = await Promise.all([
    rows(
      db,
      sql`select ${month(sql`p.date`)} as month,
          coalesce(sum(${plnAtOwnRate(sql`p.amount`, sql`i.gross`, sql`i.gross_pln`)}), 0) as a, 0 as b
        from ${invoicePayments} p join ${invoices} i on i.id = p.invoice_id
        where i.organization_id = ${organizationId} and p.date between ${from}::date and ${to}::date
        group by 1`,
    ),
    rows(
      db,
      sql`select ${month(sql`p.date`)} as month,
          coalesce(sum(${plnAtOwnRate(sql`p.amount`, sql`k.gross`, sql`k.gross_pln`)}), 0) as a, 0 as b
        from ${costPayments} p join ${costs} k on k.id = p.cost_id
        where k.organization_id = ${organizationId} and p.date between ${from}::date and ${to}::date
        group by 1`,
    ),
    rows(
      db,
      sql`select ${month(sql`l.booking_date`)} as month,
          coalesce(sum(l.amount) filter (where l.amount > 0), 0) as a,
          coalesce(-sum(l.amount) filter (where l.amount < 0), 0) as b
        from ${bankLines} l
        where l.organization_id = ${organizationId} and l.status = 'other' and l.currency = 'PLN'
          and l.booking_date between ${from}::date and ${to}::date
        group by 1`,
    ),
  ]);
  return { paidIn: byMonth(paidIn), paidOut: byMonth(paidOut), other: byMonth(other) };
}
