CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"key" text NOT NULL,
	"icon" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_installs" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_article_votes" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_article_votes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "kb_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kb_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"screen" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kb_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"plan" text NOT NULL,
	"billing" text NOT NULL,
	"from_plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_change_requests_billing_check" CHECK ("plan_change_requests"."billing" in ('monthly', 'yearly')),
	CONSTRAINT "plan_change_requests_plan_check" CHECK ("plan_change_requests"."plan" in ('basic', 'team', 'company', 'enterprise'))
);
--> statement-breakpoint
CREATE TABLE "shop_cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_items_quantity" CHECK ("shop_cart_items"."quantity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "shop_order_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_order_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"placed_by" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"payment" text NOT NULL,
	"address" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"gross" bigint NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"invoice_id" integer,
	"mailed" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_price_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_price_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"discount" integer NOT NULL,
	CONSTRAINT "shop_price_lists_discount" CHECK ("shop_price_lists"."discount" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"net_price" bigint NOT NULL,
	"vat_rate" text NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"unit" text DEFAULT 'szt.' NOT NULL,
	"classification" text DEFAULT '' NOT NULL,
	"gtu" text,
	"kind" text DEFAULT 'physical' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"has_free_shipping" boolean DEFAULT false NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"color_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer,
	"reserved" integer DEFAULT 0 NOT NULL,
	"shipping_days" integer DEFAULT 2 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_net_price_range" CHECK ("shop_products"."net_price" >= 0),
	CONSTRAINT "shop_products_reserved_within_stock" CHECK ("shop_products"."reserved" >= 0 and ("shop_products"."stock" is null or "shop_products"."reserved" <= "shop_products"."stock"))
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"document_type" text DEFAULT 'proforma' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_wishlist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_wishlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_installs" ADD CONSTRAINT "help_installs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_votes" ADD CONSTRAINT "kb_article_votes_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_votes" ADD CONSTRAINT "kb_article_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_category_id_kb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."kb_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_categories" ADD CONSTRAINT "kb_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_change_requests" ADD CONSTRAINT "plan_change_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_change_requests" ADD CONSTRAINT "plan_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_audit" ADD CONSTRAINT "shop_order_audit_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_audit" ADD CONSTRAINT "shop_order_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_price_lists" ADD CONSTRAINT "shop_price_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_price_lists" ADD CONSTRAINT "shop_price_lists_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_wishlist_items" ADD CONSTRAINT "shop_wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_wishlist_items" ADD CONSTRAINT "shop_wishlist_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_categories_org_key" ON "faq_categories" USING btree ("organization_id","key");--> statement-breakpoint
CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_articles_category_slug" ON "kb_articles" USING btree ("category_id","slug");--> statement-breakpoint
CREATE INDEX "kb_articles_org_idx" ON "kb_articles" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_categories_org_slug" ON "kb_categories" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "plan_change_requests_org_idx" ON "plan_change_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_items_user_product" ON "shop_cart_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "shop_order_audit_order" ON "shop_order_audit" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_idempotency_key" ON "shop_orders" USING btree ("organization_id","idempotency_key") WHERE "shop_orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "shop_orders_organization_contractor" ON "shop_orders" USING btree ("organization_id","contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_price_lists_contractor" ON "shop_price_lists" USING btree ("organization_id","contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_organization_slug" ON "shop_products" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "shop_products_organization_position" ON "shop_products" USING btree ("organization_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_wishlist_items_user_product" ON "shop_wishlist_items" USING btree ("user_id","product_id");