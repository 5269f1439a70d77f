-- Issue 14: a product can be hidden (`published` false): kept for the back office and for past
-- orders, shown nowhere in the shop. The aggregates (materialized views of 0001, 0002, 0006) are
-- rebuilt over published products only, and the catalogue's sort indexes become partial
-- (`WHERE published`), so listings still answer deep pages from the index alone.
DROP MATERIALIZED VIEW "category_facet_cells";
--> statement-breakpoint
DROP MATERIALIZED VIEW "catalogue_facets";
--> statement-breakpoint
DROP MATERIALIZED VIEW "vehicle_facet_cells";
--> statement-breakpoint
DROP MATERIALIZED VIEW "vehicle_products";
--> statement-breakpoint
DROP MATERIALIZED VIEW "universal_featured";
--> statement-breakpoint
DROP MATERIALIZED VIEW "category_positions";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "catalogue_facets" AS
  SELECT "category_id", "type_id", "brand_id", ("rating_tenths" / 10)::smallint AS "stars", "universal", count(*)::int AS "n"
  FROM "products"
  WHERE "published"
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_facets_key" ON "catalogue_facets" ("category_id", "type_id", "brand_id", "stars", "universal");
--> statement-breakpoint
CREATE INDEX "catalogue_facets_brand_idx" ON "catalogue_facets" ("brand_id");
--> statement-breakpoint
CREATE INDEX "catalogue_facets_universal_idx" ON "catalogue_facets" ("universal");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "vehicle_products" AS
  SELECT f."vehicle_id", p."id" AS "product_id", p."category_id", p."type_id", p."brand_id", p."rating_tenths",
         p."review_count", p."featured_rank", p."price_cents", p."created_at", p."title",
         (row_number() OVER (PARTITION BY f."vehicle_id" ORDER BY p."featured_rank", p."id"))::int AS "featured_pos",
         f."engines"
  FROM "product_fitment" f JOIN "products" p ON p."id" = f."product_id"
  WHERE p."published";
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
      SELECT vp."vehicle_id", x."engine", count(*)::int AS "n"
      FROM "vehicle_products" vp CROSS JOIN LATERAL unnest(vp."engines") AS x("engine")
      GROUP BY 1, 2
    ) per_engine
    GROUP BY "vehicle_id"
  ) e ON e."vehicle_id" = c."vehicle_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_facet_cells_key" ON "vehicle_facet_cells" ("vehicle_id") INCLUDE ("total");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "universal_featured" AS
  SELECT (row_number() OVER (ORDER BY "featured_rank", "id"))::int AS "pos", "id" AS "product_id"
  FROM "products" WHERE "universal" AND "published";
--> statement-breakpoint
CREATE UNIQUE INDEX "universal_featured_pos_key" ON "universal_featured" ("pos") INCLUDE ("product_id");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "category_positions" AS
  SELECT "category_id", "id" AS "product_id",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "featured_rank", "id"))::int AS "featured",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "price_cents", "id"))::int AS "price_asc",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "price_cents" DESC, "id" DESC))::int AS "price_desc",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "rating_tenths" DESC, "review_count" DESC, "id"))::int AS "rating",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "created_at" DESC, "id" DESC))::int AS "newest",
         (row_number() OVER (PARTITION BY "category_id" ORDER BY "title", "id"))::int AS "name"
  FROM "products"
  WHERE "published";
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
CREATE MATERIALIZED VIEW "category_facet_cells" AS
  SELECT "category_id", sum("n")::int AS "total",
         json_agg(json_build_array("type_id", "brand_id", "stars", "universal"::int, "n")
                  ORDER BY "type_id", "brand_id", "stars", "universal")::text AS "cells"
  FROM "catalogue_facets"
  GROUP BY "category_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "category_facet_cells_key" ON "category_facet_cells" ("category_id") INCLUDE ("total");
--> statement-breakpoint
-- The listing's sort indexes (0001), now over published products only: every listing query says
-- `published` (catalogue-queries.ts `conditions`), which lets the planner use them.
DROP INDEX "products_category_price_idx";
--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" ("category_id", "price_cents", "id") INCLUDE ("type_id", "brand_id", "rating_tenths", "universal") WHERE "published";
--> statement-breakpoint
DROP INDEX "products_category_rating_idx";
--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" ("category_id", "rating_tenths" DESC, "review_count" DESC, "id") INCLUDE ("type_id", "brand_id", "universal") WHERE "published";
--> statement-breakpoint
DROP INDEX "products_category_created_idx";
--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" ("category_id", "created_at", "id") INCLUDE ("type_id", "brand_id", "rating_tenths", "universal") WHERE "published";
--> statement-breakpoint
DROP INDEX "products_category_title_idx";
--> statement-breakpoint
CREATE INDEX "products_category_title_idx" ON "products" ("category_id", "title", "id") INCLUDE ("type_id", "brand_id", "rating_tenths", "universal") WHERE "published";
--> statement-breakpoint
DROP INDEX "products_category_featured_idx";
--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" ("category_id", "featured_rank", "id") INCLUDE ("type_id", "brand_id", "rating_tenths", "universal") WHERE "published";
--> statement-breakpoint
DROP INDEX "products_brand_featured_idx";
--> statement-breakpoint
CREATE INDEX "products_brand_featured_idx" ON "products" ("brand_id", "featured_rank", "id") INCLUDE ("category_id", "type_id", "rating_tenths", "universal") WHERE "published";
--> statement-breakpoint
DROP INDEX "products_universal_featured_idx";
--> statement-breakpoint
CREATE INDEX "products_universal_featured_idx" ON "products" ("featured_rank", "id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths") WHERE "universal" AND "published";
--> statement-breakpoint
DROP INDEX "products_universal_price_idx";
--> statement-breakpoint
CREATE INDEX "products_universal_price_idx" ON "products" ("price_cents", "id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths") WHERE "universal" AND "published";
--> statement-breakpoint
DROP INDEX "products_universal_rating_idx";
--> statement-breakpoint
CREATE INDEX "products_universal_rating_idx" ON "products" ("rating_tenths" DESC, "review_count" DESC, "id") INCLUDE ("category_id", "type_id", "brand_id") WHERE "universal" AND "published";
--> statement-breakpoint
DROP INDEX "products_universal_created_idx";
--> statement-breakpoint
CREATE INDEX "products_universal_created_idx" ON "products" ("created_at", "id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths") WHERE "universal" AND "published";
--> statement-breakpoint
DROP INDEX "products_universal_title_idx";
--> statement-breakpoint
CREATE INDEX "products_universal_title_idx" ON "products" ("title", "id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths") WHERE "universal" AND "published";
