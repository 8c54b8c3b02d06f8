CREATE TABLE "reference_rates" (
	"organization_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"rate" integer NOT NULL,
	"entered_on" date NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_rates_organization_id_effective_from_pk" PRIMARY KEY("organization_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "debtor_kind" text;--> statement-breakpoint
ALTER TABLE "reference_rates" ADD CONSTRAINT "reference_rates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_rates" ADD CONSTRAINT "reference_rates_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;