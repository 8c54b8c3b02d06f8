ALTER TABLE "costs" ADD COLUMN "deduction_basis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "costs" ADD COLUMN "vat_period" text;