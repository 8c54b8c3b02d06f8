CREATE TABLE "bank_credit_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_credit_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_id" integer,
	"applied_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_due_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_due_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"payroll_list_id" integer,
	"tax_return_id" integer,
	"worker_id" integer,
	"worker_name" text DEFAULT '' NOT NULL,
	"due_amount" bigint NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_credit_applications" ADD CONSTRAINT "bank_credit_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credit_applications" ADD CONSTRAINT "bank_credit_applications_line_id_bank_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credit_applications" ADD CONSTRAINT "bank_credit_applications_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credit_applications" ADD CONSTRAINT "bank_credit_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credit_applications" ADD CONSTRAINT "bank_credit_applications_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_due_matches" ADD CONSTRAINT "bank_due_matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_due_matches" ADD CONSTRAINT "bank_due_matches_line_id_bank_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_due_matches" ADD CONSTRAINT "bank_due_matches_payroll_list_id_payroll_lists_id_fk" FOREIGN KEY ("payroll_list_id") REFERENCES "public"."payroll_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_due_matches" ADD CONSTRAINT "bank_due_matches_tax_return_id_tax_returns_id_fk" FOREIGN KEY ("tax_return_id") REFERENCES "public"."tax_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_due_matches" ADD CONSTRAINT "bank_due_matches_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_credit_applications_line_idx" ON "bank_credit_applications" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "bank_credit_applications_contractor_idx" ON "bank_credit_applications" USING btree ("organization_id","contractor_id");--> statement-breakpoint
CREATE INDEX "bank_due_matches_line_idx" ON "bank_due_matches" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "bank_due_matches_org_idx" ON "bank_due_matches" USING btree ("organization_id","kind","month") WHERE "bank_due_matches"."undone_at" is null;