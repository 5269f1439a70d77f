-- Issue 13: a product's rating and review count are the published reviews' (docs/decisions/022).
-- products.rating_tenths and products.review_count stay where the catalogue's indexes and
-- materialized views read them, but only these triggers write them, in the transaction that
-- changes a review: they cannot disagree with the rows a shopper reads. The aggregates built from
-- products (migrations 0001, 0002, 0006) pick a change up when the API rebuilds them
-- (app.catalogueRefresh.changed() after the write commits).

-- Recomputes the figures of the given products from their published reviews. The products are
-- locked first, in id order, so two writers of one product take turns, and the counts are read by
-- a later statement, whose snapshot (READ COMMITTED) includes what the other writer committed.
-- FOR NO KEY UPDATE (what the update itself takes), not FOR UPDATE: the review's foreign key holds
-- FOR KEY SHARE on the product, and FOR UPDATE would wait on the other writer's while it waits on ours.
CREATE FUNCTION "pitstop_recount_reviews"(ids int[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "products" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "products" p
     SET "rating_tenths" = a.tenths, "review_count" = a.n
    FROM (SELECT i.id, coalesce(s.n, 0) AS n, coalesce(s.tenths, 0) AS tenths
            FROM unnest(ids) AS i(id)
            CROSS JOIN LATERAL (
              SELECT count(*)::int AS n, round(avg(r."rating") * 10)::smallint AS tenths
                FROM "product_reviews" r
               WHERE r."product_id" = i.id AND r."status" = 'published') s) a
   WHERE p."id" = a.id AND (p."rating_tenths", p."review_count") IS DISTINCT FROM (a.tenths, a.n);
END $$;
--> statement-breakpoint
-- One call per statement (a seed's 10,000 rows recount each product once), for the products whose
-- published reviews changed: a vote or a report (helpful_count, report_count) recounts nothing.
CREATE FUNCTION "pitstop_reviews_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "product_id") INTO ids FROM new_rows WHERE "status" = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "product_id") INTO ids FROM old_rows WHERE "status" = 'published';
  ELSE
    SELECT array_agg(DISTINCT pid) INTO ids FROM (
      SELECT unnest(ARRAY[o."product_id", n."product_id"]) AS pid
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
       WHERE (o."status", o."rating", o."product_id") IS DISTINCT FROM (n."status", n."rating", n."product_id")
         AND 'published' IN (o."status", n."status")) changed;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "pitstop_recount_reviews"(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_reviews_inserted" AFTER INSERT ON "product_reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pitstop_reviews_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_reviews_updated" AFTER UPDATE ON "product_reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pitstop_reviews_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_reviews_deleted" AFTER DELETE ON "product_reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pitstop_reviews_changed"();
--> statement-breakpoint
-- A catalogue loaded before this migration: its figures become those of the reviews it holds.
SELECT "pitstop_recount_reviews"(array_agg("id")) FROM "products" WHERE "review_count" <> 0 OR "rating_tenths" <> 0;
--> statement-breakpoint
-- Nothing else writes the figures: a product is inserted unrated, and a statement that sets them
-- by hand (outside the trigger above, pg_trigger_depth() = 1 here) fails.
CREATE FUNCTION "pitstop_guard_review_figures"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' AND (NEW."rating_tenths" <> 0 OR NEW."review_count" <> 0)
     OR TG_OP = 'UPDATE' AND (NEW."rating_tenths", NEW."review_count") IS DISTINCT FROM (OLD."rating_tenths", OLD."review_count") THEN
    RAISE EXCEPTION 'products.rating_tenths and review_count are computed from product_reviews'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_review_figures_guard" BEFORE INSERT OR UPDATE OF "rating_tenths", "review_count" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "pitstop_guard_review_figures"();
--> statement-breakpoint
-- helpful_count and report_count follow their rows, whoever deletes them (an account's deletion cascades).
CREATE FUNCTION "pitstop_review_votes_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF TG_TABLE_NAME = 'review_votes' THEN
      UPDATE "product_reviews" SET "helpful_count" = "helpful_count" + 1 WHERE "id" = NEW."review_id";
    ELSE
      UPDATE "product_reviews" SET "report_count" = "report_count" + 1 WHERE "id" = NEW."review_id";
    END IF;
  ELSE
    IF TG_TABLE_NAME = 'review_votes' THEN
      UPDATE "product_reviews" SET "helpful_count" = "helpful_count" - 1 WHERE "id" = OLD."review_id";
    ELSE
      UPDATE "product_reviews" SET "report_count" = "report_count" - 1 WHERE "id" = OLD."review_id";
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "review_votes_counted" AFTER INSERT OR DELETE ON "review_votes"
  FOR EACH ROW EXECUTE FUNCTION "pitstop_review_votes_changed"();
--> statement-breakpoint
CREATE TRIGGER "review_reports_counted" AFTER INSERT OR DELETE ON "review_reports"
  FOR EACH ROW EXECUTE FUNCTION "pitstop_review_votes_changed"();
--> statement-breakpoint
REFRESH MATERIALIZED VIEW "catalogue_facets";
--> statement-breakpoint
REFRESH MATERIALIZED VIEW "category_facet_cells";
--> statement-breakpoint
REFRESH MATERIALIZED VIEW "vehicle_products";
--> statement-breakpoint
REFRESH MATERIALIZED VIEW "vehicle_facet_cells";
--> statement-breakpoint
REFRESH MATERIALIZED VIEW "universal_featured";
--> statement-breakpoint
REFRESH MATERIALIZED VIEW "category_positions";
