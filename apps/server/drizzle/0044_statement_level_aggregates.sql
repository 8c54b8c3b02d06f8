-- Written by apps/server/src/db/aggregate-triggers.ts (decision 0014, "Statement-level triggers"): edit
-- that file and write this migration again; a test checks that the two agree.
DROP TRIGGER invoices_totals ON invoices;
--> statement-breakpoint
DROP TRIGGER costs_totals ON costs;
--> statement-breakpoint
DROP TRIGGER contractors_totals ON contractors;
--> statement-breakpoint
DROP TRIGGER report_invoices ON invoices;
--> statement-breakpoint
DROP TRIGGER report_invoice_payments ON invoice_payments;
--> statement-breakpoint
DROP TRIGGER report_costs ON costs;
--> statement-breakpoint
DROP TRIGGER report_cost_payments ON cost_payments;
--> statement-breakpoint
DROP FUNCTION invoice_totals_trigger(), invoice_totals_apply(invoices, integer), cost_totals_trigger(), cost_totals_apply(costs, integer), contractor_totals_trigger(), contractor_totals_apply(contractors, integer), report_invoices_trigger(), report_sales_apply(invoices, integer), report_invoice_payments_trigger(), report_costs_trigger(), report_costs_apply(costs, integer), report_cost_payments_trigger();
--> statement-breakpoint
CREATE FUNCTION invoice_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT 1 AS sign, n.* FROM new_rows n
),
a0 AS (
INSERT INTO invoice_totals AS t (organization_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    CASE WHEN r.status NOT IN ('paid', 'cancelled') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, status, type, currency, converted, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance
),
a1 AS (
INSERT INTO invoice_totals_by_day AS t (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.issue_date,
    r.due_date,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    r.status NOT IN ('paid', 'cancelled') AND r.balance > 0,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance
)
INSERT INTO invoice_totals_by_contractor AS t (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.contractor_id,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    CASE WHEN r.status NOT IN ('paid', 'cancelled') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.organization_id, n.contractor_id, n.status, n.type, n.currency, n.converted_to_id IS NULL, n.issue_date, n.due_date, n.net, n.vat, n.gross, n.balance) IS NOT DISTINCT FROM (o.organization_id, o.contractor_id, o.status, o.type, o.currency, o.converted_to_id IS NULL, o.issue_date, o.due_date, o.net, o.vat, o.gross, o.balance))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.organization_id, o.contractor_id, o.status, o.type, o.currency, o.converted_to_id IS NULL, o.issue_date, o.due_date, o.net, o.vat, o.gross, o.balance) IS NOT DISTINCT FROM (n.organization_id, n.contractor_id, n.status, n.type, n.currency, n.converted_to_id IS NULL, n.issue_date, n.due_date, n.net, n.vat, n.gross, n.balance))
),
a0 AS (
INSERT INTO invoice_totals AS t (organization_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    CASE WHEN r.status NOT IN ('paid', 'cancelled') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, status, type, currency, converted, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance
),
a1 AS (
INSERT INTO invoice_totals_by_day AS t (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.issue_date,
    r.due_date,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    r.status NOT IN ('paid', 'cancelled') AND r.balance > 0,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance
)
INSERT INTO invoice_totals_by_contractor AS t (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.contractor_id,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    CASE WHEN r.status NOT IN ('paid', 'cancelled') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
),
a0 AS (
INSERT INTO invoice_totals AS t (organization_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    CASE WHEN r.status NOT IN ('paid', 'cancelled') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, status, type, currency, converted, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance
),
a1 AS (
INSERT INTO invoice_totals_by_day AS t (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.issue_date,
    r.due_date,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    r.status NOT IN ('paid', 'cancelled') AND r.balance > 0,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance
)
INSERT INTO invoice_totals_by_contractor AS t (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
  SELECT r.organization_id,
    r.contractor_id,
    r.status,
    r.type,
    r.currency,
    r.converted_to_id IS NOT NULL,
    CASE WHEN r.status NOT IN ('paid', 'cancelled') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION cost_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT 1 AS sign, n.* FROM new_rows n
),
a0 AS (
INSERT INTO cost_totals AS t (organization_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
),
a1 AS (
INSERT INTO cost_totals_by_period AS t (organization_id, booking_period, category_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.booking_period,
    coalesce(r.category_id, 0),
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, booking_period, category_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
),
a2 AS (
INSERT INTO cost_totals_by_day AS t (organization_id, issue_date, due_date, status, currency, payable, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.issue_date,
    r.due_date,
    r.status,
    r.currency,
    r.status IN ('unpaid', 'partially_paid') AND r.balance > 0,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, issue_date, due_date, status, currency, payable, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
)
INSERT INTO cost_totals_by_contractor AS t (organization_id, contractor_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.contractor_id,
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, contractor_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION cost_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.organization_id, n.contractor_id, n.status, n.currency, n.booking_period, n.category_id, n.issue_date, n.due_date, n.net, n.vat, n.gross, n.balance, n.net_pln, n.vat_pln, n.gross_pln) IS NOT DISTINCT FROM (o.organization_id, o.contractor_id, o.status, o.currency, o.booking_period, o.category_id, o.issue_date, o.due_date, o.net, o.vat, o.gross, o.balance, o.net_pln, o.vat_pln, o.gross_pln))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.organization_id, o.contractor_id, o.status, o.currency, o.booking_period, o.category_id, o.issue_date, o.due_date, o.net, o.vat, o.gross, o.balance, o.net_pln, o.vat_pln, o.gross_pln) IS NOT DISTINCT FROM (n.organization_id, n.contractor_id, n.status, n.currency, n.booking_period, n.category_id, n.issue_date, n.due_date, n.net, n.vat, n.gross, n.balance, n.net_pln, n.vat_pln, n.gross_pln))
),
a0 AS (
INSERT INTO cost_totals AS t (organization_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
),
a1 AS (
INSERT INTO cost_totals_by_period AS t (organization_id, booking_period, category_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.booking_period,
    coalesce(r.category_id, 0),
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, booking_period, category_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
),
a2 AS (
INSERT INTO cost_totals_by_day AS t (organization_id, issue_date, due_date, status, currency, payable, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.issue_date,
    r.due_date,
    r.status,
    r.currency,
    r.status IN ('unpaid', 'partially_paid') AND r.balance > 0,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, issue_date, due_date, status, currency, payable, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
)
INSERT INTO cost_totals_by_contractor AS t (organization_id, contractor_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.contractor_id,
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, contractor_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION cost_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
),
a0 AS (
INSERT INTO cost_totals AS t (organization_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
),
a1 AS (
INSERT INTO cost_totals_by_period AS t (organization_id, booking_period, category_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.booking_period,
    coalesce(r.category_id, 0),
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, booking_period, category_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
),
a2 AS (
INSERT INTO cost_totals_by_day AS t (organization_id, issue_date, due_date, status, currency, payable, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.issue_date,
    r.due_date,
    r.status,
    r.currency,
    r.status IN ('unpaid', 'partially_paid') AND r.balance > 0,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, issue_date, due_date, status, currency, payable, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln
)
INSERT INTO cost_totals_by_contractor AS t (organization_id, contractor_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  SELECT r.organization_id,
    r.contractor_id,
    r.status,
    r.currency,
    CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (r.balance)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))
  FROM r
  GROUP BY 1, 2, 3, 4, 5
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (r.balance)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, contractor_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION contractor_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT 1 AS sign, n.* FROM new_rows n
)
INSERT INTO contractor_totals AS t (organization_id, country, vat_status, stripe, count)
  SELECT r.organization_id,
    r.country,
    coalesce(r.vat_status, ''),
    report_stripe(),
    sum(r.sign * (1))
  FROM r
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, country, vat_status, stripe) DO UPDATE SET
    count = t.count + excluded.count;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION contractor_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.organization_id, n.country, n.vat_status) IS NOT DISTINCT FROM (o.organization_id, o.country, o.vat_status))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.organization_id, o.country, o.vat_status) IS NOT DISTINCT FROM (n.organization_id, n.country, n.vat_status))
)
INSERT INTO contractor_totals AS t (organization_id, country, vat_status, stripe, count)
  SELECT r.organization_id,
    r.country,
    coalesce(r.vat_status, ''),
    report_stripe(),
    sum(r.sign * (1))
  FROM r
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, country, vat_status, stripe) DO UPDATE SET
    count = t.count + excluded.count;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION contractor_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
)
INSERT INTO contractor_totals AS t (organization_id, country, vat_status, stripe, count)
  SELECT r.organization_id,
    r.country,
    coalesce(r.vat_status, ''),
    report_stripe(),
    sum(r.sign * (1))
  FROM r
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, country, vat_status, stripe) DO UPDATE SET
    count = t.count + excluded.count;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sales_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT 1 AS sign, n.* FROM new_rows n
),
a0 AS (
INSERT INTO report_sales AS t (organization_id, month, vat_month, type, currency, stripe, count, net, vat, gross, net_pln, vat_pln, gross_pln)
  SELECT r.organization_id,
    to_char(r.issue_date, 'YYYY-MM'),
    to_char(CASE WHEN r.type = 'correction' THEN r.issue_date ELSE r.sale_date END, 'YYYY-MM'),
    r.type,
    r.currency,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (coalesce(r.net_pln, r.net))),
    sum(r.sign * (coalesce(r.vat_pln, r.vat))),
    sum(r.sign * (coalesce(r.gross_pln, r.gross)))
  FROM r
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3, 4, 5
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (coalesce(r.net_pln, r.net))), sum(r.sign * (coalesce(r.vat_pln, r.vat))), sum(r.sign * (coalesce(r.gross_pln, r.gross)))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_month, type, currency, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln
),
a1 AS (
INSERT INTO report_sales_by_party AS t (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT r.organization_id,
    p.period,
    r.contractor_id,
    sum(r.sign * (1)),
    sum(r.sign * (coalesce(r.net_pln, r.net))),
    sum(r.sign * (coalesce(r.vat_pln, r.vat))),
    sum(r.sign * (coalesce(r.gross_pln, r.gross)))
  FROM r CROSS JOIN LATERAL unnest(report_periods(to_char(r.issue_date, 'YYYY-MM'))) AS p(period)
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (coalesce(r.net_pln, r.net))), sum(r.sign * (coalesce(r.vat_pln, r.vat))), sum(r.sign * (coalesce(r.gross_pln, r.gross)))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, period, contractor_id) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross
)
INSERT INTO report_sales_by_rate AS t (organization_id, month, vat_rate, stripe, count, net, vat, gross)
  SELECT r.organization_id,
    to_char(r.issue_date, 'YYYY-MM'),
    e.value ->> 'vatRate',
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'net')::bigint, (e.value ->> 'net')::bigint))),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'vat')::bigint, (e.value ->> 'vat')::bigint))),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'gross')::bigint, (e.value ->> 'gross')::bigint)))
  FROM r CROSS JOIN LATERAL jsonb_array_elements(r.by_rate) AS e
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'net')::bigint, (e.value ->> 'net')::bigint))), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'vat')::bigint, (e.value ->> 'vat')::bigint))), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'gross')::bigint, (e.value ->> 'gross')::bigint)))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_rate, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sales_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.organization_id, n.contractor_id, n.status = 'cancelled', n.type, n.currency, n.issue_date, n.sale_date, n.net, n.vat, n.gross, n.net_pln, n.vat_pln, n.gross_pln, n.by_rate) IS NOT DISTINCT FROM (o.organization_id, o.contractor_id, o.status = 'cancelled', o.type, o.currency, o.issue_date, o.sale_date, o.net, o.vat, o.gross, o.net_pln, o.vat_pln, o.gross_pln, o.by_rate))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.organization_id, o.contractor_id, o.status = 'cancelled', o.type, o.currency, o.issue_date, o.sale_date, o.net, o.vat, o.gross, o.net_pln, o.vat_pln, o.gross_pln, o.by_rate) IS NOT DISTINCT FROM (n.organization_id, n.contractor_id, n.status = 'cancelled', n.type, n.currency, n.issue_date, n.sale_date, n.net, n.vat, n.gross, n.net_pln, n.vat_pln, n.gross_pln, n.by_rate))
),
a0 AS (
INSERT INTO report_sales AS t (organization_id, month, vat_month, type, currency, stripe, count, net, vat, gross, net_pln, vat_pln, gross_pln)
  SELECT r.organization_id,
    to_char(r.issue_date, 'YYYY-MM'),
    to_char(CASE WHEN r.type = 'correction' THEN r.issue_date ELSE r.sale_date END, 'YYYY-MM'),
    r.type,
    r.currency,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (coalesce(r.net_pln, r.net))),
    sum(r.sign * (coalesce(r.vat_pln, r.vat))),
    sum(r.sign * (coalesce(r.gross_pln, r.gross)))
  FROM r
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3, 4, 5
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (coalesce(r.net_pln, r.net))), sum(r.sign * (coalesce(r.vat_pln, r.vat))), sum(r.sign * (coalesce(r.gross_pln, r.gross)))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_month, type, currency, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln
),
a1 AS (
INSERT INTO report_sales_by_party AS t (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT r.organization_id,
    p.period,
    r.contractor_id,
    sum(r.sign * (1)),
    sum(r.sign * (coalesce(r.net_pln, r.net))),
    sum(r.sign * (coalesce(r.vat_pln, r.vat))),
    sum(r.sign * (coalesce(r.gross_pln, r.gross)))
  FROM r CROSS JOIN LATERAL unnest(report_periods(to_char(r.issue_date, 'YYYY-MM'))) AS p(period)
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (coalesce(r.net_pln, r.net))), sum(r.sign * (coalesce(r.vat_pln, r.vat))), sum(r.sign * (coalesce(r.gross_pln, r.gross)))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, period, contractor_id) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross
)
INSERT INTO report_sales_by_rate AS t (organization_id, month, vat_rate, stripe, count, net, vat, gross)
  SELECT r.organization_id,
    to_char(r.issue_date, 'YYYY-MM'),
    e.value ->> 'vatRate',
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'net')::bigint, (e.value ->> 'net')::bigint))),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'vat')::bigint, (e.value ->> 'vat')::bigint))),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'gross')::bigint, (e.value ->> 'gross')::bigint)))
  FROM r CROSS JOIN LATERAL jsonb_array_elements(r.by_rate) AS e
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'net')::bigint, (e.value ->> 'net')::bigint))), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'vat')::bigint, (e.value ->> 'vat')::bigint))), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'gross')::bigint, (e.value ->> 'gross')::bigint)))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_rate, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sales_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
),
a0 AS (
INSERT INTO report_sales AS t (organization_id, month, vat_month, type, currency, stripe, count, net, vat, gross, net_pln, vat_pln, gross_pln)
  SELECT r.organization_id,
    to_char(r.issue_date, 'YYYY-MM'),
    to_char(CASE WHEN r.type = 'correction' THEN r.issue_date ELSE r.sale_date END, 'YYYY-MM'),
    r.type,
    r.currency,
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net)),
    sum(r.sign * (r.vat)),
    sum(r.sign * (r.gross)),
    sum(r.sign * (coalesce(r.net_pln, r.net))),
    sum(r.sign * (coalesce(r.vat_pln, r.vat))),
    sum(r.sign * (coalesce(r.gross_pln, r.gross)))
  FROM r
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3, 4, 5
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net)), sum(r.sign * (r.vat)), sum(r.sign * (r.gross)), sum(r.sign * (coalesce(r.net_pln, r.net))), sum(r.sign * (coalesce(r.vat_pln, r.vat))), sum(r.sign * (coalesce(r.gross_pln, r.gross)))) IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_month, type, currency, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, net_pln = t.net_pln + excluded.net_pln, vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln
),
a1 AS (
INSERT INTO report_sales_by_party AS t (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT r.organization_id,
    p.period,
    r.contractor_id,
    sum(r.sign * (1)),
    sum(r.sign * (coalesce(r.net_pln, r.net))),
    sum(r.sign * (coalesce(r.vat_pln, r.vat))),
    sum(r.sign * (coalesce(r.gross_pln, r.gross)))
  FROM r CROSS JOIN LATERAL unnest(report_periods(to_char(r.issue_date, 'YYYY-MM'))) AS p(period)
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (coalesce(r.net_pln, r.net))), sum(r.sign * (coalesce(r.vat_pln, r.vat))), sum(r.sign * (coalesce(r.gross_pln, r.gross)))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, period, contractor_id) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross
)
INSERT INTO report_sales_by_rate AS t (organization_id, month, vat_rate, stripe, count, net, vat, gross)
  SELECT r.organization_id,
    to_char(r.issue_date, 'YYYY-MM'),
    e.value ->> 'vatRate',
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'net')::bigint, (e.value ->> 'net')::bigint))),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'vat')::bigint, (e.value ->> 'vat')::bigint))),
    sum(r.sign * (coalesce((e.value -> 'pln' ->> 'gross')::bigint, (e.value ->> 'gross')::bigint)))
  FROM r CROSS JOIN LATERAL jsonb_array_elements(r.by_rate) AS e
  WHERE r.status <> 'cancelled' AND r.type <> 'proforma'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'net')::bigint, (e.value ->> 'net')::bigint))), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'vat')::bigint, (e.value ->> 'vat')::bigint))), sum(r.sign * (coalesce((e.value -> 'pln' ->> 'gross')::bigint, (e.value ->> 'gross')::bigint)))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_rate, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_costs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT 1 AS sign, n.* FROM new_rows n
),
a0 AS (
INSERT INTO report_cost_months AS t (organization_id, month, vat_month, category_id, stripe, count, net, vat, gross, deductible_vat)
  SELECT r.organization_id,
    r.booking_period,
    coalesce(r.vat_period, r.booking_period),
    coalesce(r.category_id, 0),
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (r.deductible_vat_pln))
  FROM r
  WHERE r.status <> 'draft'
  GROUP BY 1, 2, 3, 4
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (r.deductible_vat_pln))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_month, category_id, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, deductible_vat = t.deductible_vat + excluded.deductible_vat
)
INSERT INTO report_costs_by_party AS t (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT r.organization_id,
    p.period,
    r.contractor_id,
    sum(r.sign * (1)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln))
  FROM r CROSS JOIN LATERAL unnest(report_periods(r.booking_period)) AS p(period)
  WHERE r.status <> 'draft'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, period, contractor_id) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_costs_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.organization_id, n.contractor_id, n.status = 'draft', n.booking_period, n.vat_period, n.category_id, n.net_pln, n.vat_pln, n.gross_pln, n.deductible_vat_pln) IS NOT DISTINCT FROM (o.organization_id, o.contractor_id, o.status = 'draft', o.booking_period, o.vat_period, o.category_id, o.net_pln, o.vat_pln, o.gross_pln, o.deductible_vat_pln))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.organization_id, o.contractor_id, o.status = 'draft', o.booking_period, o.vat_period, o.category_id, o.net_pln, o.vat_pln, o.gross_pln, o.deductible_vat_pln) IS NOT DISTINCT FROM (n.organization_id, n.contractor_id, n.status = 'draft', n.booking_period, n.vat_period, n.category_id, n.net_pln, n.vat_pln, n.gross_pln, n.deductible_vat_pln))
),
a0 AS (
INSERT INTO report_cost_months AS t (organization_id, month, vat_month, category_id, stripe, count, net, vat, gross, deductible_vat)
  SELECT r.organization_id,
    r.booking_period,
    coalesce(r.vat_period, r.booking_period),
    coalesce(r.category_id, 0),
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (r.deductible_vat_pln))
  FROM r
  WHERE r.status <> 'draft'
  GROUP BY 1, 2, 3, 4
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (r.deductible_vat_pln))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_month, category_id, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, deductible_vat = t.deductible_vat + excluded.deductible_vat
)
INSERT INTO report_costs_by_party AS t (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT r.organization_id,
    p.period,
    r.contractor_id,
    sum(r.sign * (1)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln))
  FROM r CROSS JOIN LATERAL unnest(report_periods(r.booking_period)) AS p(period)
  WHERE r.status <> 'draft'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, period, contractor_id) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_costs_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
),
a0 AS (
INSERT INTO report_cost_months AS t (organization_id, month, vat_month, category_id, stripe, count, net, vat, gross, deductible_vat)
  SELECT r.organization_id,
    r.booking_period,
    coalesce(r.vat_period, r.booking_period),
    coalesce(r.category_id, 0),
    report_stripe(),
    sum(r.sign * (1)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln)),
    sum(r.sign * (r.deductible_vat_pln))
  FROM r
  WHERE r.status <> 'draft'
  GROUP BY 1, 2, 3, 4
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln)), sum(r.sign * (r.deductible_vat_pln))) IS DISTINCT FROM (0, 0, 0, 0, 0)
  ON CONFLICT (organization_id, month, vat_month, category_id, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross, deductible_vat = t.deductible_vat + excluded.deductible_vat
)
INSERT INTO report_costs_by_party AS t (organization_id, period, contractor_id, count, net, vat, gross)
  SELECT r.organization_id,
    p.period,
    r.contractor_id,
    sum(r.sign * (1)),
    sum(r.sign * (r.net_pln)),
    sum(r.sign * (r.vat_pln)),
    sum(r.sign * (r.gross_pln))
  FROM r CROSS JOIN LATERAL unnest(report_periods(r.booking_period)) AS p(period)
  WHERE r.status <> 'draft'
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (1)), sum(r.sign * (r.net_pln)), sum(r.sign * (r.vat_pln)), sum(r.sign * (r.gross_pln))) IS DISTINCT FROM (0, 0, 0, 0)
  ON CONFLICT (organization_id, period, contractor_id) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat, gross = t.gross + excluded.gross;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_invoice_payments_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT 1 AS sign, n.* FROM new_rows n
)
INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT d.organization_id,
    to_char(r.date, 'YYYY-MM'),
    'in',
    report_stripe(),
    sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))
  FROM r JOIN invoices d ON d.id = r.invoice_id
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET
    amount = t.amount + excluded.amount;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_invoice_payments_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.invoice_id, n.amount, n.date) IS NOT DISTINCT FROM (o.invoice_id, o.amount, o.date))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.invoice_id, o.amount, o.date) IS NOT DISTINCT FROM (n.invoice_id, n.amount, n.date))
)
INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT d.organization_id,
    to_char(r.date, 'YYYY-MM'),
    'in',
    report_stripe(),
    sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))
  FROM r JOIN invoices d ON d.id = r.invoice_id
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET
    amount = t.amount + excluded.amount;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_invoice_payments_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
)
INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT d.organization_id,
    to_char(r.date, 'YYYY-MM'),
    'in',
    report_stripe(),
    sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))
  FROM r JOIN invoices d ON d.id = r.invoice_id
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET
    amount = t.amount + excluded.amount;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_cost_payments_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT 1 AS sign, n.* FROM new_rows n
)
INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT d.organization_id,
    to_char(r.date, 'YYYY-MM'),
    'out',
    report_stripe(),
    sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))
  FROM r JOIN costs d ON d.id = r.cost_id
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET
    amount = t.amount + excluded.amount;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_cost_payments_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.cost_id, n.amount, n.date) IS NOT DISTINCT FROM (o.cost_id, o.amount, o.date))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.cost_id, o.amount, o.date) IS NOT DISTINCT FROM (n.cost_id, n.amount, n.date))
)
INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT d.organization_id,
    to_char(r.date, 'YYYY-MM'),
    'out',
    report_stripe(),
    sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))
  FROM r JOIN costs d ON d.id = r.cost_id
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET
    amount = t.amount + excluded.amount;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_cost_payments_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
)
INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT d.organization_id,
    to_char(r.date, 'YYYY-MM'),
    'out',
    report_stripe(),
    sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))
  FROM r JOIN costs d ON d.id = r.cost_id
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (report_pln_at_own_rate(r.amount, d.gross, d.gross_pln)))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET
    amount = t.amount + excluded.amount;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_invoice_cash_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.organization_id, n.gross, n.gross_pln) IS NOT DISTINCT FROM (o.organization_id, o.gross, o.gross_pln))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.organization_id, o.gross, o.gross_pln) IS NOT DISTINCT FROM (n.organization_id, n.gross, n.gross_pln))
)
INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT r.organization_id,
    to_char(p.date, 'YYYY-MM'),
    'in',
    report_stripe(),
    sum(r.sign * (report_pln_at_own_rate(p.amount, r.gross, r.gross_pln)))
  FROM r JOIN invoice_payments p ON p.invoice_id = r.id
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (report_pln_at_own_rate(p.amount, r.gross, r.gross_pln)))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET
    amount = t.amount + excluded.amount;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_cost_cash_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
