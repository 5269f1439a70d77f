import { sql } from "drizzle-orm";
import { index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";

/** One model year of one model, from NHTSA vPIC (id, year, make, model). */
export const vehicles = pgTable(
  "vehicles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    year: smallint("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    makeSlug: text("make_slug").notNull(),
    modelSlug: text("model_slug").notNull(),
    slug: text("slug").notNull(), // toyota-camry-2018
    kind: text("kind").notNull(), // car | mpv | truck
    vpicMakeId: integer("vpic_make_id").notNull(),
    vpicModelId: integer("vpic_model_id").notNull(),
    /**
     * The engines and trims vPIC knows for this model year (as GET /api/submodel names them), read
     * once when the vehicle is loaded: what a configuration may say, and the choices a
     * "needs the engine" answer offers (docs/decisions/009).
     */
    engines: text("engines").array().notNull().default(sql`'{}'::text[]`),
    trims: text("trims").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex("vehicles_slug_key").on(t.slug),
    index("vehicles_year_make_idx").on(t.year, t.makeSlug),
    index("vehicles_make_model_year_idx").on(t.makeSlug, t.modelSlug, t.year),
  ],
);
