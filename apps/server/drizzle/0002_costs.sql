CREATE TABLE "cost_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" text NOT NULL,
	"vat_rate" text NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"white_list" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "costs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "costs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"number" text NOT NULL,
	"ksef_number" text,
	"issue_date" date NOT NULL,
	"receipt_date" date NOT NULL,
	"due_date" date NOT NULL,
	"booking_period" text NOT NULL,
	"category_id" integer,
	"currency" text NOT NULL,
	"exchange_rate" text,
	"entry_mode" text NOT NULL,
	"vat_deduction" text NOT NULL,
	"payment_method" text NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"split_payment" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"supplier" jsonb NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_nip" text DEFAULT '' NOT NULL,
	"supplier_email" text DEFAULT '' NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"by_rate" jsonb NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"net_pln" bigint NOT NULL,
	"vat_pln" bigint NOT NULL,
	"gross_pln" bigint NOT NULL,
	"deductible_vat_pln" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"balance" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "costs_status_check" CHECK ("costs"."status" in ('draft', 'unpaid', 'partially_paid', 'paid')),
	CONSTRAINT "costs_entry_mode_check" CHECK ("costs"."entry_mode" in ('lines', 'summary')),
	CONSTRAINT "costs_vat_deduction_check" CHECK ("costs"."vat_deduction" in ('full', 'half', 'none'))
);
--> statement-breakpoint
ALTER TABLE "cost_attachments" ADD CONSTRAINT "cost_attachments_cost_id_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_attachments" ADD CONSTRAINT "cost_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_audit" ADD CONSTRAINT "cost_audit_cost_id_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_audit" ADD CONSTRAINT "cost_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_lines" ADD CONSTRAINT "cost_lines_cost_id_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_payments" ADD CONSTRAINT "cost_payments_cost_id_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_payments" ADD CONSTRAINT "cost_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_attachments_cost_idx" ON "cost_attachments" USING btree ("cost_id");--> statement-breakpoint
CREATE INDEX "cost_audit_cost_idx" ON "cost_audit" USING btree ("cost_id","at");--> statement-breakpoint
CREATE INDEX "cost_lines_cost_idx" ON "cost_lines" USING btree ("cost_id","position");--> statement-breakpoint
CREATE INDEX "cost_payments_cost_idx" ON "cost_payments" USING btree ("cost_id");--> statement-breakpoint
CREATE UNIQUE INDEX "costs_organization_supplier_number_key" ON "costs" USING btree ("organization_id","supplier_nip",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "costs_organization_ksef_number_key" ON "costs" USING btree ("organization_id","ksef_number") WHERE "costs"."ksef_number" is not null;--> statement-breakpoint
CREATE INDEX "costs_organization_issue_date_idx" ON "costs" USING btree ("organization_id","issue_date");--> statement-breakpoint
CREATE INDEX "costs_organization_due_date_idx" ON "costs" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "costs_organization_period_idx" ON "costs" USING btree ("organization_id","booking_period");--> statement-breakpoint
CREATE INDEX "costs_contractor_idx" ON "costs" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "costs_category_idx" ON "costs" USING btree ("category_id");