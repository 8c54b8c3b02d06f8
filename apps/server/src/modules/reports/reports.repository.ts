// The reports' sums, read from the per-month aggregates the writing transactions keep (decision 0015,
// report-aggregates.table.ts) rather than from the documents: a year of a million invoices is a few
// hundred rows. A report reads its period and the two it is compared with in one pass: every sum is
// taken three times with a FILTER on its range. Amounts are PLN grosze (a foreign document at its own
// rate, as stored when it was written). SQL sums come back as strings on PostgreSQL and numbers on
// PGlite: Number() here.
import { sql, type SQL } from 'drizzle-orm';
import type { ComparedRanges, MonthRange } from '@saldo/domain/reports/periods';
import { rangeDates } from '@saldo/domain/reports/periods';
import type { Db } from '../../db/client.ts';
import { bankLines } from '../bank-statements/bank-statements.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { categories } from '../organizations/categories.table.ts';
import {
  reportCash,
  reportCostMonths,
  reportCostsByParty,
  reportSales,
  reportSalesByParty,
  reportSalesByRate,
} from './report-aggregates.table.ts';
import { piecesOf } from './report-periods.ts';

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

/** A 'YYYY-MM' column inside a range (an aggregate's month): months compare as text. */
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
// report_sales holds what the sales reports count: the invoices not cancelled (they never sold
// anything) and not proformas (an offer), by the month of their issue date (the invoice list's date
// filter). A key whose invoices have all gone keeps a row of zeros, so a breakdown keeps only the keys
// with a document in one of the ranges, as a grouping of the documents would.

const inMonth: InRange = (range) => inMonths(sql`a.month`, range);
const salesPln = { net: sql`a.net_pln`, vat: sql`a.vat_pln`, gross: sql`a.gross_pln` };
const plain = { net: sql`a.net`, vat: sql`a.vat`, gross: sql`a.gross` };

export interface KeyedCompared extends Compared<Amounts> {
  key: string;
}

/** count, net, vat, gross per window, as columns `<window>_<field>`: sums of the aggregates' counts. */
function windowedSums(
  ranges: ComparedRanges,
  within: InRange,
  values: Record<'net' | 'vat' | 'gross', SQL>,
): SQL {
  const columns = WINDOWS.flatMap((w) => {
    const filter = sql`filter (where ${within(ranges[w])})`;
    return [
      sql`coalesce(sum(a.count) ${filter}, 0) as ${sql.identifier(`${w}_count`)}`,
      ...(['net', 'vat', 'gross'] as const).map(
        (field) => sql`coalesce(sum(${values[field]}) ${filter}, 0) as ${sql.identifier(`${w}_${field}`)}`,
      ),
    ];
  });
  return sql.join(columns, sql`, `);
}

async function salesGrouped(
  db: Db,
  organizationId: number,
  ranges: ComparedRanges,
  key: SQL,
): Promise<KeyedCompared[]> {
  const found = await rows(
    db,
    sql`select ${key} as key, ${windowedSums(ranges, inMonth, salesPln)}
      from ${reportSales} a where a.organization_id = ${organizationId} and ${anyRange(ranges, inMonth)}
      group by 1 having sum(a.count) > 0 order by 1`,
  );
  return found.map((row) => ({ key: String(row.key), ...readCompared(row) }));
}

export const salesByType = (db: Db, organizationId: number, ranges: ComparedRanges) =>
  salesGrouped(db, organizationId, ranges, sql`a.type`);

