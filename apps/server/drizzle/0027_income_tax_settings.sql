CREATE TABLE "income_tax_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"form" text DEFAULT 'scale' NOT NULL,
	"lump_sum_rate" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_tax_settings_form_check" CHECK ("income_tax_settings"."form" in ('scale', 'flat', 'lumpSum'))
);
--> statement-breakpoint
ALTER TABLE "income_tax_settings" ADD CONSTRAINT "income_tax_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;