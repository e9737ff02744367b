CREATE TABLE "sales_day_lines" (
	"day" text NOT NULL,
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_name" text NOT NULL,
	"category_name" text NOT NULL,
	"units" integer NOT NULL,
	"paise" bigint NOT NULL,
	CONSTRAINT "sales_day_lines_day_product_id_category_id_pk" PRIMARY KEY("day","product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sales_day_methods" (
	"day" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer NOT NULL,
	"paise" bigint NOT NULL,
	"units" integer NOT NULL,
	"cancelled_orders" integer NOT NULL,
	"cancelled_paise" bigint NOT NULL,
	CONSTRAINT "sales_day_methods_day_payment_method_pk" PRIMARY KEY("day","payment_method")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" text PRIMARY KEY NOT NULL,
	"new_customers" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_day_lines" ADD CONSTRAINT "sales_day_lines_day_sales_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."sales_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_day_methods" ADD CONSTRAINT "sales_day_methods_day_sales_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."sales_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_sold_created_idx" ON "orders" USING btree ("created_at","user_id") WHERE status <> 'cancelled' and (payment_method = 'COD' or payment_status = 'paid');--> statement-breakpoint
-- The dashboard's rollup forgets what a change touches (issue 24, decision 44): the order's India
-- day and that customer's later days (a first sale moving changes their new-customer counts). The
-- dashboard computes forgotten days again under an EXCLUSIVE lock on sales_days, which these
-- deletes wait for, so a day is never kept from orders read before a change that committed after.
CREATE FUNCTION "india_day"("at" timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char(("at" AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD')
$$;--> statement-breakpoint
CREATE FUNCTION "sales_days_forget_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_days" WHERE "day" IN (
    SELECT "india_day"(o."created_at") FROM "orders" AS o
    JOIN "changed_orders" AS c ON o."user_id" = c."user_id" AND o."created_at" >= c."created_at"
    UNION SELECT "india_day"(c."created_at") FROM "changed_orders" AS c);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sales_days_forget_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_days" WHERE "day" IN (
    SELECT "india_day"(o."created_at") FROM "orders" AS o
    WHERE o."user_id" IN (OLD."user_id", NEW."user_id") AND o."created_at" >= LEAST(OLD."created_at", NEW."created_at")
    UNION SELECT "india_day"(OLD."created_at"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sales_days_forget_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_days" WHERE "day" IN (
    SELECT "india_day"(o."created_at") FROM "orders" AS o WHERE o."id" IN (SELECT "order_id" FROM "changed_lines"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "changed_orders" FOR EACH STATEMENT EXECUTE FUNCTION "sales_days_forget_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "changed_orders" FOR EACH STATEMENT EXECUTE FUNCTION "sales_days_forget_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_update" AFTER UPDATE OF "status", "payment_status", "payment_method", "total_paise", "item_count", "created_at", "user_id" ON "orders"
  FOR EACH ROW WHEN (
    OLD."status" IS DISTINCT FROM NEW."status" OR OLD."payment_status" IS DISTINCT FROM NEW."payment_status"
    OR OLD."payment_method" IS DISTINCT FROM NEW."payment_method" OR OLD."total_paise" IS DISTINCT FROM NEW."total_paise"
    OR OLD."item_count" IS DISTINCT FROM NEW."item_count" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
  ) EXECUTE FUNCTION "sales_days_forget_order"();--> statement-breakpoint
CREATE TRIGGER "order_items_sales_days_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "changed_lines" FOR EACH STATEMENT EXECUTE FUNCTION "sales_days_forget_lines"();--> statement-breakpoint
CREATE TRIGGER "order_items_sales_days_delete" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS "changed_lines" FOR EACH STATEMENT EXECUTE FUNCTION "sales_days_forget_lines"();
