-- Issue 12 §3 (`npm run bench`): each title's words stored with its row. The search reads them for
-- every product a query finds, to count the typos each word took (api/src/modules/search/engine.ts),
-- and the lexicon reads them all; computed there, `pitstop_words(title)` costs about 0.1 ms a call:
-- at 100,000 products "brake pads" (4,969 products) took 1.5–2 s and the lexicon 8–12 s. Stored,
-- both read an array: about 50 ms and 0.4 s. The GIN index moves from the expression to the column.
ALTER TABLE "products" ADD COLUMN "title_words" text[] GENERATED ALWAYS AS ("pitstop_words"("title")) STORED;
--> statement-breakpoint
DROP INDEX "products_title_words_idx";
--> statement-breakpoint
CREATE INDEX "products_title_words_idx" ON "products" USING gin ("title_words");
