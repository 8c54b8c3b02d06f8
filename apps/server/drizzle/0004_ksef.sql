CREATE TABLE "ksef_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"environment" text DEFAULT 'test' NOT NULL,
	"token_sealed" text,
	"token_hint" text DEFAULT '' NOT NULL,
	"send_on_issue" boolean DEFAULT false NOT NULL,
	"receive" boolean DEFAULT false NOT NULL,
	"fetched_until" timestamp with time zone,
	"last_fetch_at" timestamp with time zone,
	"last_fetch_imported" integer DEFAULT 0 NOT NULL,
	"last_fetch_skipped" integer DEFAULT 0 NOT NULL,
	"last_fetch_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ksef_submissions" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"xml" text,
	"xml_hash" text,
	"session_reference" text,
	"invoice_reference" text,
	"ksef_number" text,
	"accepted_at" timestamp with time zone,
	"error" text,
	"upo" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ksef_settings" ADD CONSTRAINT "ksef_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD CONSTRAINT "ksef_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD CONSTRAINT "ksef_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ksef_submissions_due_idx" ON "ksef_submissions" USING btree ("status","next_attempt_at");