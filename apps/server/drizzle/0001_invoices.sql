CREATE TABLE "invoice_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"side" text DEFAULT 'after' NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"classification" text DEFAULT '' NOT NULL,
	"gtu" text,
	"quantity" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" text NOT NULL,
	"discount_percent" text DEFAULT '' NOT NULL,
	"vat_rate" text NOT NULL,
	"annex15" boolean DEFAULT false NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"organization_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"period_key" text NOT NULL,
	"last_counter" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_organization_id_document_type_period_key_pk" PRIMARY KEY("organization_id","document_type","period_key")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"counter" integer NOT NULL,
	"period_key" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issue_date" date NOT NULL,
	"sale_date" date NOT NULL,
	"due_date" date NOT NULL,
	"place_of_issue" text DEFAULT '' NOT NULL,
	"payment_term" text NOT NULL,
	"payment_term_days" integer,
	"payment_method" text NOT NULL,
	"bank_account_id" integer,
	"bank" jsonb,
	"currency" text NOT NULL,
	"exchange_rate" text,
	"exchange_rate_table" text DEFAULT '' NOT NULL,
	"exchange_rate_date" date,
	"language" text NOT NULL,
	"repeat" text DEFAULT 'do_not_repeat' NOT NULL,
	"next_repeat_date" date,
	"repeat_source_id" integer,
	"price_mode" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"margin_scheme" text,
	"corrected_invoice_id" integer,
	"correction_reason" text DEFAULT '' NOT NULL,
	"advance_invoice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"order_value" bigint,
	"advances_deducted" jsonb,
	"converted_to_id" integer,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_nip" text DEFAULT '' NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"by_rate" jsonb NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"net_pln" bigint,
	"vat_pln" bigint,
	"gross_pln" bigint,
	"to_pay" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"balance" bigint NOT NULL,
	"split_payment" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('issued', 'sent', 'paid', 'partially_paid', 'cancelled')),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('vat', 'vatMargin', 'proforma', 'advance', 'final', 'correction'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_audit" ADD CONSTRAINT "invoice_audit_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audit" ADD CONSTRAINT "invoice_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_number_counters" ADD CONSTRAINT "invoice_number_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_audit_invoice_idx" ON "invoice_audit" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","side","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_organization_type_number_key" ON "invoices" USING btree ("organization_id","type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_organization_idempotency_key" ON "invoices" USING btree ("organization_id","idempotency_key") WHERE "invoices"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "invoices_organization_issue_date_idx" ON "invoices" USING btree ("organization_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_organization_due_date_idx" ON "invoices" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_contractor_idx" ON "invoices" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "invoices_organization_buyer_name_idx" ON "invoices" USING btree ("organization_id",lower("buyer_name"));--> statement-breakpoint
CREATE INDEX "invoices_next_repeat_date_idx" ON "invoices" USING btree ("next_repeat_date") WHERE "invoices"."next_repeat_date" is not null;