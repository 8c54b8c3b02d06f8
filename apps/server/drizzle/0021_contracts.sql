CREATE TABLE "contract_annexes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_annexes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"number" integer NOT NULL,
	"signed_on" date NOT NULL,
	"effective_from" date NOT NULL,
	"monthly_gross" bigint,
	"working_time" jsonb,
	"hourly_rate" bigint,
	"flat_fee" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"kind" text NOT NULL,
	"signed_on" date NOT NULL,
	"signed_place" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"last_day" date,
	"subject" text DEFAULT '' NOT NULL,
	"print_language" text DEFAULT 'pl' NOT NULL,
	"employment_type" text,
	"position" text DEFAULT '' NOT NULL,
	"workplace" text DEFAULT '' NOT NULL,
	"working_time" jsonb,
	"monthly_gross" bigint,
	"pay_mode" text,
	"hourly_rate" bigint,
	"mandate_variant" text,
	"voluntary_sickness" boolean DEFAULT false NOT NULL,
	"flat_fee" bigint,
	"author_rights" boolean DEFAULT false NOT NULL,
	"with_own_employer" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"termination_method" text,
	"termination_by" text,
	"notice_date" date,
	"terminated_on" date,
	"notice_length" jsonb,
	"notice_rule" text,
	"termination_reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_kind_check" CHECK ("contracts"."kind" in ('employment', 'mandate', 'specific_work')),
	CONSTRAINT "contracts_employment_type_check" CHECK ("contracts"."employment_type" is null or "contracts"."employment_type" in ('indefinite', 'fixed_term', 'trial')),
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."last_day" is null or "contracts"."last_day" >= "contracts"."start_date")
);
--> statement-breakpoint
ALTER TABLE "contract_annexes" ADD CONSTRAINT "contract_annexes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_annexes" ADD CONSTRAINT "contract_annexes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_audit" ADD CONSTRAINT "contract_audit_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_audit" ADD CONSTRAINT "contract_audit_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_audit" ADD CONSTRAINT "contract_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_annexes_contract_idx" ON "contract_annexes" USING btree ("contract_id","effective_from","number");--> statement-breakpoint
CREATE INDEX "contract_audit_contract_idx" ON "contract_audit" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "contracts_organization_worker_idx" ON "contracts" USING btree ("organization_id","worker_id","kind","start_date");--> statement-breakpoint
CREATE INDEX "contracts_organization_period_idx" ON "contracts" USING btree ("organization_id","start_date","last_day");