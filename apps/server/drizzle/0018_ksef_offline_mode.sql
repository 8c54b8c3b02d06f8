CREATE TABLE "payroll_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"position" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"worker_name" text NOT NULL,
	"terms" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"gross" bigint NOT NULL,
	"net" bigint NOT NULL,
	"employer_cost" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"corrects_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"employer_cost" bigint DEFAULT 0 NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_lists_status_check" CHECK ("payroll_lists"."status" in ('draft', 'approved', 'corrected')),
	CONSTRAINT "payroll_lists_kind_check" CHECK ("payroll_lists"."kind" in ('regular', 'correction')),
	CONSTRAINT "payroll_lists_month_check" CHECK ("payroll_lists"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"accident_rate_bp" integer DEFAULT 167 NOT NULL,
	"zus_due_day" integer DEFAULT 15 NOT NULL,
	"payslip_password" text DEFAULT 'pesel' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_zus_due_day_check" CHECK ("payroll_settings"."zus_due_day" in (15, 20)),
	CONSTRAINT "payroll_settings_accident_rate_check" CHECK ("payroll_settings"."accident_rate_bp" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "ksef_settings" ADD COLUMN "offline_certificate" text;--> statement-breakpoint
ALTER TABLE "ksef_settings" ADD COLUMN "offline_key_sealed" text;--> statement-breakpoint
ALTER TABLE "ksef_settings" ADD COLUMN "offline_certificate_serial" text;--> statement-breakpoint
ALTER TABLE "ksef_settings" ADD COLUMN "offline_certificate_valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD COLUMN "offline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD COLUMN "certificate_url" text;--> statement-breakpoint
ALTER TABLE "payroll_audit" ADD CONSTRAINT "payroll_audit_list_id_payroll_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."payroll_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_audit" ADD CONSTRAINT "payroll_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_list_id_payroll_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."payroll_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lists" ADD CONSTRAINT "payroll_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lists" ADD CONSTRAINT "payroll_lists_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lists" ADD CONSTRAINT "payroll_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_audit_list_idx" ON "payroll_audit" USING btree ("list_id","at");--> statement-breakpoint
CREATE INDEX "payroll_entries_list_idx" ON "payroll_entries" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "payroll_entries_worker_idx" ON "payroll_entries" USING btree ("organization_id","worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_lists_one_approved_key" ON "payroll_lists" USING btree ("organization_id","month") WHERE "payroll_lists"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_lists_one_draft_key" ON "payroll_lists" USING btree ("organization_id","month") WHERE "payroll_lists"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "payroll_lists_organization_month_idx" ON "payroll_lists" USING btree ("organization_id","month");