WITH r AS MATERIALIZED (
  SELECT -1 AS sign, o.* FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id AND (n.organization_id, n.gross, n.gross_pln) IS NOT DISTINCT FROM (o.organization_id, o.gross, o.gross_pln))
    UNION ALL
    SELECT 1, n.* FROM new_rows n
      WHERE NOT EXISTS (SELECT FROM old_rows o WHERE o.id = n.id AND (o.organization_id, o.gross, o.gross_pln) IS NOT DISTINCT FROM (n.organization_id, n.gross, n.gross_pln))
)
INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT r.organization_id,
    to_char(p.date, 'YYYY-MM'),
    'out',
    report_stripe(),
    sum(r.sign * (report_pln_at_own_rate(p.amount, r.gross, r.gross_pln)))
  FROM r JOIN cost_payments p ON p.cost_id = r.id
  GROUP BY 1, 2, 3
  HAVING (sum(r.sign * (report_pln_at_own_rate(p.amount, r.gross, r.gross_pln)))) IS DISTINCT FROM (0)
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET
    amount = t.amount + excluded.amount;
RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_totals_after_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER invoice_totals_after_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER invoice_totals_after_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_after_delete();
--> statement-breakpoint
CREATE TRIGGER cost_totals_after_insert AFTER INSERT ON costs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER cost_totals_after_update AFTER UPDATE ON costs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER cost_totals_after_delete AFTER DELETE ON costs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_totals_after_delete();
--> statement-breakpoint
CREATE TRIGGER contractor_totals_after_insert AFTER INSERT ON contractors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER contractor_totals_after_update AFTER UPDATE ON contractors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER contractor_totals_after_delete AFTER DELETE ON contractors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_totals_after_delete();
--> statement-breakpoint
CREATE TRIGGER report_sales_after_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sales_after_insert();
--> statement-breakpoint
CREATE TRIGGER report_sales_after_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sales_after_update();
--> statement-breakpoint
CREATE TRIGGER report_sales_after_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sales_after_delete();
--> statement-breakpoint
CREATE TRIGGER report_costs_after_insert AFTER INSERT ON costs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_costs_after_insert();
--> statement-breakpoint
CREATE TRIGGER report_costs_after_update AFTER UPDATE ON costs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_costs_after_update();
--> statement-breakpoint
CREATE TRIGGER report_costs_after_delete AFTER DELETE ON costs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_costs_after_delete();
--> statement-breakpoint
CREATE TRIGGER report_invoice_payments_after_insert AFTER INSERT ON invoice_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoice_payments_after_insert();
--> statement-breakpoint
CREATE TRIGGER report_invoice_payments_after_update AFTER UPDATE ON invoice_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoice_payments_after_update();
--> statement-breakpoint
CREATE TRIGGER report_invoice_payments_after_delete AFTER DELETE ON invoice_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoice_payments_after_delete();
--> statement-breakpoint
CREATE TRIGGER report_cost_payments_after_insert AFTER INSERT ON cost_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_cost_payments_after_insert();
--> statement-breakpoint
CREATE TRIGGER report_cost_payments_after_update AFTER UPDATE ON cost_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_cost_payments_after_update();
--> statement-breakpoint
CREATE TRIGGER report_cost_payments_after_delete AFTER DELETE ON cost_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_cost_payments_after_delete();
--> statement-breakpoint
CREATE TRIGGER report_invoice_cash_after_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoice_cash_after_update();
--> statement-breakpoint
CREATE TRIGGER report_cost_cash_after_update AFTER UPDATE ON costs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_cost_cash_after_update();
