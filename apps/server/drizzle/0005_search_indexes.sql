-- pg_trgm (trigram indexes for the lists' substring search) ships with PostgreSQL's contrib and with
-- PGlite (@electric-sql/pglite/contrib/pg_trgm, loaded by createDb); it is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contractors_name_trgm_idx" ON "contractors" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_email_trgm_idx" ON "contractors" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_city_trgm_idx" ON "contractors" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_nip_trgm_idx" ON "contractors" USING gin (lower(coalesce("nip", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "costs_supplier_name_trgm_idx" ON "costs" USING gin ("supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "costs_supplier_email_trgm_idx" ON "costs" USING gin ("supplier_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "costs_number_trgm_idx" ON "costs" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "costs_supplier_nip_trgm_idx" ON "costs" USING gin ("supplier_nip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "costs_organization_totals_idx" ON "costs" USING btree ("organization_id","status","currency","due_date","booking_period","category_id","balance","net","vat","gross","net_pln","vat_pln","gross_pln");--> statement-breakpoint
CREATE INDEX "costs_organization_gross_idx" ON "costs" USING btree ("organization_id","gross","id");--> statement-breakpoint
CREATE INDEX "costs_organization_balance_idx" ON "costs" USING btree ("organization_id","balance","id");--> statement-breakpoint
CREATE INDEX "costs_organization_supplier_name_idx" ON "costs" USING btree ("organization_id",lower("supplier_name"),"id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_buyer_name_trgm_idx" ON "invoices" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_buyer_email_trgm_idx" ON "invoices" USING gin ("buyer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_buyer_nip_trgm_idx" ON "invoices" USING gin ("buyer_nip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_organization_totals_idx" ON "invoices" USING btree ("organization_id","status","currency","type","due_date","issue_date","balance","converted_to_id","net","vat","gross");--> statement-breakpoint
CREATE INDEX "invoices_organization_gross_idx" ON "invoices" USING btree ("organization_id","gross","id");--> statement-breakpoint
CREATE INDEX "invoices_organization_balance_idx" ON "invoices" USING btree ("organization_id","balance","id");--> statement-breakpoint
CREATE INDEX "invoices_organization_number_order_idx" ON "invoices" USING btree ("organization_id","period_key","counter");