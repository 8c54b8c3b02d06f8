CREATE INDEX "costs_open_number_digits_idx" ON "costs" USING btree ("organization_id",regexp_replace("number", '[^0-9]', '', 'g')) WHERE "costs"."balance" > 0;--> statement-breakpoint
CREATE INDEX "invoices_open_number_digits_idx" ON "invoices" USING btree ("organization_id",regexp_replace("number", '[^0-9]', '', 'g')) WHERE "invoices"."balance" > 0;
