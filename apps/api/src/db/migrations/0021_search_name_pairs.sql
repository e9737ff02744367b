-- Word pairs of a product's name words (decision 45, "word pairs"): its words as name_tsv has them
-- and every two of them, "a b" in byte order, so a search of several words asks the GIN index for
-- products holding each pair, not for the long posting lists of each word alone.
CREATE FUNCTION "search_name_pairs"("words" tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(tsvector_to_array("words") || ARRAY(
    SELECT a || ' ' || b FROM unnest(tsvector_to_array("words")) AS a, unnest(tsvector_to_array("words")) AS b
    WHERE a < b COLLATE "C"))
$$;--> statement-breakpoint
-- The search's words as a query of pairs (each group one word's spellings, space-separated,
-- stemmed as to_tsquery does): for every two words that share no spelling, one of their pairs; a
-- word in no such two, one of its spellings alone. A product's pairs match it exactly when its
-- words match every word, as name_tsv would. No words (stop words only): null, which matches nothing.
CREATE FUNCTION "search_pairs_query"("groups" text[]) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  -- plpgsql, not sql: its statement is planned once per connection, not on every search.
  RETURN (WITH "stems" AS (
    SELECT * FROM (
      SELECT g.i, ARRAY(SELECT DISTINCT s FROM unnest(string_to_array(g.words, ' ')) AS w, unnest(tsvector_to_array(to_tsvector('english', w))) AS s) AS "of"
      FROM unnest("groups") WITH ORDINALITY AS g(words, i)
    ) AS g WHERE cardinality("of") > 0
  ), "two" AS (
    SELECT x.i AS a, y.i AS b, x."of" AS a_of, y."of" AS b_of FROM "stems" AS x JOIN "stems" AS y ON x.i < y.i AND NOT (x."of" && y."of")
  ), "parts" AS (
    SELECT '(' || string_agg(quote_literal(CASE WHEN p < q COLLATE "C" THEN p || ' ' || q ELSE q || ' ' || p END), ' | ') || ')' AS "part"
    FROM "two", unnest(a_of) AS p, unnest(b_of) AS q GROUP BY a, b
    UNION ALL
    SELECT '(' || string_agg(quote_literal(s), ' | ') || ')' FROM "stems", unnest("of") AS s
    WHERE i NOT IN (SELECT a FROM "two" UNION SELECT b FROM "two") GROUP BY i
  )
  SELECT string_agg("part", ' & ')::tsquery FROM "parts");
END $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_pairs" "tsvector" GENERATED ALWAYS AS (search_name_pairs(to_tsvector('english', name) || to_tsvector('english', search_text))) STORED;--> statement-breakpoint
CREATE INDEX "products_slice_name_pairs_idx" ON "products" USING gin ("search_slice","name_pairs");
