CREATE TABLE "service_status" (
	"organization_id" integer NOT NULL,
	"service" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure_kind" text,
	"last_failure_detail" text,
	CONSTRAINT "service_status_organization_id_service_pk" PRIMARY KEY("organization_id","service")
);
--> statement-breakpoint
ALTER TABLE "service_status" ADD CONSTRAINT "service_status_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;