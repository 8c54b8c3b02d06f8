CREATE TABLE "worker_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"worker_id" integer,
	"form_id" integer,
	"user_id" integer,
	"action" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"worker_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"worker_id" integer,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"include_payroll" boolean NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"answers" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"sent_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_forms_status_check" CHECK ("worker_forms"."status" in ('sent', 'submitted', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"status" text DEFAULT 'candidate' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"identity_kind" text DEFAULT 'pesel' NOT NULL,
	"pesel" text DEFAULT '' NOT NULL,
	"passport_number" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"sex" text,
	"citizenship" text DEFAULT 'PL' NOT NULL,
	"address" jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"tax_office_code" text DEFAULT '' NOT NULL,
	"nfz_branch" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"pit2" boolean DEFAULT false NOT NULL,
	"kup_variant" text DEFAULT 'standard' NOT NULL,
	"under26_waived" boolean DEFAULT false NOT NULL,
	"student" boolean DEFAULT false NOT NULL,
	"ppk_joined" boolean DEFAULT false NOT NULL,
	"ppk_employee_rate" text DEFAULT '' NOT NULL,
	"ppk_employer_rate" text DEFAULT '' NOT NULL,
	"ppk_opt_out_date" date,
	"education" text DEFAULT '' NOT NULL,
	"work_history" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workers_status_check" CHECK ("workers"."status" in ('candidate', 'employed', 'left')),
	CONSTRAINT "workers_identity_kind_check" CHECK ("workers"."identity_kind" in ('pesel', 'passport')),
	CONSTRAINT "workers_kup_variant_check" CHECK ("workers"."kup_variant" in ('standard', 'raised', 'none'))
);
--> statement-breakpoint
ALTER TABLE "worker_audit" ADD CONSTRAINT "worker_audit_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_audit" ADD CONSTRAINT "worker_audit_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_audit" ADD CONSTRAINT "worker_audit_form_id_worker_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."worker_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_audit" ADD CONSTRAINT "worker_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_documents" ADD CONSTRAINT "worker_documents_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_documents" ADD CONSTRAINT "worker_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_forms" ADD CONSTRAINT "worker_forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_forms" ADD CONSTRAINT "worker_forms_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_forms" ADD CONSTRAINT "worker_forms_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_forms" ADD CONSTRAINT "worker_forms_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worker_audit_worker_idx" ON "worker_audit" USING btree ("worker_id","at");--> statement-breakpoint
CREATE INDEX "worker_documents_worker_idx" ON "worker_documents" USING btree ("worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_forms_token_hash_key" ON "worker_forms" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "worker_forms_organization_idx" ON "worker_forms" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_organization_pesel_key" ON "workers" USING btree ("organization_id","pesel") WHERE "workers"."pesel" <> '';--> statement-breakpoint
CREATE INDEX "workers_organization_name_idx" ON "workers" USING btree ("organization_id",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "workers_organization_status_idx" ON "workers" USING btree ("organization_id","status");