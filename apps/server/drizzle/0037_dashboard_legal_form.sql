ALTER TABLE "dashboard_settings" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "dashboard_settings" ADD CONSTRAINT "dashboard_settings_legal_form_check" CHECK ("dashboard_settings"."legal_form" in ('sole-trader', 'civil-partnership', 'partnership', 'limited-company', 'joint-stock-company', 'other-legal-person'));
