-- A vehicle's page must not join its fitment against the whole catalogue: at a million products
-- that join is the page's whole cost. Each vehicle's direct fits are kept here with the columns its
-- page sorts and filters on, one index per sort, so a page reads only that vehicle's entries.
-- Refreshed with catalogue_facets (refreshCatalogueFacets) after the catalogue is loaded or changed.
CREATE MATERIALIZED VIEW "vehicle_products" AS
  SELECT f."vehicle_id", p."id" AS "product_id", p."category_id", p."type_id", p."brand_id", p."rating_tenths",
         p."review_count", p."featured_rank", p."price_cents", p."created_at", p."title"
  FROM "product_fitment" f JOIN "products" p ON p."id" = f."product_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_products_key" ON "vehicle_products" ("vehicle_id", "product_id");
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
-- The facet cube of each vehicle's direct fits (its universal parts come from catalogue_facets).
CREATE MATERIALIZED VIEW "vehicle_facets" AS
  SELECT "vehicle_id", "category_id", "type_id", "brand_id", ("rating_tenths" / 10)::smallint AS "stars", count(*)::int AS "n"
  FROM "vehicle_products"
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_facets_key" ON "vehicle_facets" ("vehicle_id", "category_id", "type_id", "brand_id", "stars");
