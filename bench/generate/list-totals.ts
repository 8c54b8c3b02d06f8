import type pg from 'pg';

// The load writes costs and contractors with triggers off (session_replication_role = replica), so
// the cost list's aggregates and the contractor count (decision 0014) are filled afterwards, by the
// same statements as migration 0031's backfill.
const LATE = `case when status in ('unpaid', 'partially_paid') and balance > 0 then due_date else 'infinity'::date end`;
const SUMS = `count(*), sum(net), sum(vat), sum(gross), sum(balance), sum(net_pln), sum(vat_pln), sum(gross_pln),
  sum(case when gross = 0 then 0 else round(balance::numeric * gross_pln / gross) end)`;
const AMOUNTS = 'count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln';

export async function rebuildCostAndContractorTotals(client: pg.Client): Promise<number> {
  await client.query(
    'truncate cost_totals, cost_totals_by_period, cost_totals_by_day, cost_totals_by_contractor, contractor_totals',
  );
  const results = [
    await client.query(`insert into cost_totals (organization_id, status, currency, late_due_date, stripe, ${AMOUNTS})
      select organization_id, status, currency, ${LATE}, 0, ${SUMS} from costs group by 1, 2, 3, 4`),
    await client.query(`insert into cost_totals_by_period (organization_id, booking_period, category_id, status, currency, late_due_date, stripe, ${AMOUNTS})
      select organization_id, booking_period, coalesce(category_id, 0), status, currency, ${LATE}, 0, ${SUMS}
      from costs group by 1, 2, 3, 4, 5, 6`),
    await client.query(`insert into cost_totals_by_day (organization_id, issue_date, due_date, status, currency, payable, stripe, ${AMOUNTS})
      select organization_id, issue_date, due_date, status, currency,
        status in ('unpaid', 'partially_paid') and balance > 0, 0, ${SUMS}
      from costs group by 1, 2, 3, 4, 5, 6`),
    await client.query(`insert into cost_totals_by_contractor (organization_id, contractor_id, status, currency, late_due_date, stripe, ${AMOUNTS})
      select organization_id, contractor_id, status, currency, ${LATE}, 0, ${SUMS}
      from costs group by 1, 2, 3, 4, 5`),
    await client.query(`insert into contractor_totals (organization_id, country, vat_status, stripe, count)
      select organization_id, country, coalesce(vat_status, ''), 0, count(*) from contractors group by 1, 2, 3`),
  ];
  return results.reduce((rows, result) => rows + (result.rowCount ?? 0), 0);
}
