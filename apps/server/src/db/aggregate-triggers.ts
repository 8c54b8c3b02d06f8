// The statement-level triggers that keep the list and report aggregates (decisions 0014, 0015), all
// written from the one description below. A row trigger upserted its aggregate rows once per changed
// document; a bulk write (a bank import paying 30,000 invoices) then updated the same hot row (all of
// today's payments, every invoice that became paid) tens of thousands of times in one transaction,
// each update walking the row's growing chain of versions. A statement trigger sees the statement's
// rows at once (transition tables) and writes each aggregate row once, with the sum of its changes.
//
// Exactness: every row an INSERT adds counts +1, every row a DELETE removes −1; an UPDATE counts its
// old rows −1 and new rows +1, leaving out the pairs (same id in both) whose watched expressions are
// all equal, since such a pair adds exactly nothing (every key and sum below reads only watched
// expressions). Groups whose sums all come to zero write nothing.
//
// The migration holding this SQL is written from here (`npx tsx apps/server/src/db/aggregate-triggers.ts
// <file>`), and a test checks that the committed migration still equals it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Aggregate {
  readonly table: string;
  /** Key column → expression over the changed row `r` (and the joined `from`). */
  readonly key: Readonly<Record<string, string>>;
  /** Sum column → the expression one row adds (the trigger multiplies it by the row's sign). */
  readonly sums: Readonly<Record<string, string>>;
  /** Striped tables take one of 16 stripes by transaction (report_stripe), as the row triggers did. */
  readonly striped: boolean;
  /** Joins after `r` (a document's rate for its payments, a sale's VAT rates, a month's periods). */
  readonly from?: string;
  /** The rows the aggregate counts. */
  readonly where?: string;
}

interface Family {
  /** Names the trigger functions and triggers: <name>_after_insert, …_update, …_delete. */
  readonly name: string;
  readonly on: string;
  readonly events: readonly ('insert' | 'update' | 'delete')[];
  /** Expressions over `r` that every key, sum and filter below reads; an update changing none adds nothing. */
  readonly watched: readonly string[];
  readonly aggregates: readonly Aggregate[];
}

const ALL = ['insert', 'update', 'delete'] as const;

const invoiceLate = `CASE WHEN r.status NOT IN ('paid', 'cancelled') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END`;
const invoiceSums = { count: '1', net: 'r.net', vat: 'r.vat', gross: 'r.gross', balance: 'r.balance' };
const costLate = `CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END`;
const costSums = {
  count: '1',
  net: 'r.net',
  vat: 'r.vat',
  gross: 'r.gross',
  balance: 'r.balance',
  net_pln: 'r.net_pln',
  vat_pln: 'r.vat_pln',
  gross_pln: 'r.gross_pln',
  balance_pln: 'CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END',
};
const saleMonth = `to_char(r.issue_date, 'YYYY-MM')`;
const salePln = {
  count: '1',
  net: 'coalesce(r.net_pln, r.net)',
  vat: 'coalesce(r.vat_pln, r.vat)',
  gross: 'coalesce(r.gross_pln, r.gross)',
};
const rateSum = (part: string) =>
  `coalesce((e.value -> 'pln' ->> '${part}')::bigint, (e.value ->> '${part}')::bigint)`;
/** A payment (alias `pay`) in its month's cash flow, in PLN at its document's (alias `doc`) own rate. */
const cash = (direction: 'in' | 'out', doc: string, pay: string, from: string): Aggregate => ({
  table: 'report_cash',
  key: {
    organization_id: `${doc}.organization_id`,
    month: `to_char(${pay}.date, 'YYYY-MM')`,
    direction: `'${direction}'`,
  },
  sums: { amount: `report_pln_at_own_rate(${pay}.amount, ${doc}.gross, ${doc}.gross_pln)` },
  striped: true,
  from,
});

