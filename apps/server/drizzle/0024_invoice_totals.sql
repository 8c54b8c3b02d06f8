CREATE TABLE "invoice_totals" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"converted" boolean NOT NULL,
	"stripe" smallint NOT NULL,
	"late_due_date" date NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "invoice_totals_pk" PRIMARY KEY("organization_id","status","type","currency","converted","late_due_date","stripe")
);
--> statement-breakpoint
CREATE TABLE "invoice_totals_by_contractor" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"converted" boolean NOT NULL,
	"stripe" smallint NOT NULL,
	"contractor_id" integer NOT NULL,
	"late_due_date" date NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "invoice_totals_by_contractor_pk" PRIMARY KEY("organization_id","contractor_id","status","type","currency","converted","late_due_date","stripe")
);
--> statement-breakpoint
CREATE TABLE "invoice_totals_by_day" (
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"converted" boolean NOT NULL,
	"stripe" smallint NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payable" boolean NOT NULL,
	"count" integer NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "invoice_totals_by_day_pk" PRIMARY KEY("organization_id","issue_date","due_date","status","type","currency","converted","payable","stripe")
);
