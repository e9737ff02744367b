-- Search slices (decision 45): the search indexes lead with the product's slice; btree_gin indexes an integer in a GIN index.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE SEQUENCE "public"."products_search_order" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "products_search_tsv_idx";--> statement-breakpoint
DROP INDEX "products_name_tsv_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_slice" integer DEFAULT (nextval('products_search_order') / 25000)::int NOT NULL;--> statement-breakpoint
CREATE INDEX "products_slice_search_tsv_idx" ON "products" USING gin ("search_slice","search_tsv");--> statement-breakpoint
CREATE INDEX "products_slice_name_tsv_idx" ON "products" USING gin ("search_slice","name_tsv");