-- Issue 12 §3: a search scoped to a vehicle answers within the time of the vehicle's catalogue page.
-- Before, "brake pads" with a 2018 Camry found the 4,969 products holding both words through the GIN
-- index on title_words, then read each one's row (3,333 heap pages at 100,000 products) to check the
-- vehicle's fitment and the brand/type/category names, to keep 248: ~7 ms a query, 3.5× the filter
-- endpoint's p95 under load (`npm run bench`).
--
-- Now each of the shop's words has its products as one sorted array of ids (a posting list, as a
-- search engine keeps them), each vehicle its direct fits, and the universal parts theirs; the search
-- intersects the arrays (intarray's `&`, a merge of sorted arrays in C: microseconds for thousands of
-- ids) and reads the rows of the products kept only (api/src/modules/search/engine.ts).
-- Hidden products (migration 0013) hold no words. Refreshed with the other catalogue aggregates
-- (refreshCatalogueFacets).
CREATE EXTENSION IF NOT EXISTS intarray;
--> statement-breakpoint
-- The union of id arrays (`|` over a set of rows): the products of all the words a query word may mean.
-- `_int_union` is the function behind intarray's `|`: sorted, without duplicates.
CREATE AGGREGATE "pitstop_ids_union"(int[]) (SFUNC = _int_union, STYPE = int[], INITCOND = '{}');
--> statement-breakpoint
-- Each word of the shop's → the products holding it: in the title (title_words) or in the name of the
-- product's brand, type or category — what a query word matches (engine.ts, `holdsAny`). The names'
-- words are computed once per brand, type and category, not per product.
CREATE MATERIALIZED VIEW "search_word_products" AS
  SELECT w."word", array_agg(DISTINCT w."product_id" ORDER BY w."product_id") AS "product_ids"
  FROM (
    SELECT t."word", p."id" AS "product_id" FROM "products" p CROSS JOIN LATERAL unnest(p."title_words") AS t("word")
      WHERE p."published"
    UNION ALL
    SELECT b."word", p."id" FROM "products" p
      JOIN (SELECT "id", unnest("pitstop_words"("name")) AS "word" FROM "brands") b ON b."id" = p."brand_id"
      WHERE p."published"
    UNION ALL
    SELECT t."word", p."id" FROM "products" p
      JOIN (SELECT "id", unnest("pitstop_words"("name")) AS "word" FROM "product_types") t ON t."id" = p."type_id"
      WHERE p."published"
    UNION ALL
    SELECT c."word", p."id" FROM "products" p
      JOIN (SELECT "id", unnest("pitstop_words"("name")) AS "word" FROM "categories") c ON c."id" = p."category_id"
      WHERE p."published"
  ) w
  GROUP BY w."word";
--> statement-breakpoint
CREATE UNIQUE INDEX "search_word_products_key" ON "search_word_products" ("word");
--> statement-breakpoint
-- Each vehicle → the products made for it (its direct fits, any engine).
CREATE MATERIALIZED VIEW "search_vehicle_products" AS
  SELECT "vehicle_id", array_agg("product_id" ORDER BY "product_id") AS "product_ids"
  FROM "product_fitment"
  GROUP BY "vehicle_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "search_vehicle_products_key" ON "search_vehicle_products" ("vehicle_id");
--> statement-breakpoint
-- The universal parts, which fit every vehicle: one row.
CREATE MATERIALIZED VIEW "search_universal_products" AS
  SELECT coalesce(array_agg("id" ORDER BY "id"), '{}') AS "product_ids"
  FROM "products"
  WHERE "universal" AND "published";
