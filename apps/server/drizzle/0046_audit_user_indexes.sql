CREATE INDEX "balance_confirmation_audit_user_idx" ON "balance_confirmation_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "bank_audit_user_idx" ON "bank_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "cost_audit_user_idx" ON "cost_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "invoice_audit_user_idx" ON "invoice_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "organization_audit_user_idx" ON "organization_audit" USING btree ("user_id","at");