-- The sale price multiplied 32-bit integers (price_paise * (100 - discount)) and overflowed above
-- ₹2,14,748; it now multiplies numerics. Dropping the column drops its two indexes: made again.
ALTER TABLE "products" drop column "sale_price_paise";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_paise" integer GENERATED ALWAYS AS ((round(price_paise::numeric * (100 - discount) / 10000) * 100)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price_paise");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","sale_price_paise","id");
