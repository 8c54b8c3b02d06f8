import type pg from 'pg';

// The load writes invoices, costs and payments with triggers off (session_replication_role =
// replica), so the reports' aggregates of decision 0015 are filled afterwards by the function the
// migration's backfill runs (a full recount of the documents).
const TABLES = [
  'report_sales',
  'report_sales_by_rate',
  'report_sales_by_party',
  'report_cost_months',
  'report_costs_by_party',
  'report_cash',
];

export async function rebuildReportAggregates(client: pg.Client): Promise<number> {
  await client.query('select report_aggregates_rebuild()');
  const { rows } = await client.query<{ rows: string }>(
    `select (${TABLES.map((table) => `(select count(*) from ${table})`).join(' + ')}) as rows`,
  );
  return Number(rows[0]?.rows ?? 0);
}
