CREATE TABLE "contractor_totals" (
	"organization_id" integer NOT NULL,
	"country" text NOT NULL,
	"vat_status" text NOT NULL,
	"stripe" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "contractor_totals_pk" PRIMARY KEY("organization_id","country","vat_status","stripe")
);
--> statement-breakpoint
CREATE TABLE "cost_totals" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"stripe" smallint NOT NULL,
	"late_due_date" date NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"net_pln" bigint NOT NULL,
	"vat_pln" bigint NOT NULL,
	"gross_pln" bigint NOT NULL,
	"balance_pln" bigint NOT NULL,
	CONSTRAINT "cost_totals_pk" PRIMARY KEY("organization_id","status","currency","late_due_date","stripe")
);
--> statement-breakpoint
CREATE TABLE "cost_totals_by_contractor" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"stripe" smallint NOT NULL,
	"contractor_id" integer NOT NULL,
	"late_due_date" date NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"net_pln" bigint NOT NULL,
	"vat_pln" bigint NOT NULL,
	"gross_pln" bigint NOT NULL,
	"balance_pln" bigint NOT NULL,
	CONSTRAINT "cost_totals_by_contractor_pk" PRIMARY KEY("organization_id","contractor_id","status","currency","late_due_date","stripe")
);
--> statement-breakpoint
CREATE TABLE "cost_totals_by_day" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"stripe" smallint NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payable" boolean NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"net_pln" bigint NOT NULL,
	"vat_pln" bigint NOT NULL,
	"gross_pln" bigint NOT NULL,
	"balance_pln" bigint NOT NULL,
	CONSTRAINT "cost_totals_by_day_pk" PRIMARY KEY("organization_id","issue_date","due_date","status","currency","payable","stripe")
);
--> statement-breakpoint
CREATE TABLE "cost_totals_by_period" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"stripe" smallint NOT NULL,
	"booking_period" text NOT NULL,
	"category_id" integer NOT NULL,
	"late_due_date" date NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"net_pln" bigint NOT NULL,
	"vat_pln" bigint NOT NULL,
	"gross_pln" bigint NOT NULL,
	"balance_pln" bigint NOT NULL,
	CONSTRAINT "cost_totals_by_period_pk" PRIMARY KEY("organization_id","booking_period","category_id","status","currency","late_due_date","stripe")
);
--> statement-breakpoint
CREATE INDEX "cost_totals_by_period_category_idx" ON "cost_totals_by_period" USING btree ("organization_id","category_id");--> statement-breakpoint
-- Decision 0014: the cost list's totals and the contractor count, kept by the writing transaction.
-- The cost trigger subtracts a document's old key and adds its new one in cost_totals,
-- cost_totals_by_period, cost_totals_by_day and cost_totals_by_contractor; each upsert goes to one of
-- 16 stripes chosen by the transaction id, so concurrent writers of one bucket seldom wait.
CREATE FUNCTION cost_totals_apply(r costs, s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_stripe smallint := (pg_current_xact_id()::text::bigint % 16)::smallint;
  v_payable boolean := r.status IN ('unpaid', 'partially_paid') AND r.balance > 0;
  v_late date := CASE WHEN r.status IN ('unpaid', 'partially_paid') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END;
  v_balance_pln bigint := CASE WHEN r.gross = 0 THEN 0 ELSE round(r.balance::numeric * r.gross_pln / r.gross) END;
BEGIN
  INSERT INTO cost_totals AS t (organization_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  VALUES (r.organization_id, r.status, r.currency, v_late, v_stripe, s, s * r.net, s * r.vat, s * r.gross, s * r.balance, s * r.net_pln, s * r.vat_pln, s * r.gross_pln, s * v_balance_pln)
  ON CONFLICT (organization_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln,
    vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln;
  INSERT INTO cost_totals_by_period AS t (organization_id, booking_period, category_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  VALUES (r.organization_id, r.booking_period, coalesce(r.category_id, 0), r.status, r.currency, v_late, v_stripe, s, s * r.net, s * r.vat, s * r.gross, s * r.balance, s * r.net_pln, s * r.vat_pln, s * r.gross_pln, s * v_balance_pln)
  ON CONFLICT (organization_id, booking_period, category_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln,
    vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln;
  INSERT INTO cost_totals_by_day AS t (organization_id, issue_date, due_date, status, currency, payable, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  VALUES (r.organization_id, r.issue_date, r.due_date, r.status, r.currency, v_payable, v_stripe, s, s * r.net, s * r.vat, s * r.gross, s * r.balance, s * r.net_pln, s * r.vat_pln, s * r.gross_pln, s * v_balance_pln)
  ON CONFLICT (organization_id, issue_date, due_date, status, currency, payable, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln,
    vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln;
  INSERT INTO cost_totals_by_contractor AS t (organization_id, contractor_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
  VALUES (r.organization_id, r.contractor_id, r.status, r.currency, v_late, v_stripe, s, s * r.net, s * r.vat, s * r.gross, s * r.balance, s * r.net_pln, s * r.vat_pln, s * r.gross_pln, s * v_balance_pln)
  ON CONFLICT (organization_id, contractor_id, status, currency, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, balance = t.balance + excluded.balance, net_pln = t.net_pln + excluded.net_pln,
    vat_pln = t.vat_pln + excluded.vat_pln, gross_pln = t.gross_pln + excluded.gross_pln, balance_pln = t.balance_pln + excluded.balance_pln;
END
$$;
--> statement-breakpoint
CREATE FUNCTION cost_totals_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.organization_id, OLD.contractor_id, OLD.status, OLD.currency, OLD.booking_period,
      OLD.category_id, OLD.issue_date, OLD.due_date, OLD.net, OLD.vat, OLD.gross, OLD.balance, OLD.net_pln,
      OLD.vat_pln, OLD.gross_pln)
    IS NOT DISTINCT FROM (NEW.organization_id, NEW.contractor_id, NEW.status, NEW.currency, NEW.booking_period,
      NEW.category_id, NEW.issue_date, NEW.due_date, NEW.net, NEW.vat, NEW.gross, NEW.balance, NEW.net_pln,
      NEW.vat_pln, NEW.gross_pln) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM cost_totals_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM cost_totals_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER costs_totals AFTER INSERT OR UPDATE OR DELETE ON costs
  FOR EACH ROW EXECUTE FUNCTION cost_totals_trigger();
--> statement-breakpoint
CREATE FUNCTION contractor_totals_apply(r contractors, s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contractor_totals AS t (organization_id, country, vat_status, stripe, count)
  VALUES (r.organization_id, r.country, coalesce(r.vat_status, ''), (pg_current_xact_id()::text::bigint % 16)::smallint, s)
  ON CONFLICT (organization_id, country, vat_status, stripe) DO UPDATE SET count = t.count + excluded.count;
END
$$;
--> statement-breakpoint
CREATE FUNCTION contractor_totals_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.organization_id, OLD.country, OLD.vat_status)
    IS NOT DISTINCT FROM (NEW.organization_id, NEW.country, NEW.vat_status) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM contractor_totals_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM contractor_totals_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contractors_totals AFTER INSERT OR UPDATE OR DELETE ON contractors
  FOR EACH ROW EXECUTE FUNCTION contractor_totals_trigger();
--> statement-breakpoint
-- The rows written before this migration. The bench generator, which loads with triggers off, runs
-- the same statements after its load (bench/generate/list-totals.ts).
INSERT INTO cost_totals (organization_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
SELECT organization_id, status, currency,
  CASE WHEN status IN ('unpaid', 'partially_paid') AND balance > 0 THEN due_date ELSE 'infinity'::date END, 0,
  count(*), sum(net), sum(vat), sum(gross), sum(balance), sum(net_pln), sum(vat_pln), sum(gross_pln),
  sum(CASE WHEN gross = 0 THEN 0 ELSE round(balance::numeric * gross_pln / gross) END)
FROM costs GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO cost_totals_by_period (organization_id, booking_period, category_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
SELECT organization_id, booking_period, coalesce(category_id, 0), status, currency,
  CASE WHEN status IN ('unpaid', 'partially_paid') AND balance > 0 THEN due_date ELSE 'infinity'::date END, 0,
  count(*), sum(net), sum(vat), sum(gross), sum(balance), sum(net_pln), sum(vat_pln), sum(gross_pln),
  sum(CASE WHEN gross = 0 THEN 0 ELSE round(balance::numeric * gross_pln / gross) END)
FROM costs GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO cost_totals_by_day (organization_id, issue_date, due_date, status, currency, payable, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
SELECT organization_id, issue_date, due_date, status, currency,
  status IN ('unpaid', 'partially_paid') AND balance > 0, 0,
  count(*), sum(net), sum(vat), sum(gross), sum(balance), sum(net_pln), sum(vat_pln), sum(gross_pln),
  sum(CASE WHEN gross = 0 THEN 0 ELSE round(balance::numeric * gross_pln / gross) END)
FROM costs GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO cost_totals_by_contractor (organization_id, contractor_id, status, currency, late_due_date, stripe, count, net, vat, gross, balance, net_pln, vat_pln, gross_pln, balance_pln)
SELECT organization_id, contractor_id, status, currency,
  CASE WHEN status IN ('unpaid', 'partially_paid') AND balance > 0 THEN due_date ELSE 'infinity'::date END, 0,
  count(*), sum(net), sum(vat), sum(gross), sum(balance), sum(net_pln), sum(vat_pln), sum(gross_pln),
  sum(CASE WHEN gross = 0 THEN 0 ELSE round(balance::numeric * gross_pln / gross) END)
FROM costs GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO contractor_totals (organization_id, country, vat_status, stripe, count)
SELECT organization_id, country, coalesce(vat_status, ''), 0, count(*) FROM contractors GROUP BY 1, 2, 3;
