-- Decision 0015: the party tables lose their stripes (a row is one party's, and the ranking index
-- needs a party's whole sum in one row): emptied here and filled again at the end.
TRUNCATE report_sales_by_party, report_costs_by_party;
--> statement-breakpoint
DROP INDEX "report_costs_by_party_contractor_idx";--> statement-breakpoint
DROP INDEX "report_sales_by_party_contractor_idx";--> statement-breakpoint
CREATE INDEX "report_costs_by_party_rank_idx" ON "report_costs_by_party" USING btree ("organization_id","period","gross" DESC NULLS LAST,"contractor_id");--> statement-breakpoint
CREATE INDEX "report_sales_by_party_rank_idx" ON "report_sales_by_party" USING btree ("organization_id","period","gross" DESC NULLS LAST,"contractor_id");--> statement-breakpoint
ALTER TABLE "report_costs_by_party" DROP COLUMN "stripe";--> statement-breakpoint
ALTER TABLE "report_sales_by_party" DROP COLUMN "stripe";--> statement-breakpoint
ALTER TABLE "report_costs_by_party" DROP CONSTRAINT IF EXISTS "report_costs_by_party_pk";
--> statement-breakpoint
ALTER TABLE "report_costs_by_party" ADD CONSTRAINT "report_costs_by_party_pk" PRIMARY KEY("organization_id","period","contractor_id");--> statement-breakpoint
ALTER TABLE "report_sales_by_party" DROP CONSTRAINT IF EXISTS "report_sales_by_party_pk";
--> statement-breakpoint
ALTER TABLE "report_sales_by_party" ADD CONSTRAINT "report_sales_by_party_pk" PRIMARY KEY("organization_id","period","contractor_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sales_apply(r invoices, s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_stripe smallint := report_stripe();
  v_month text := to_char(r.issue_date, 'YYYY-MM');
  v_net bigint := coalesce(r.net_pln, r.net);
  v_vat bigint := coalesce(r.vat_pln, r.vat);
  v_gross bigint := coalesce(r.gross_pln, r.gross);
BEGIN
  IF r.status = 'cancelled' OR r.type = 'proforma' THEN
    RETURN;
  END IF;
  INSERT INTO report_sales AS t (organization_id, month, vat_month, type, currency, stripe, count, net, vat, gross, net_pln, vat_pln, gross_pln)
  VALUES (r.organization_id, v_month,
    to_char(CASE WHEN r.type = 'correction' THEN r.issue_date ELSE r.sale_date END, 'YYYY-MM'),
    r.type, r.currency, v_stripe, s, s * r.net, s * r.vat, s * r.gross, s * v_net, s * v_vat, s * v_gross)
  ON CONFLICT (organization_id, month, vat_month, type, currency, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, net_pln = t.net_pln + excluded.net_pln,
    vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln;
  INSERT INTO report_sales_by_party AS t (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT r.organization_id, p.period, r.contractor_id, s, s * v_net, s * v_vat, s * v_gross
  FROM unnest(report_periods(v_month)) AS p(period)
  ON CONFLICT (organization_id, period, contractor_id) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross;
  INSERT INTO report_sales_by_rate AS t (organization_id, month, vat_rate, stripe, count, net, vat, gross)
  SELECT r.organization_id, v_month, e.value ->> 'vatRate', v_stripe, s * count(*),
    s * sum(coalesce((e.value -> 'pln' ->> 'net')::bigint, (e.value ->> 'net')::bigint)),
    s * sum(coalesce((e.value -> 'pln' ->> 'vat')::bigint, (e.value ->> 'vat')::bigint)),
    s * sum(coalesce((e.value -> 'pln' ->> 'gross')::bigint, (e.value ->> 'gross')::bigint))
  FROM jsonb_array_elements(r.by_rate) e GROUP BY e.value ->> 'vatRate'
  ON CONFLICT (organization_id, month, vat_rate, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_costs_apply(r costs, s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF r.status = 'draft' THEN
    RETURN;
  END IF;
  INSERT INTO report_cost_months AS t (organization_id, month, vat_month, category_id, stripe, count, net, vat, gross, deductible_vat)
  VALUES (r.organization_id, r.booking_period, coalesce(r.vat_period, r.booking_period), coalesce(r.category_id, 0),
    report_stripe(), s, s * r.net_pln, s * r.vat_pln, s * r.gross_pln, s * r.deductible_vat_pln)
  ON CONFLICT (organization_id, month, vat_month, category_id, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, deductible_vat = t.deductible_vat + excluded.deductible_vat;
  INSERT INTO report_costs_by_party AS t (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT r.organization_id, p.period, r.contractor_id, s, s * r.net_pln, s * r.vat_pln, s * r.gross_pln
  FROM unnest(report_periods(r.booking_period)) AS p(period)
  ON CONFLICT (organization_id, period, contractor_id) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_aggregates_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_sales, report_sales_by_rate, report_sales_by_party, report_cost_months,
    report_costs_by_party, report_cash;
  INSERT INTO report_sales (organization_id, month, vat_month, type, currency, stripe, count, net, vat, gross, net_pln, vat_pln, gross_pln)
    SELECT organization_id, month, vat_month, type, currency, 0, count, net, vat, gross, net_pln, vat_pln, gross_pln
    FROM report_sales_recount;
  INSERT INTO report_sales_by_rate (organization_id, month, vat_rate, stripe, count, net, vat, gross)
    SELECT organization_id, month, vat_rate, 0, count, net, vat, gross FROM report_sales_by_rate_recount;
  INSERT INTO report_sales_by_party (organization_id, period, contractor_id, count, net, vat, gross)
    SELECT organization_id, period, contractor_id, count, net, vat, gross FROM report_sales_by_party_recount;
  INSERT INTO report_cost_months (organization_id, month, vat_month, category_id, stripe, count, net, vat, gross, deductible_vat)
    SELECT organization_id, month, vat_month, category_id, 0, count, net, vat, gross, deductible_vat
    FROM report_cost_months_recount;
  INSERT INTO report_costs_by_party (organization_id, period, contractor_id, count, net, vat, gross)
    SELECT organization_id, period, contractor_id, count, net, vat, gross FROM report_costs_by_party_recount;
  INSERT INTO report_cash (organization_id, month, direction, stripe, amount)
    SELECT organization_id, month, direction, 0, amount FROM report_cash_recount;
END
$$;
--> statement-breakpoint
INSERT INTO report_sales_by_party (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT organization_id, period, contractor_id, count, net, vat, gross FROM report_sales_by_party_recount;
--> statement-breakpoint
INSERT INTO report_costs_by_party (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT organization_id, period, contractor_id, count, net, vat, gross FROM report_costs_by_party_recount;
