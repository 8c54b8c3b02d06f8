DROP INDEX "contractors_organization_name_idx";--> statement-breakpoint
DROP INDEX "contractors_organization_city_idx";--> statement-breakpoint
DROP INDEX "contractors_organization_created_at_idx";--> statement-breakpoint
CREATE INDEX "contractors_organization_nip_asc_idx" ON "contractors" USING btree ("organization_id","nip","id");--> statement-breakpoint
CREATE INDEX "contractors_organization_nip_desc_idx" ON "contractors" USING btree ("organization_id","nip" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contractors_organization_name_idx" ON "contractors" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contractors_organization_city_idx" ON "contractors" USING btree ("organization_id",lower("city"),"id");--> statement-breakpoint
CREATE INDEX "contractors_organization_created_at_idx" ON "contractors" USING btree ("organization_id","created_at","id");