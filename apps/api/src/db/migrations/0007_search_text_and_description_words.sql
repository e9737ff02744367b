ALTER TABLE "products" ADD COLUMN "description_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', description || ' ' || product_description)) STORED;--> statement-breakpoint
CREATE INDEX "products_description_tsv_idx" ON "products" USING gin ("description_tsv");--> statement-breakpoint
-- Trigram search text is now the name and category names only (descriptions use description_tsv).
UPDATE "products" AS p SET "search_text" = trim(regexp_replace(lower(
  p."name" || ' ' || coalesce((SELECT c."name" FROM "categories" AS c WHERE c."id" = p."category_id"), '')
  || ' ' || coalesce((SELECT s."name" FROM "subcategories" AS s WHERE s."id" = p."subcategory_id"), '')
), '\s+', ' ', 'g'));
