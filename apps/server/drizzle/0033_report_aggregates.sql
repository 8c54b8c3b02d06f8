CREATE TABLE "report_cash" (
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"direction" text NOT NULL,
	"stripe" smallint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "report_cash_pk" PRIMARY KEY("organization_id","month","direction","stripe")
);
--> statement-breakpoint
CREATE TABLE "report_costs" (
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"vat_month" text NOT NULL,
	"contractor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"deductible_vat" bigint NOT NULL,
	CONSTRAINT "report_costs_pk" PRIMARY KEY("organization_id","month","contractor_id","category_id","vat_month","stripe")
);
--> statement-breakpoint
CREATE TABLE "report_sales" (
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"vat_month" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"stripe" smallint NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"net_pln" bigint NOT NULL,
	"vat_pln" bigint NOT NULL,
	"gross_pln" bigint NOT NULL,
	CONSTRAINT "report_sales_pk" PRIMARY KEY("organization_id","month","vat_month","type","currency","stripe")
);
--> statement-breakpoint
CREATE TABLE "report_sales_by_contractor" (
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"contractor_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	CONSTRAINT "report_sales_by_contractor_pk" PRIMARY KEY("organization_id","month","contractor_id","stripe")
);
--> statement-breakpoint
CREATE TABLE "report_sales_by_rate" (
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"vat_rate" text NOT NULL,
	"stripe" smallint NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	CONSTRAINT "report_sales_by_rate_pk" PRIMARY KEY("organization_id","month","vat_rate","stripe")
);
--> statement-breakpoint
CREATE INDEX "report_sales_by_contractor_party_idx" ON "report_sales_by_contractor" USING btree ("organization_id","contractor_id","month");--> statement-breakpoint
-- Decision 0015: the reports' per-month sums, kept by the writing transaction like the list totals of
-- decision 0014. Each upsert goes to one of 16 stripes chosen by the transaction id, so concurrent
-- writers of one month seldom wait for each other; readers sum the stripes.
-- An amount of a document in PLN at the document's own rate, rounded half away from zero per amount:
-- the SQL of receivables.repository's plnAtOwnRate, which the cash flow summed per payment.
CREATE FUNCTION report_pln_at_own_rate(amount bigint, gross bigint, gross_pln bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN gross_pln IS NULL OR gross = 0 THEN amount::numeric
    WHEN (amount::numeric * gross_pln < 0) <> (gross < 0)
      THEN -div(2 * abs(amount::numeric * gross_pln) + abs(gross), 2 * abs(gross))
    ELSE div(2 * abs(amount::numeric * gross_pln) + abs(gross), 2 * abs(gross)) END)::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION report_stripe() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (pg_current_xact_id()::text::bigint % 16)::smallint
