-- Issue 12: search that finds the part. A title's words, lower-cased and with plurals made singular
-- (pads → pad, batteries → battery, boxes → box), as an array a GIN index answers "has any of these
-- words" from (`&&`): each query word becomes the words it may mean (itself, its synonyms, the
-- shop's words one or two typos away, or those it starts), chosen by the API
-- (api/src/modules/search). The same rules in TypeScript: api/src/modules/search/words.ts.
CREATE FUNCTION "pitstop_stem"(w text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN CASE
    WHEN w ~ '[0-9]' OR length(w) <= 3 THEN w
    WHEN w ~ '[^aeiou]ies$' THEN left(w, -3) || 'y'
    WHEN w ~ '(ss|us|is)$' THEN w
    WHEN w ~ '(sh|ch|x|ss|zz)es$' THEN left(w, -2)
    WHEN w ~ 'ses$' THEN left(w, -1)
    WHEN w ~ 's$' THEN left(w, -1)
    ELSE w
  END;
--> statement-breakpoint
CREATE FUNCTION "pitstop_words"(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN ARRAY(
    SELECT DISTINCT "pitstop_stem"(w)
    FROM regexp_split_to_table(lower(t), '[^a-z0-9]+') AS w
    WHERE w <> ''
  );
--> statement-breakpoint
-- A part number as shoppers type it, whatever its case, spaces, dashes and dots: 4051-B, 4051 b, 4051.B.
CREATE FUNCTION "pitstop_part_key"(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(upper(t), '[^A-Z0-9]', '', 'g');
--> statement-breakpoint
CREATE INDEX "products_title_words_idx" ON "products" USING gin ("pitstop_words"("title"));
--> statement-breakpoint
CREATE INDEX "products_part_key_trgm_idx" ON "products" USING gin ("pitstop_part_key"("part_number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_part_key_idx" ON "products" ("pitstop_part_key"("part_number"));
