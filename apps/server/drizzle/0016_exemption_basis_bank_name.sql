CREATE TABLE "tax_return_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_return_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"period" text NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_return_files" (
	"tax_return_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"xml" text NOT NULL,
	"sha256" text NOT NULL,
	"generated_by" integer,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_return_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_return_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"markers" jsonb NOT NULL,
	"reason" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_return_overrides_kind_check" CHECK ("tax_return_overrides"."kind" in ('sale', 'purchase'))
);
--> statement-breakpoint
CREATE TABLE "tax_return_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"tax_office_code" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"purpose" integer DEFAULT 1 NOT NULL,
	"correction_reason" text DEFAULT '' NOT NULL,
	"refund_choice" text DEFAULT 'carry_forward' NOT NULL,
	"output_vat" bigint DEFAULT 0 NOT NULL,
	"input_vat" bigint DEFAULT 0 NOT NULL,
	"to_pay" bigint DEFAULT 0 NOT NULL,
	"surplus" bigint DEFAULT 0 NOT NULL,
	"sales_rows" integer DEFAULT 0 NOT NULL,
	"purchase_rows" integer DEFAULT 0 NOT NULL,
	"reference_number" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_rows" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_returns_status_check" CHECK ("tax_returns"."status" in ('draft', 'ready', 'submitted', 'corrected')),
	CONSTRAINT "tax_returns_purpose_check" CHECK ("tax_returns"."purpose" in (1, 2)),
	CONSTRAINT "tax_returns_refund_choice_check" CHECK ("tax_returns"."refund_choice" in ('carry_forward', 'refund_60'))
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "vat_exemption_basis_kind" text DEFAULT 'act' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_return_audit" ADD CONSTRAINT "tax_return_audit_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_audit" ADD CONSTRAINT "tax_return_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_files" ADD CONSTRAINT "tax_return_files_tax_return_id_tax_returns_id_fk" FOREIGN KEY ("tax_return_id") REFERENCES "public"."tax_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_files" ADD CONSTRAINT "tax_return_files_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_overrides" ADD CONSTRAINT "tax_return_overrides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_overrides" ADD CONSTRAINT "tax_return_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_settings" ADD CONSTRAINT "tax_return_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_return_audit_period_idx" ON "tax_return_audit" USING btree ("organization_id","period","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_return_overrides_row_key" ON "tax_return_overrides" USING btree ("organization_id","period","kind","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_returns_organization_period_key" ON "tax_returns" USING btree ("organization_id","period");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_vat_exemption_basis_kind_check" CHECK ("organizations"."vat_exemption_basis_kind" in ('act', 'directive', 'other'));