$$;
--> statement-breakpoint
-- A sale counts unless cancelled (it never sold anything) or a proforma (an offer).
CREATE FUNCTION report_sales_apply(r invoices, s integer) RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO report_sales_by_contractor AS t (organization_id, month, contractor_id, stripe, count, net, vat, gross)
  VALUES (r.organization_id, v_month, r.contractor_id, v_stripe, s, s * v_net, s * v_vat, s * v_gross)
  ON CONFLICT (organization_id, month, contractor_id, stripe) DO UPDATE SET
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
-- s × each payment's PLN equivalent at (gross, gross_pln) into its month.
CREATE FUNCTION report_cash_apply(org integer, dir text, months text[], amounts bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_cash AS t (organization_id, month, direction, stripe, amount)
  SELECT org, m.month, dir, report_stripe(), sum(m.amount)
  FROM unnest(months, amounts) AS m(month, amount) GROUP BY m.month
  ON CONFLICT (organization_id, month, direction, stripe) DO UPDATE SET amount = t.amount + excluded.amount;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_invoices_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR (OLD.organization_id, OLD.contractor_id, OLD.status = 'cancelled', OLD.type,
      OLD.currency, OLD.issue_date, OLD.sale_date, OLD.net, OLD.vat, OLD.gross, OLD.net_pln, OLD.vat_pln,
      OLD.gross_pln, OLD.by_rate)
    IS DISTINCT FROM (NEW.organization_id, NEW.contractor_id, NEW.status = 'cancelled', NEW.type,
      NEW.currency, NEW.issue_date, NEW.sale_date, NEW.net, NEW.vat, NEW.gross, NEW.net_pln, NEW.vat_pln,
      NEW.gross_pln, NEW.by_rate) THEN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM report_sales_apply(OLD, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      PERFORM report_sales_apply(NEW, 1);
    END IF;
  END IF;
  -- The payments' PLN equivalents follow their invoice's gross and PLN gross.
  IF TG_OP = 'UPDATE' AND (OLD.organization_id, OLD.gross, OLD.gross_pln)
      IS DISTINCT FROM (NEW.organization_id, NEW.gross, NEW.gross_pln) THEN
    PERFORM report_cash_apply(OLD.organization_id, 'in',
      array_agg(to_char(p.date, 'YYYY-MM')), array_agg(-report_pln_at_own_rate(p.amount, OLD.gross, OLD.gross_pln)))
    FROM invoice_payments p WHERE p.invoice_id = OLD.id HAVING count(*) > 0;
    PERFORM report_cash_apply(NEW.organization_id, 'in',
      array_agg(to_char(p.date, 'YYYY-MM')), array_agg(report_pln_at_own_rate(p.amount, NEW.gross, NEW.gross_pln)))
    FROM invoice_payments p WHERE p.invoice_id = NEW.id HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Before the row goes: the cascade deletes the payments after it, when their invoice can no longer be
-- read, so their trigger skips them and this one takes them out of the cash flow.
CREATE FUNCTION report_invoices_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_cash_apply(OLD.organization_id, 'in',
    array_agg(to_char(p.date, 'YYYY-MM')), array_agg(-report_pln_at_own_rate(p.amount, OLD.gross, OLD.gross_pln)))
  FROM invoice_payments p WHERE p.invoice_id = OLD.id HAVING count(*) > 0;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_invoice_payments_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.invoice_id, OLD.amount, OLD.date) IS NOT DISTINCT FROM (NEW.invoice_id, NEW.amount, NEW.date) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT organization_id, gross, gross_pln INTO d FROM invoices WHERE id = OLD.invoice_id;
    IF FOUND THEN
      PERFORM report_cash_apply(d.organization_id, 'in', ARRAY[to_char(OLD.date, 'YYYY-MM')],
        ARRAY[-report_pln_at_own_rate(OLD.amount, d.gross, d.gross_pln)]);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT organization_id, gross, gross_pln INTO d FROM invoices WHERE id = NEW.invoice_id;
    IF FOUND THEN
      PERFORM report_cash_apply(d.organization_id, 'in', ARRAY[to_char(NEW.date, 'YYYY-MM')],
        ARRAY[report_pln_at_own_rate(NEW.amount, d.gross, d.gross_pln)]);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A cost counts once booked (not a draft).
CREATE FUNCTION report_costs_apply(r costs, s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF r.status = 'draft' THEN
    RETURN;
  END IF;
  INSERT INTO report_costs AS t (organization_id, month, vat_month, contractor_id, category_id, stripe, count, net, vat, gross, deductible_vat)
  VALUES (r.organization_id, r.booking_period, coalesce(r.vat_period, r.booking_period), r.contractor_id,
    coalesce(r.category_id, 0), report_stripe(), s, s * r.net_pln, s * r.vat_pln, s * r.gross_pln, s * r.deductible_vat_pln)
  ON CONFLICT (organization_id, month, contractor_id, category_id, vat_month, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, deductible_vat = t.deductible_vat + excluded.deductible_vat;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_costs_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR (OLD.organization_id, OLD.contractor_id, OLD.status = 'draft', OLD.booking_period,
      OLD.vat_period, OLD.category_id, OLD.net_pln, OLD.vat_pln, OLD.gross_pln, OLD.deductible_vat_pln)
    IS DISTINCT FROM (NEW.organization_id, NEW.contractor_id, NEW.status = 'draft', NEW.booking_period,
      NEW.vat_period, NEW.category_id, NEW.net_pln, NEW.vat_pln, NEW.gross_pln, NEW.deductible_vat_pln) THEN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM report_costs_apply(OLD, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      PERFORM report_costs_apply(NEW, 1);
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.organization_id, OLD.gross, OLD.gross_pln)
      IS DISTINCT FROM (NEW.organization_id, NEW.gross, NEW.gross_pln) THEN
    PERFORM report_cash_apply(OLD.organization_id, 'out',
      array_agg(to_char(p.date, 'YYYY-MM')), array_agg(-report_pln_at_own_rate(p.amount, OLD.gross, OLD.gross_pln)))
    FROM cost_payments p WHERE p.cost_id = OLD.id HAVING count(*) > 0;
    PERFORM report_cash_apply(NEW.organization_id, 'out',
      array_agg(to_char(p.date, 'YYYY-MM')), array_agg(report_pln_at_own_rate(p.amount, NEW.gross, NEW.gross_pln)))
    FROM cost_payments p WHERE p.cost_id = NEW.id HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_costs_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_cash_apply(OLD.organization_id, 'out',
    array_agg(to_char(p.date, 'YYYY-MM')), array_agg(-report_pln_at_own_rate(p.amount, OLD.gross, OLD.gross_pln)))
  FROM cost_payments p WHERE p.cost_id = OLD.id HAVING count(*) > 0;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_cost_payments_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.cost_id, OLD.amount, OLD.date) IS NOT DISTINCT FROM (NEW.cost_id, NEW.amount, NEW.date) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT organization_id, gross, gross_pln INTO d FROM costs WHERE id = OLD.cost_id;
    IF FOUND THEN
      PERFORM report_cash_apply(d.organization_id, 'out', ARRAY[to_char(OLD.date, 'YYYY-MM')],
        ARRAY[-report_pln_at_own_rate(OLD.amount, d.gross, d.gross_pln)]);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT organization_id, gross, gross_pln INTO d FROM costs WHERE id = NEW.cost_id;
    IF FOUND THEN
      PERFORM report_cash_apply(d.organization_id, 'out', ARRAY[to_char(NEW.date, 'YYYY-MM')],
        ARRAY[report_pln_at_own_rate(NEW.amount, d.gross, d.gross_pln)]);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_invoices AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION report_invoices_trigger();
--> statement-breakpoint
CREATE TRIGGER report_invoices_before_delete BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION report_invoices_before_delete();
--> statement-breakpoint
CREATE TRIGGER report_invoice_payments AFTER INSERT OR UPDATE OR DELETE ON invoice_payments
  FOR EACH ROW EXECUTE FUNCTION report_invoice_payments_trigger();
--> statement-breakpoint
CREATE TRIGGER report_costs AFTER INSERT OR UPDATE OR DELETE ON costs
  FOR EACH ROW EXECUTE FUNCTION report_costs_trigger();
--> statement-breakpoint
CREATE TRIGGER report_costs_before_delete BEFORE DELETE ON costs
  FOR EACH ROW EXECUTE FUNCTION report_costs_before_delete();
--> statement-breakpoint
CREATE TRIGGER report_cost_payments AFTER INSERT OR UPDATE OR DELETE ON cost_payments
  FOR EACH ROW EXECUTE FUNCTION report_cost_payments_trigger();
--> statement-breakpoint
-- Every aggregate as a full recount of the documents (stripe 0): what the backfill below, the bench
-- generator (which loads with triggers off) and the property test compare with.
CREATE VIEW report_sales_recount AS
  SELECT organization_id, to_char(issue_date, 'YYYY-MM') AS month,
    to_char(CASE WHEN type = 'correction' THEN issue_date ELSE sale_date END, 'YYYY-MM') AS vat_month,
    type, currency, count(*)::integer AS count, sum(net)::bigint AS net, sum(vat)::bigint AS vat,
    sum(gross)::bigint AS gross, sum(coalesce(net_pln, net))::bigint AS net_pln,
    sum(coalesce(vat_pln, vat))::bigint AS vat_pln, sum(coalesce(gross_pln, gross))::bigint AS gross_pln
  FROM invoices WHERE status <> 'cancelled' AND type <> 'proforma'
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE VIEW report_sales_by_rate_recount AS
  SELECT i.organization_id, to_char(i.issue_date, 'YYYY-MM') AS month, e.value ->> 'vatRate' AS vat_rate,
    count(*)::integer AS count,
    sum(coalesce((e.value -> 'pln' ->> 'net')::bigint, (e.value ->> 'net')::bigint))::bigint AS net,
    sum(coalesce((e.value -> 'pln' ->> 'vat')::bigint, (e.value ->> 'vat')::bigint))::bigint AS vat,
    sum(coalesce((e.value -> 'pln' ->> 'gross')::bigint, (e.value ->> 'gross')::bigint))::bigint AS gross
  FROM invoices i CROSS JOIN LATERAL jsonb_array_elements(i.by_rate) e
  WHERE i.status <> 'cancelled' AND i.type <> 'proforma'
  GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE VIEW report_sales_by_contractor_recount AS
  SELECT organization_id, to_char(issue_date, 'YYYY-MM') AS month, contractor_id, count(*)::integer AS count,
    sum(coalesce(net_pln, net))::bigint AS net, sum(coalesce(vat_pln, vat))::bigint AS vat,
    sum(coalesce(gross_pln, gross))::bigint AS gross
  FROM invoices WHERE status <> 'cancelled' AND type <> 'proforma'
  GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE VIEW report_costs_recount AS
  SELECT organization_id, booking_period AS month, coalesce(vat_period, booking_period) AS vat_month,
    contractor_id, coalesce(category_id, 0) AS category_id, count(*)::integer AS count,
    sum(net_pln)::bigint AS net, sum(vat_pln)::bigint AS vat, sum(gross_pln)::bigint AS gross,
    sum(deductible_vat_pln)::bigint AS deductible_vat
  FROM costs WHERE status <> 'draft'
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE VIEW report_cash_recount AS
  SELECT i.organization_id, to_char(p.date, 'YYYY-MM') AS month, 'in'::text AS direction,
    sum(report_pln_at_own_rate(p.amount, i.gross, i.gross_pln))::bigint AS amount
  FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id GROUP BY 1, 2
  UNION ALL
  SELECT k.organization_id, to_char(p.date, 'YYYY-MM') AS month, 'out'::text AS direction,
    sum(report_pln_at_own_rate(p.amount, k.gross, k.gross_pln))::bigint AS amount
  FROM cost_payments p JOIN costs k ON k.id = p.cost_id GROUP BY 1, 2;
--> statement-breakpoint
-- Empties the aggregates and fills them from the documents: this migration's backfill, and the bench
-- generator's after its load with triggers off.
CREATE FUNCTION report_aggregates_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_sales, report_sales_by_rate, report_sales_by_contractor, report_costs, report_cash;
  INSERT INTO report_sales (organization_id, month, vat_month, type, currency, stripe, count, net, vat, gross, net_pln, vat_pln, gross_pln)
    SELECT organization_id, month, vat_month, type, currency, 0, count, net, vat, gross, net_pln, vat_pln, gross_pln
    FROM report_sales_recount;
  INSERT INTO report_sales_by_rate (organization_id, month, vat_rate, stripe, count, net, vat, gross)
    SELECT organization_id, month, vat_rate, 0, count, net, vat, gross FROM report_sales_by_rate_recount;
  INSERT INTO report_sales_by_contractor (organization_id, month, contractor_id, stripe, count, net, vat, gross)
    SELECT organization_id, month, contractor_id, 0, count, net, vat, gross FROM report_sales_by_contractor_recount;
  INSERT INTO report_costs (organization_id, month, vat_month, contractor_id, category_id, stripe, count, net, vat, gross, deductible_vat)
    SELECT organization_id, month, vat_month, contractor_id, category_id, 0, count, net, vat, gross, deductible_vat
    FROM report_costs_recount;
  INSERT INTO report_cash (organization_id, month, direction, stripe, amount)
    SELECT organization_id, month, direction, 0, amount FROM report_cash_recount;
END
$$;
--> statement-breakpoint
SELECT report_aggregates_rebuild();
