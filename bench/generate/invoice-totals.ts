import type pg from 'pg';

// The load writes invoices with triggers off (session_replication_role = replica), so the list
// aggregates of decision 0014 are filled afterwards, by the same statements as migration 0025's backfill.
const LATE = `case when status not in ('paid', 'cancelled') and balance > 0 then due_date else 'infinity'::date end`;
const SUMS = `count(*), sum(net), sum(vat), sum(gross), sum(balance)`;

export async function rebuildInvoiceTotals(client: pg.Client): Promise<number> {
  await client.query('truncate invoice_totals, invoice_totals_by_day, invoice_totals_by_contractor');
  const results = [
    await client.query(`insert into invoice_totals (organization_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
      select organization_id, status, type, currency, converted_to_id is not null, ${LATE}, 0, ${SUMS}
      from invoices group by 1, 2, 3, 4, 5, 6`),
    await client.query(`insert into invoice_totals_by_day (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe, count, net, vat, gross, balance)
      select organization_id, issue_date, due_date, status, type, currency, converted_to_id is not null,
        status not in ('paid', 'cancelled') and balance > 0, 0, ${SUMS}
      from invoices group by 1, 2, 3, 4, 5, 6, 7, 8`),
    await client.query(`insert into invoice_totals_by_contractor (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
      select organization_id, contractor_id, status, type, currency, converted_to_id is not null, ${LATE}, 0, ${SUMS}
      from invoices group by 1, 2, 3, 4, 5, 6, 7`),
  ];
  return results.reduce((rows, result) => rows + (result.rowCount ?? 0), 0);
}
