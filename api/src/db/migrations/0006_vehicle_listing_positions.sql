-- Issue 10: a vehicle page's facets and deep pages cost what its first page costs.
-- 1. Each vehicle's facet cells in one row (JSON text) with their total, so the facets are one
--    index lookup and one row instead of a row per cell; the total alone is the index's INCLUDE.
-- 2. Each vehicle's direct fits numbered in "featured" order (featured_pos), with the engines they are
--    limited to (a shopper who gave the engine sees only the parts for it), and the universal parts
--    likewise (universal_featured.pos), so the unfiltered vehicle page reaches any page by position
--    (keyset) instead of walking an offset.
-- Refreshed with the others by refreshCatalogueFacets.
DROP MATERIALIZED VIEW "vehicle_facets";
--> statement-breakpoint
DROP MATERIALIZED VIEW "vehicle_products";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "vehicle_products" AS
  SELECT f."vehicle_id", p."id" AS "product_id", p."category_id", p."type_id", p."brand_id", p."rating_tenths",
         p."review_count", p."featured_rank", p."price_cents", p."created_at", p."title",
         (row_number() OVER (PARTITION BY f."vehicle_id" ORDER BY p."featured_rank", p."id"))::int AS "featured_pos",
         f."engines"
  FROM "product_fitment" f JOIN "products" p ON p."id" = f."product_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_products_key" ON "vehicle_products" ("vehicle_id", "product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_products_featured_pos_key" ON "vehicle_products" ("vehicle_id", "featured_pos") INCLUDE ("product_id");
--> statement-breakpoint
CREATE INDEX "vehicle_products_featured_idx" ON "vehicle_products" ("vehicle_id", "featured_rank", "product_id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths");
--> statement-breakpoint
CREATE INDEX "vehicle_products_price_idx" ON "vehicle_products" ("vehicle_id", "price_cents", "product_id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths");
--> statement-breakpoint
CREATE INDEX "vehicle_products_rating_idx" ON "vehicle_products" ("vehicle_id", "rating_tenths" DESC, "review_count" DESC, "product_id") INCLUDE ("category_id", "type_id", "brand_id");
--> statement-breakpoint
CREATE INDEX "vehicle_products_created_idx" ON "vehicle_products" ("vehicle_id", "created_at", "product_id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths");
--> statement-breakpoint
CREATE INDEX "vehicle_products_title_idx" ON "vehicle_products" ("vehicle_id", "title", "product_id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths");
--> statement-breakpoint
-- `engine_parts`: for each engine, how many of the vehicle's direct fits are made for that engine
-- only (engine-qualified fitment, decision 009): the vehicle page's Engine facet.
CREATE MATERIALIZED VIEW "vehicle_facet_cells" AS
  SELECT c."vehicle_id", c."total", c."cells", e."engine_parts"
  FROM (
    SELECT "vehicle_id", sum("n")::int AS "total",
           json_agg(json_build_array("category_id", "type_id", "brand_id", "stars", "n")
                    ORDER BY "category_id", "type_id", "brand_id", "stars")::text AS "cells"
    FROM (
      SELECT "vehicle_id", "category_id", "type_id", "brand_id", ("rating_tenths" / 10)::smallint AS "stars", count(*)::int AS "n"
      FROM "vehicle_products"
      GROUP BY 1, 2, 3, 4, 5
    ) cell
    GROUP BY "vehicle_id"
  ) c
  LEFT JOIN (
    SELECT "vehicle_id", json_object_agg("engine", "n" ORDER BY "engine")::text AS "engine_parts"
    FROM (
      SELECT f."vehicle_id", x."engine", count(*)::int AS "n"
      FROM "product_fitment" f CROSS JOIN LATERAL unnest(f."engines") AS x("engine")
      GROUP BY 1, 2
    ) per_engine
    GROUP BY "vehicle_id"
  ) e ON e."vehicle_id" = c."vehicle_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_facet_cells_key" ON "vehicle_facet_cells" ("vehicle_id") INCLUDE ("total");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "universal_featured" AS
  SELECT (row_number() OVER (ORDER BY "featured_rank", "id"))::int AS "pos", "id" AS "product_id"
  FROM "products" WHERE "universal";
--> statement-breakpoint
CREATE UNIQUE INDEX "universal_featured_pos_key" ON "universal_featured" ("pos") INCLUDE ("product_id");
--> statement-breakpoint
-- 3. Every product numbered within its category in each of the six sorts, so an unfiltered category
--    page reaches any page by position too (a price or rating change needs refreshCatalogueFacets).
CREATE MATERIALIZED VIEW "category_positions" AS
  SELECT "category_id", "id" AS "product_id",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "featured_rank", "id"))::int AS "featured",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "price_cents", "id"))::int AS "price_asc",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "price_cents" DESC, "id" DESC))::int AS "price_desc",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "rating_tenths" DESC, "review_count" DESC, "id"))::int AS "rating",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "created_at" DESC, "id" DESC))::int AS "newest",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "title", "id"))::int AS "name"
  FROM "products";
--> statement-breakpoint
CREATE UNIQUE INDEX "category_positions_key" ON "category_positions" ("product_id");
--> statement-breakpoint
CREATE INDEX "category_positions_featured_idx" ON "category_positions" ("category_id", "featured") INCLUDE ("product_id");
--> statement-breakpoint
CREATE INDEX "category_positions_price_asc_idx" ON "category_positions" ("category_id", "price_asc") INCLUDE ("product_id");
--> statement-breakpoint
CREATE INDEX "category_positions_price_desc_idx" ON "category_positions" ("category_id", "price_desc") INCLUDE ("product_id");
--> statement-breakpoint
CREATE INDEX "category_positions_rating_idx" ON "category_positions" ("category_id", "rating") INCLUDE ("product_id");
--> statement-breakpoint
CREATE INDEX "category_positions_newest_idx" ON "category_positions" ("category_id", "newest") INCLUDE ("product_id");
--> statement-breakpoint
CREATE INDEX "category_positions_name_idx" ON "category_positions" ("category_id", "name") INCLUDE ("product_id");
--> statement-breakpoint
-- 4. A category's facet cells packed in one row, as a vehicle's are: [type, brand, stars, universal, n].
CREATE MATERIALIZED VIEW "category_facet_cells" AS
  SELECT "category_id", sum("n")::int AS "total",
         json_agg(json_build_array("type_id", "brand_id", "stars", "universal"::int, "n")
                  ORDER BY "type_id", "brand_id", "stars", "universal")::text AS "cells"
  FROM "catalogue_facets"
  GROUP BY "category_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "category_facet_cells_key" ON "category_facet_cells" ("category_id") INCLUDE ("total");
