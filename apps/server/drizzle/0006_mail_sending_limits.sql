ALTER TABLE "mail_outbox" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_organization_idx" ON "mail_outbox" USING btree ("organization_id","created_at");