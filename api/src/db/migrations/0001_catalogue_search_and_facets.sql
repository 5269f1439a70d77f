-- Search: trigram matching tolerates typos in titles and finds part numbers by fragment.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_part_number_trgm_idx" ON "products" USING gin ("part_number" gin_trgm_ops);
--> statement-breakpoint
-- Catalogue pages: one index per sort order, led by the category, carrying the filter columns so
-- deep pages are answered from the index alone (a page's ids first, their details after).
CREATE INDEX "products_category_price_idx" ON "products" ("category_id", "price_cents", "id") INCLUDE ("type_id", "brand_id", "rating_tenths", "universal");
--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" ("category_id", "rating_tenths" DESC, "review_count" DESC, "id") INCLUDE ("type_id", "brand_id", "universal");
--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" ("category_id", "created_at", "id") INCLUDE ("type_id", "brand_id", "rating_tenths", "universal");
--> statement-breakpoint
CREATE INDEX "products_category_title_idx" ON "products" ("category_id", "title", "id") INCLUDE ("type_id", "brand_id", "rating_tenths", "universal");
--> statement-breakpoint
DROP INDEX "products_category_featured_idx";
--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" ("category_id", "featured_rank", "id") INCLUDE ("type_id", "brand_id", "rating_tenths", "universal");
--> statement-breakpoint
-- Brand pages and vehicle pages (universal parts fit every vehicle) sort the same way.
CREATE INDEX "products_brand_featured_idx" ON "products" ("brand_id", "featured_rank", "id") INCLUDE ("category_id", "type_id", "rating_tenths", "universal");
--> statement-breakpoint
CREATE INDEX "products_universal_featured_idx" ON "products" ("featured_rank", "id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths") WHERE "universal";
--> statement-breakpoint
CREATE INDEX "products_universal_price_idx" ON "products" ("price_cents", "id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths") WHERE "universal";
--> statement-breakpoint
CREATE INDEX "products_universal_rating_idx" ON "products" ("rating_tenths" DESC, "review_count" DESC, "id") INCLUDE ("category_id", "type_id", "brand_id") WHERE "universal";
--> statement-breakpoint
CREATE INDEX "products_universal_created_idx" ON "products" ("created_at", "id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths") WHERE "universal";
--> statement-breakpoint
CREATE INDEX "products_universal_title_idx" ON "products" ("title", "id") INCLUDE ("category_id", "type_id", "brand_id", "rating_tenths") WHERE "universal";
--> statement-breakpoint
-- Facet counts and totals come from this cube instead of scanning the catalogue: every filter of
-- the catalogue (category, type, brand, minimum stars, universal) is one of its dimensions.
-- Refreshed after the catalogue is loaded or changed (refreshCatalogueFacets).
CREATE MATERIALIZED VIEW "catalogue_facets" AS
  SELECT "category_id", "type_id", "brand_id", ("rating_tenths" / 10)::smallint AS "stars", "universal", count(*)::int AS "n"
  FROM "products"
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_facets_key" ON "catalogue_facets" ("category_id", "type_id", "brand_id", "stars", "universal");
--> statement-breakpoint
CREATE INDEX "catalogue_facets_brand_idx" ON "catalogue_facets" ("brand_id");
--> statement-breakpoint
CREATE INDEX "catalogue_facets_universal_idx" ON "catalogue_facets" ("universal");