export const families: readonly Family[] = [
  {
    name: 'invoice_totals',
    on: 'invoices',
    events: ALL,
    watched: [
      'r.organization_id',
      'r.contractor_id',
      'r.status',
      'r.type',
      'r.currency',
      'r.converted_to_id IS NULL',
      'r.issue_date',
      'r.due_date',
      'r.net',
      'r.vat',
      'r.gross',
      'r.balance',
    ],
    aggregates: [
      {
        table: 'invoice_totals',
        key: {
          organization_id: 'r.organization_id',
          status: 'r.status',
          type: 'r.type',
          currency: 'r.currency',
          converted: 'r.converted_to_id IS NOT NULL',
          late_due_date: invoiceLate,
        },
        sums: invoiceSums,
        striped: true,
      },
      {
        table: 'invoice_totals_by_day',
        key: {
          organization_id: 'r.organization_id',
          issue_date: 'r.issue_date',
          due_date: 'r.due_date',
          status: 'r.status',
          type: 'r.type',
          currency: 'r.currency',
          converted: 'r.converted_to_id IS NOT NULL',
          payable: `r.status NOT IN ('paid', 'cancelled') AND r.balance > 0`,
        },
        sums: invoiceSums,
        striped: true,
      },
      {
        table: 'invoice_totals_by_contractor',
        key: {
          organization_id: 'r.organization_id',
          contractor_id: 'r.contractor_id',
          status: 'r.status',
          type: 'r.type',
          currency: 'r.currency',
          converted: 'r.converted_to_id IS NOT NULL',
          late_due_date: invoiceLate,
        },
        sums: invoiceSums,
        striped: true,
      },
    ],
  },
  {
    name: 'cost_totals',
    on: 'costs',
    events: ALL,
    watched: [
      'r.organization_id',
      'r.contractor_id',
      'r.status',
      'r.currency',
      'r.booking_period',
      'r.category_id',
      'r.issue_date',
      'r.due_date',
      'r.net',
      'r.vat',
      'r.gross',
      'r.balance',
      'r.net_pln',
      'r.vat_pln',
      'r.gross_pln',
    ],
    aggregates: [
      {
        table: 'cost_totals',
        key: {
          organization_id: 'r.organization_id',
          status: 'r.status',
          currency: 'r.currency',
          late_due_date: costLate,
        },
        sums: costSums,
        striped: true,
      },
      {
        table: 'cost_totals_by_period',
        key: {
          organization_id: 'r.organization_id',
          booking_period: 'r.booking_period',
          category_id: 'coalesce(r.category_id, 0)',
          status: 'r.status',
          currency: 'r.currency',
          late_due_date: costLate,
        },
        sums: costSums,
        striped: true,
      },
      {
        table: 'cost_totals_by_day',
        key: {
          organization_id: 'r.organization_id',
          issue_date: 'r.issue_date',
          due_date: 'r.due_date',
          status: 'r.status',
          currency: 'r.currency',
          payable: `r.status IN ('unpaid', 'partially_paid') AND r.balance > 0`,
        },
        sums: costSums,
        striped: true,
      },
      {
        table: 'cost_totals_by_contractor',
        key: {
          organization_id: 'r.organization_id',
          contractor_id: 'r.contractor_id',
          status: 'r.status',
          currency: 'r.currency',
          late_due_date: costLate,
        },
        sums: costSums,
        striped: true,
      },
    ],
  },
  {
    name: 'contractor_totals',
    on: 'contractors',
    events: ALL,
    watched: ['r.organization_id', 'r.country', 'r.vat_status'],
    aggregates: [
      {
        table: 'contractor_totals',
        key: {
          organization_id: 'r.organization_id',
          country: 'r.country',
          vat_status: `coalesce(r.vat_status, '')`,
        },
        sums: { count: '1' },
        striped: true,
      },
    ],
  },
  {
    // A sale counts unless cancelled (it never sold anything) or a proforma (an offer).
    name: 'report_sales',
    on: 'invoices',
    events: ALL,
    watched: [
      'r.organization_id',
      'r.contractor_id',
      `r.status = 'cancelled'`,
      'r.type',
      'r.currency',
      'r.issue_date',
      'r.sale_date',
      'r.net',
      'r.vat',
      'r.gross',
      'r.net_pln',
      'r.vat_pln',
      'r.gross_pln',
      'r.by_rate',
    ],
    aggregates: [
      {
        table: 'report_sales',
        key: {
          organization_id: 'r.organization_id',
          month: saleMonth,
          vat_month: `to_char(CASE WHEN r.type = 'correction' THEN r.issue_date ELSE r.sale_date END, 'YYYY-MM')`,
          type: 'r.type',
          currency: 'r.currency',
        },
        sums: {
          count: '1',
          net: 'r.net',
          vat: 'r.vat',
          gross: 'r.gross',
          net_pln: 'coalesce(r.net_pln, r.net)',
          vat_pln: 'coalesce(r.vat_pln, r.vat)',
          gross_pln: 'coalesce(r.gross_pln, r.gross)',
        },
        striped: true,
        where: `r.status <> 'cancelled' AND r.type <> 'proforma'`,
      },
      {
        table: 'report_sales_by_party',
        key: { organization_id: 'r.organization_id', period: 'p.period', contractor_id: 'r.contractor_id' },
        sums: salePln,
        striped: false,
        from: `CROSS JOIN LATERAL unnest(report_periods(${saleMonth})) AS p(period)`,
        where: `r.status <> 'cancelled' AND r.type <> 'proforma'`,
      },
      {
        table: 'report_sales_by_rate',
        key: { organization_id: 'r.organization_id', month: saleMonth, vat_rate: `e.value ->> 'vatRate'` },
        sums: { count: '1', net: rateSum('net'), vat: rateSum('vat'), gross: rateSum('gross') },
        striped: true,
        from: 'CROSS JOIN LATERAL jsonb_array_elements(r.by_rate) AS e',
        where: `r.status <> 'cancelled' AND r.type <> 'proforma'`,
      },
    ],
  },
  {
    // A cost counts once booked (not a draft).
    name: 'report_costs',
    on: 'costs',
    events: ALL,
    watched: [
      'r.organization_id',
      'r.contractor_id',
      `r.status = 'draft'`,
      'r.booking_period',
      'r.vat_period',
      'r.category_id',
      'r.net_pln',
      'r.vat_pln',
      'r.gross_pln',
      'r.deductible_vat_pln',
    ],
    aggregates: [
      {
        table: 'report_cost_months',
        key: {
          organization_id: 'r.organization_id',
          month: 'r.booking_period',
          vat_month: 'coalesce(r.vat_period, r.booking_period)',
          category_id: 'coalesce(r.category_id, 0)',
        },
        sums: {
          count: '1',
          net: 'r.net_pln',
          vat: 'r.vat_pln',
          gross: 'r.gross_pln',
          deductible_vat: 'r.deductible_vat_pln',
        },
        striped: true,
        where: `r.status <> 'draft'`,
      },
      {
        table: 'report_costs_by_party',
        key: { organization_id: 'r.organization_id', period: 'p.period', contractor_id: 'r.contractor_id' },
        sums: { count: '1', net: 'r.net_pln', vat: 'r.vat_pln', gross: 'r.gross_pln' },
        striped: false,
        from: 'CROSS JOIN LATERAL unnest(report_periods(r.booking_period)) AS p(period)',
        where: `r.status <> 'draft'`,
      },
    ],
  },
  // A payment counts in the cash flow at its document's rate, read when the statement ends; a payment
  // whose document is gone (the cascade of a deletion) is skipped: the documents' BEFORE DELETE row
  // triggers (migration 0033) took it out while the document could still be read.
  {
    name: 'report_invoice_payments',
    on: 'invoice_payments',
    events: ALL,
    watched: ['r.invoice_id', 'r.amount', 'r.date'],
    aggregates: [cash('in', 'd', 'r', 'JOIN invoices d ON d.id = r.invoice_id')],
  },
  {
    name: 'report_cost_payments',
    on: 'cost_payments',
    events: ALL,
    watched: ['r.cost_id', 'r.amount', 'r.date'],
    aggregates: [cash('out', 'd', 'r', 'JOIN costs d ON d.id = r.cost_id')],
  },
  // A document whose gross or PLN gross changes re-prices its payments.
  {
    name: 'report_invoice_cash',
    on: 'invoices',
    events: ['update'],
    watched: ['r.organization_id', 'r.gross', 'r.gross_pln'],
    aggregates: [cash('in', 'r', 'p', 'JOIN invoice_payments p ON p.invoice_id = r.id')],
  },
  {
    name: 'report_cost_cash',
    on: 'costs',
    events: ['update'],
    watched: ['r.organization_id', 'r.gross', 'r.gross_pln'],
    aggregates: [cash('out', 'r', 'p', 'JOIN cost_payments p ON p.cost_id = r.id')],
  },
];

