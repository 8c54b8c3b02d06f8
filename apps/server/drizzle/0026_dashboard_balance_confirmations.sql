CREATE TABLE "balance_confirmation_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_confirmation_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"confirmation_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"as_of_date" date NOT NULL,
	"balance" bigint NOT NULL,
	"documents" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_confirmations_status_check" CHECK ("balance_confirmations"."status" in ('pending', 'confirmed', 'disputed'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"zus_payment_day" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_settings_zus_day_check" CHECK ("dashboard_settings"."zus_payment_day" in (15, 20))
);
--> statement-breakpoint
ALTER TABLE "balance_confirmation_audit" ADD CONSTRAINT "balance_confirmation_audit_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_confirmation_audit" ADD CONSTRAINT "balance_confirmation_audit_confirmation_id_balance_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."balance_confirmations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_confirmation_audit" ADD CONSTRAINT "balance_confirmation_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_confirmations" ADD CONSTRAINT "balance_confirmations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_confirmations" ADD CONSTRAINT "balance_confirmations_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_confirmations" ADD CONSTRAINT "balance_confirmations_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_confirmations" ADD CONSTRAINT "balance_confirmations_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_settings" ADD CONSTRAINT "dashboard_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_confirmation_audit_organization_idx" ON "balance_confirmation_audit" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_confirmations_contractor_day_key" ON "balance_confirmations" USING btree ("organization_id","contractor_id","as_of_date");--> statement-breakpoint
CREATE INDEX "balance_confirmations_organization_idx" ON "balance_confirmations" USING btree ("organization_id","status","issued_at");