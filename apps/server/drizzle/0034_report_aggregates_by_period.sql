CREATE TABLE "report_cost_months" (
	"organization_id" integer NOT NULL,
	"month" text NOT NULL,
	"vat_month" text NOT NULL,
	"category_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"deductible_vat" bigint NOT NULL,
	CONSTRAINT "report_cost_months_pk" PRIMARY KEY("organization_id","month","vat_month","category_id","stripe")
);
--> statement-breakpoint
CREATE TABLE "report_costs_by_party" (
	"organization_id" integer NOT NULL,
	"period" text NOT NULL,
	"contractor_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	CONSTRAINT "report_costs_by_party_pk" PRIMARY KEY("organization_id","period","contractor_id","stripe")
);
--> statement-breakpoint
CREATE TABLE "report_sales_by_party" (
	"organization_id" integer NOT NULL,
	"period" text NOT NULL,
	"contractor_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	CONSTRAINT "report_sales_by_party_pk" PRIMARY KEY("organization_id","period","contractor_id","stripe")
);
--> statement-breakpoint
CREATE INDEX "report_costs_by_party_contractor_idx" ON "report_costs_by_party" USING btree ("organization_id","contractor_id","period");--> statement-breakpoint
CREATE INDEX "report_sales_by_party_contractor_idx" ON "report_sales_by_party" USING btree ("organization_id","contractor_id","period");