const as = (alias: string, expression: string) => expression.replace(/\br\./g, `${alias}.`);

/** The changed rows with their sign (+1 new, −1 old), as `r`. */
function changedRows(family: Family, event: Family['events'][number]): string {
  if (event === 'insert') return 'SELECT 1 AS sign, n.* FROM new_rows n';
  if (event === 'delete') return 'SELECT -1 AS sign, o.* FROM old_rows o';
  const same = (a: string, b: string) =>
    `(${family.watched.map((w) => as(a, w)).join(', ')}) IS NOT DISTINCT FROM (${family.watched.map((w) => as(b, w)).join(', ')})`;
  return [
    `SELECT -1 AS sign, o.* FROM old_rows o`,
    `    WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND ${same('n', 'o')})`,
    `  UNION ALL`,
    `  SELECT 1, n.* FROM new_rows n`,
    `    WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND ${same('o', 'n')})`,
  ].join('\n  ');
}

/** One aggregated upsert: the changes of the statement's rows, summed per key. */
function upsert(aggregate: Aggregate): string {
  const keys = Object.keys(aggregate.key);
  const sums = Object.keys(aggregate.sums);
  const columns = [...keys, ...(aggregate.striped ? ['stripe'] : []), ...sums];
  const signed = Object.values(aggregate.sums).map((expression) => `sum(r.sign * (${expression}))`);
  return [
    `INSERT INTO ${aggregate.table} AS t (${columns.join(', ')})`,
    `  SELECT ${[...Object.values(aggregate.key), ...(aggregate.striped ? ['report_stripe()'] : []), ...signed].join(',\n    ')}`,
    `  FROM r${aggregate.from ? ` ${aggregate.from}` : ''}`,
    ...(aggregate.where ? [`  WHERE ${aggregate.where}`] : []),
    `  GROUP BY ${keys.map((_, at) => at + 1).join(', ')}`,
    `  HAVING (${signed.join(', ')}) IS DISTINCT FROM (${signed.map(() => '0').join(', ')})`,
    `  ON CONFLICT (${[...keys, ...(aggregate.striped ? ['stripe'] : [])].join(', ')}) DO UPDATE SET`,
    `    ${sums.map((column) => `${column} = t.${column} + excluded.${column}`).join(', ')}`,
  ].join('\n');
}

