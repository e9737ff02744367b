CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_counters_positive" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"invoice_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"place_of_supply_code" text,
	"supply_type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_length" CHECK (char_length("invoices"."invoice_number") <= 16),
	CONSTRAINT "invoices_supply_type_valid" CHECK ("invoices"."supply_type" in ('intra', 'inter')),
	CONSTRAINT "invoices_total_adds_up" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_idempotency_keys_pkey" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"product_slug" text NOT NULL,
	"image" text,
	"category_id" text NOT NULL,
	"category_name" text NOT NULL,
	"hsn" text NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"unit_list_price_paise" bigint NOT NULL,
	"discount" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_paise" bigint NOT NULL,
	"coupon_discount_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_line_total" CHECK ("order_items"."line_total_paise" = "order_items"."unit_price_paise" * "order_items"."quantity"),
	CONSTRAINT "order_items_coupon_share" CHECK ("order_items"."coupon_discount_paise" between 0 and "order_items"."line_total_paise"),
	CONSTRAINT "order_items_gst_rate" CHECK ("order_items"."gst_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_verified_at" timestamp with time zone,
	"payment_provider" text,
	"payment_reference" text,
	"payment_url" text,
	"user_name" text NOT NULL,
	"user_phone" text NOT NULL,
	"receiver_name" text,
	"receiver_phone" text,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"billing_same_as_shipping" boolean NOT NULL,
	"original_subtotal_paise" bigint NOT NULL,
	"subtotal_paise" bigint NOT NULL,
	"coupon_discount_paise" bigint DEFAULT 0 NOT NULL,
	"shipping_fee_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"item_count" integer NOT NULL,
	"coupon_id" text,
	"coupon_code" text,
	"courier" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('COD', 'ONLINE')),
	CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."coupon_discount_paise" >= 0 and "orders"."shipping_fee_paise" >= 0),
	CONSTRAINT "orders_subtotal_within_original" CHECK ("orders"."subtotal_paise" <= "orders"."original_subtotal_paise"),
	CONSTRAINT "orders_coupon_within_subtotal" CHECK ("orders"."coupon_discount_paise" <= "orders"."subtotal_paise"),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" - "orders"."coupon_discount_paise" + "orders"."shipping_fee_paise"),
	CONSTRAINT "orders_item_count_positive" CHECK ("orders"."item_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_order_idx" ON "order_idempotency_keys" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_created_idx" ON "order_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_key" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "orders_online_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'ONLINE' and "orders"."payment_status" = 'pending';