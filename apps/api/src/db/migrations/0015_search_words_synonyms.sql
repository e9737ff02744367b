CREATE TABLE "search_counts" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"found" integer,
	CONSTRAINT "search_counts_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_text), 'B') || setweight(to_tsvector('english', description || ' ' || product_description), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || to_tsvector('english', search_text)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_tsv_idx" ON "products" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "products_name_tsv_idx" ON "products" USING gin ("name_tsv");--> statement-breakpoint
-- The catalogue's distinct words (issue 28; decision 45), kept by every writer of products: a
-- statement's new rows in one pass (the seed inserts thousands at once), an edit row by row and only
-- when a searched text changed (stock and price updates skip it).
CREATE FUNCTION "search_words_of"("text" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', "text"))) AS w WHERE w ~ '^[[:alpha:]]{3,40}$'
$$;--> statement-breakpoint
CREATE FUNCTION "search_words_from_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "new_products" AS p,
    "search_words_of"(p."name" || ' ' || p."search_text" || ' ' || p."description" || ' ' || p."product_description") AS w
  ON CONFLICT ("word") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_from_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "search_words_of"(NEW."name" || ' ' || NEW."search_text" || ' ' || NEW."description" || ' ' || NEW."product_description") AS w
  ON CONFLICT ("word") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_from_new_products"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF "name", "search_text", "description", "product_description" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "search_words_from_product"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" AS p,
  "search_words_of"(p."name" || ' ' || p."search_text" || ' ' || p."description" || ' ' || p."product_description") AS w
ON CONFLICT ("word") DO NOTHING;
