-- Decision 0014: the invoice lists' totals, kept by the writing transaction. The trigger subtracts an
-- invoice's old key and adds its new one in invoice_totals, invoice_totals_by_day and
-- invoice_totals_by_contractor; each upsert goes to one of 16 stripes chosen by the transaction id,
-- so concurrent writers of one bucket seldom wait for each other.
CREATE FUNCTION invoice_totals_apply(r invoices, s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_stripe smallint := (pg_current_xact_id()::text::bigint % 16)::smallint;
  v_payable boolean := r.status NOT IN ('paid', 'cancelled') AND r.balance > 0;
  v_late date := CASE WHEN r.status NOT IN ('paid', 'cancelled') AND r.balance > 0 THEN r.due_date ELSE 'infinity'::date END;
  v_converted boolean := r.converted_to_id IS NOT NULL;
BEGIN
  INSERT INTO invoice_totals AS t (organization_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
  VALUES (r.organization_id, r.status, r.type, r.currency, v_converted, v_late, v_stripe, s, s * r.net, s * r.vat, s * r.gross, s * r.balance)
  ON CONFLICT (organization_id, status, type, currency, converted, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, balance = t.balance + excluded.balance;
  INSERT INTO invoice_totals_by_day AS t (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe, count, net, vat, gross, balance)
  VALUES (r.organization_id, r.issue_date, r.due_date, r.status, r.type, r.currency, v_converted, v_payable, v_stripe, s, s * r.net, s * r.vat, s * r.gross, s * r.balance)
  ON CONFLICT (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, balance = t.balance + excluded.balance;
  INSERT INTO invoice_totals_by_contractor AS t (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
  VALUES (r.organization_id, r.contractor_id, r.status, r.type, r.currency, v_converted, v_late, v_stripe, s, s * r.net, s * r.vat, s * r.gross, s * r.balance)
  ON CONFLICT (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe) DO UPDATE SET
    count = t.count + excluded.count, net = t.net + excluded.net, vat = t.vat + excluded.vat,
    gross = t.gross + excluded.gross, balance = t.balance + excluded.balance;
END
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_totals_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.organization_id, OLD.contractor_id, OLD.status, OLD.type, OLD.currency,
      OLD.converted_to_id IS NULL, OLD.issue_date, OLD.due_date, OLD.net, OLD.vat, OLD.gross, OLD.balance)
    IS NOT DISTINCT FROM (NEW.organization_id, NEW.contractor_id, NEW.status, NEW.type, NEW.currency,
      NEW.converted_to_id IS NULL, NEW.issue_date, NEW.due_date, NEW.net, NEW.vat, NEW.gross, NEW.balance) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM invoice_totals_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM invoice_totals_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_totals AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoice_totals_trigger();
--> statement-breakpoint
-- The invoices written before this migration. The bench generator, which loads with triggers off,
-- runs the same three statements after its load.
INSERT INTO invoice_totals (organization_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
SELECT organization_id, status, type, currency, converted_to_id IS NOT NULL,
  CASE WHEN status NOT IN ('paid', 'cancelled') AND balance > 0 THEN due_date ELSE 'infinity'::date END,
  0, count(*), sum(net), sum(vat), sum(gross), sum(balance)
FROM invoices GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO invoice_totals_by_day (organization_id, issue_date, due_date, status, type, currency, converted, payable, stripe, count, net, vat, gross, balance)
SELECT organization_id, issue_date, due_date, status, type, currency, converted_to_id IS NOT NULL,
  status NOT IN ('paid', 'cancelled') AND balance > 0,
  0, count(*), sum(net), sum(vat), sum(gross), sum(balance)
FROM invoices GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO invoice_totals_by_contractor (organization_id, contractor_id, status, type, currency, converted, late_due_date, stripe, count, net, vat, gross, balance)
SELECT organization_id, contractor_id, status, type, currency, converted_to_id IS NOT NULL,
  CASE WHEN status NOT IN ('paid', 'cancelled') AND balance > 0 THEN due_date ELSE 'infinity'::date END,
  0, count(*), sum(net), sum(vat), sum(gross), sum(balance)
FROM invoices GROUP BY 1, 2, 3, 4, 5, 6, 7;
