DROP INDEX "invoices_contractor_idx";--> statement-breakpoint
CREATE INDEX "invoices_contractor_issue_date_idx" ON "invoices" USING btree ("contractor_id","issue_date");