/** The trigger function of one family and event: every aggregate in one statement over the rows once. */
function triggerFunction(family: Family, event: Family['events'][number]): string {
  const [last, ...rest] = [...family.aggregates].reverse();
  if (last === undefined) throw new Error(`${family.name} keeps no aggregate`);
  const others = rest
    .reverse()
    .map((aggregate, at) => `,\na${at} AS (\n${upsert(aggregate)}\n)`)
    .join('');
  return [
    `CREATE FUNCTION ${family.name}_after_${event}() RETURNS trigger LANGUAGE plpgsql AS $$`,
    `BEGIN`,
    `WITH r AS MATERIALIZED (\n  ${changedRows(family, event)}\n)${others}`,
    `${upsert(last)};`,
    `RETURN NULL;`,
    `END`,
    `$$;`,
  ].join('\n');
}

function createTrigger(family: Family, event: Family['events'][number]): string {
  const transition =
    event === 'insert'
      ? 'NEW TABLE AS new_rows'
      : event === 'delete'
        ? 'OLD TABLE AS old_rows'
        : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
  return [
    `CREATE TRIGGER ${family.name}_after_${event} AFTER ${event.toUpperCase()} ON ${family.on}`,
    `  REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${family.name}_after_${event}();`,
  ].join('\n');
}

/** The row triggers and functions of migrations 0025, 0031 and 0033–0040 that these replace. */
const replaced = [
  'DROP TRIGGER invoices_totals ON invoices;',
  'DROP TRIGGER costs_totals ON costs;',
  'DROP TRIGGER contractors_totals ON contractors;',
  'DROP TRIGGER report_invoices ON invoices;',
  'DROP TRIGGER report_invoice_payments ON invoice_payments;',
  'DROP TRIGGER report_costs ON costs;',
  'DROP TRIGGER report_cost_payments ON cost_payments;',
  'DROP FUNCTION invoice_totals_trigger(), invoice_totals_apply(invoices, integer), cost_totals_trigger(), ' +
    'cost_totals_apply(costs, integer), contractor_totals_trigger(), contractor_totals_apply(contractors, integer), ' +
    'report_invoices_trigger(), report_sales_apply(invoices, integer), report_invoice_payments_trigger(), ' +
    'report_costs_trigger(), report_costs_apply(costs, integer), report_cost_payments_trigger();',
];

/** The migration's SQL: the row triggers dropped, the statement triggers created. */
export function aggregateTriggersSql(): string {
  const statements = [
    ...replaced,
    ...families.flatMap((family) => family.events.map((event) => triggerFunction(family, event))),
    ...families.flatMap((family) => family.events.map((event) => createTrigger(family, event))),
  ];
  return [
    '-- Written by apps/server/src/db/aggregate-triggers.ts (decision 0014, "Statement-level triggers"): edit',
    '-- that file and write this migration again; a test checks that the two agree.',
    statements.join('\n--> statement-breakpoint\n'),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (target === undefined) throw new Error('usage: tsx aggregate-triggers.ts <migration file>');
  writeFileSync(target, aggregateTriggersSql());
}
