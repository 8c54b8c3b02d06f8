ALTER TABLE "organizations" ADD COLUMN "tax_office_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The tax office moves to the company settings: each organization keeps the one it chose for its returns.
UPDATE "organizations" SET "tax_office_code" = s."tax_office_code" FROM "tax_return_settings" s WHERE s."organization_id" = "organizations"."id";--> statement-breakpoint
ALTER TABLE "tax_return_settings" DROP COLUMN "tax_office_code";
