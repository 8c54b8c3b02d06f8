CREATE TABLE "debt_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debt_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"action" text NOT NULL,
	"origin" text NOT NULL,
	"user_id" integer,
	"delivered" boolean NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachment_key" text,
	"attachment_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_schedule_runs" (
	"invoice_id" integer NOT NULL,
	"step_key" text NOT NULL,
	"run_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_schedule_runs_invoice_id_step_key_pk" PRIMARY KEY("invoice_id","step_key")
);
--> statement-breakpoint
ALTER TABLE "debt_history" ADD CONSTRAINT "debt_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_history" ADD CONSTRAINT "debt_history_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_history" ADD CONSTRAINT "debt_history_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_history" ADD CONSTRAINT "debt_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_schedule_runs" ADD CONSTRAINT "debt_schedule_runs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debt_history_invoice_idx" ON "debt_history" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "debt_history_contractor_idx" ON "debt_history" USING btree ("organization_id","contractor_id","created_at");