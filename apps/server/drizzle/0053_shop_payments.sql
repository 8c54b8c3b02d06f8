CREATE TABLE "shop_payment_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"pos_id" integer,
	"base_url" text NOT NULL,
	"api_key_sealed" text,
	"crc_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"token" text NOT NULL,
	"gateway_order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_payment_settings" ADD CONSTRAINT "shop_payment_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payments_session" ON "shop_payments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "shop_payments_order" ON "shop_payments" USING btree ("order_id");