/** Per month of all three ranges (`key` is 'YYYY-MM'); the service lines them up. */
export async function salesByMonth(db: Db, organizationId: number, ranges: ComparedRanges) {
  const found = await rows(
    db,
    sql`select a.month, sum(a.count) as count, sum(a.net_pln) as net, sum(a.vat_pln) as vat,
        sum(a.gross_pln) as gross
      from ${reportSales} a where a.organization_id = ${organizationId} and ${anyRange(ranges, inMonth)}
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
  const found = await rows(
    db,
    sql`select a.vat_rate as key, ${windowedSums(ranges, inMonth, plain)}
      from ${reportSalesByRate} a where a.organization_id = ${organizationId} and ${anyRange(ranges, inMonth)}
      group by 1 having sum(a.count) > 0 order by 1`,
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
  const pln = windowedSums(ranges, inMonth, salesPln);
  const own = WINDOWS.map((w) => {
    const filter = sql`filter (where ${inMonth(ranges[w])})`;
    return sql.join(
      (['net', 'vat', 'gross'] as const).map(
        (field) =>
          sql`coalesce(sum(${sql.raw(`a.${field}`)}) ${filter}, 0) as ${sql.identifier(`${w}_own_${field}`)}`,
      ),
      sql`, `,
    );
  });
  const found = await rows(
    db,
    sql`select a.currency as key, ${pln}, ${sql.join(own, sql`, `)}
      from ${reportSales} a where a.organization_id = ${organizationId} and ${anyRange(ranges, inMonth)}
      group by 1 having sum(a.count) > 0 order by 1`,
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

type PartyTable = typeof reportSalesByParty | typeof reportCostsByParty;

/** A period column in one of the given periods ('YYYY', 'YYYY-Qn', 'YYYY-MM'). */
const inPeriods = (periods: readonly string[]): SQL =>
  sql`a.period in (${sql.join(
    periods.map((p) => sql`${p}`),
    sql`, `,
  )})`;

/**
 * The `limit` parties (buyers or suppliers) with the highest gross in the current range, ties by id,
 * with their comparisons: the order of a grouping of the documents by party, which puts a party with
 * documents only in the compared ranges (gross 0) above one whose current gross is negative.
 * The parties tables hold each document in its month, quarter and year, so a range is a few periods
 * (piecesOf). When the current range has `limit` parties with a gross above zero, they are the answer
 * and the ranking index gives a single period's at once; otherwise (small books) every party of the
 * three ranges is ranked.
 */
async function topParties(
  db: Db,
  table: PartyTable,
  organizationId: number,
  ranges: ComparedRanges,
  limit: number,
): Promise<PartyCompared[]> {
  const pieces = {
    current: piecesOf(ranges.current),
    previous: piecesOf(ranges.previous),
    lastYear: piecesOf(ranges.lastYear),
  };
  const all = [...new Set([...pieces.current, ...pieces.previous, ...pieces.lastYear])];
  const windowed = windowedSums(ranges, (range) => inPeriods(piecesOf(range)), {
    net: sql`a.net`,
    vat: sql`a.vat`,
    gross: sql`a.gross`,
  });
  const [single] = pieces.current;
  // 'nulls last' as in the ranking index (gross is never null), or the planner sorts every row.
  const leaders = await rows(
    db,
    pieces.current.length === 1 && single !== undefined
      ? sql`select a.contractor_id as id from ${table} a
          where a.organization_id = ${organizationId} and a.period = ${single} and a.gross > 0
          order by a.gross desc nulls last, a.contractor_id limit ${limit}`
      : sql`select a.contractor_id as id from ${table} a
          where a.organization_id = ${organizationId} and ${inPeriods(pieces.current)}
          group by 1 having sum(a.gross) > 0 order by sum(a.gross) desc, 1 limit ${limit}`,
  );
  const chosen =
    leaders.length === limit
      ? sql`a.contractor_id in (${sql.join(
          leaders.map((row) => sql`${num(row.id)}`),
          sql`, `,
        )})`
      : sql`true`;
  const found = await rows(
    db,
    sql`select s.*, c.name, c.nip from (
        select a.contractor_id as id, ${windowed}
        from ${table} a where a.organization_id = ${organizationId} and ${inPeriods(all)} and ${chosen}
        group by 1 having sum(a.count) > 0
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

/** The `limit` contractors with the highest gross in the current range, with their comparisons. */
export const salesByContractor = (db: Db, organizationId: number, ranges: ComparedRanges, limit: number) =>
  topParties(db, reportSalesByParty, organizationId, ranges, limit);

// --- Costs ----------------------------------------------------------------------------------------
// report_cost_months holds what the cost reports count: the organization's booked documents (drafts
// are not booked) by booking period, the month the costs list filters by; category 0 is none.

const costAmounts = { net: sql`a.net`, vat: sql`a.vat`, gross: sql`a.gross` };

export async function costsByMonth(db: Db, organizationId: number, ranges: ComparedRanges) {
  const found = await rows(
    db,
    sql`select a.month, sum(a.count) as count, sum(a.net) as net, sum(a.vat) as vat, sum(a.gross) as gross
      from ${reportCostMonths} a where a.organization_id = ${organizationId} and ${anyRange(ranges, inMonth)}
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
        select nullif(a.category_id, 0) as id, ${windowedSums(ranges, inMonth, costAmounts)}
        from ${reportCostMonths} a where a.organization_id = ${organizationId} and ${anyRange(ranges, inMonth)}
        group by 1 having sum(a.count) > 0
      ) s left join ${categories} g on g.id = s.id
      order by s."current_gross" desc, s.id nulls last`,
  );
  return found.map((row) => ({
    id: row.id === null || row.id === undefined ? null : num(row.id),
    name: String(row.name),
    ...readCompared(row),
  }));
}

export const costsBySupplier = (db: Db, organizationId: number, ranges: ComparedRanges, limit: number) =>
  topParties(db, reportCostsByParty, organizationId, ranges, limit);

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
  const [sales, purchases] = await Promise.all([
    rows(
      db,
      sql`select a.month, sum(a.net_pln) as a, 0 as b
        from ${reportSales} a where a.organization_id = ${organizationId} and ${inMonth(range)}
        group by 1`,
    ),
    rows(
      db,
      sql`select a.month, sum(a.gross - a.deductible_vat) as a, 0 as b
        from ${reportCostMonths} a where a.organization_id = ${organizationId} and ${inMonth(range)}
        group by 1`,
    ),
  ]);
  return { revenue: byMonth(sales), costs: byMonth(purchases) };
}

/**
 * Output and input VAT per month as the JPK takes them (tax-returns.repository): a sale in the month
 * of its sale date (a correction: its issue date), in PLN; a purchase's deductible VAT in its VAT
 * period (else its booking period): the aggregates' VAT month. Drafts, proformas and cancelled
 * invoices are not in a return, nor in the aggregates.
 */
export async function vatByMonth(db: Db, organizationId: number, range: MonthRange) {
  const inVatMonth = inMonths(sql`a.vat_month`, range);
  const [output, input] = await Promise.all([
    rows(
      db,
      sql`select a.vat_month as month, sum(a.vat_pln) as a, 0 as b
        from ${reportSales} a where a.organization_id = ${organizationId} and ${inVatMonth}
        group by 1`,
    ),
    rows(
      db,
      sql`select a.vat_month as month, sum(a.deductible_vat) as a, 0 as b
        from ${reportCostMonths} a where a.organization_id = ${organizationId} and ${inVatMonth}
        group by 1`,
    ),
  ]);
  return { output: byMonth(output), input: byMonth(input) };
}

/**
 * Money in and out per month (PLN): payments of invoices and of costs, each at its document's own
 * rate (report_cash; a bank line matched to a document is one of these payments), and bank lines in
 * PLN booked as something else (ZUS, taxes, fees, salaries), which no document carries: read from the
 * lines themselves, few and bounded by the (organization, status, booking date) index.
 */
export async function cashByMonth(db: Db, organizationId: number, range: MonthRange) {
  const { from, to } = rangeDates(range);
  const [payments, other] = await Promise.all([
    rows(
      db,
      sql`select a.month, a.direction, sum(a.amount) as a, 0 as b
        from ${reportCash} a where a.organization_id = ${organizationId} and ${inMonth(range)}
        group by 1, 2`,
    ),
    rows(
      db,
      sql`select to_char(l.booking_date, 'YYYY-MM') as month,
          coalesce(sum(l.amount) filter (where l.amount > 0), 0) as a,
          coalesce(-sum(l.amount) filter (where l.amount < 0), 0) as b
        from ${bankLines} l
        where l.organization_id = ${organizationId} and l.status = 'other' and l.currency = 'PLN'
          and l.booking_date between ${from}::date and ${to}::date
        group by 1`,
    ),
  ]);
  return {
    paidIn: byMonth(payments.filter((row) => row.direction === 'in')),
    paidOut: byMonth(payments.filter((row) => row.direction === 'out')),
    other: byMonth(other),
  };
}
