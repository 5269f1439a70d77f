import { SearchResultsQuerySchema } from "@pitstop/contract/catalogue";
import { parseVehicleKey } from "@pitstop/contract/fitment";
import { slugify } from "@pitstop/contract/slug";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase } from "../../../test/test-app.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import {
  brands,
  categories,
  productFitment,
  productReviews,
  products,
  productTypes,
  vehicles,
} from "../../db/schema/index.ts";
import { BRAND_DEFS, brandsFor, SEED_BRANDS } from "../../db/seed/catalogue/brands.ts";
import { CATEGORIES } from "../../db/seed/catalogue/categories.ts";
import { createRng } from "../../db/seed/catalogue/prng.ts";
import { TYPE_DEFS } from "../../db/seed/catalogue/type-defs.ts";
import { refreshCatalogueFacets } from "../catalogue/catalogue-queries.ts";
import { resolveVehicleKey } from "../catalogue/fit.ts";
import { referenceData } from "../catalogue/reference-data.ts";
import { alwaysSql, chooseStrategy } from "./engine.ts";
import { lexiconFor } from "./lexicon.ts";
import { memoryStrategy } from "./memory-strategy.ts";
import { byRelevance } from "./ranking.ts";
import { readQuery } from "./read-query.ts";
import { searchResults } from "./service.ts";
import { sqlStrategy } from "./sql-strategy.ts";
import type { MatchRequest, SearchStrategy } from "./strategy.ts";
import { partKey, splitWords, stem } from "./words.ts";

/**
 * The two strategies (the database's statement and the arrays in memory) answer alike: on a
 * generated catalogue, the same queries — several words, misspellings, part numbers, car words,
 * nothing meaningful — for no car, a car, and a car with its engine or trim, each sort and page, give
 * the same results pages, and each request the in-memory strategy answers the same matches with the
 * same facts as the database's, which ranks its best few as the comparator does.
 */

const PRODUCTS = 360;

/** A few models with engines and trims (some fitment names them), and one with neither. */
const MODELS = [
  {
    make: "Toyota",
    model: "Camry",
    years: [2017, 2018, 2019],
    engines: ["2.5L 4-cyl", "3.5L V6"],
    trims: ["LE", "SE"],
  },
  { make: "Honda", model: "Civic", years: [2016, 2018], engines: ["2.0L 4-cyl", "1.5L 4-cyl Turbo"], trims: ["LX"] },
  { make: "Ford", model: "F-150", years: [2018, 2019], engines: ["3.3L V6", "5.0L V8"], trims: ["XL", "Lariat"] },
  { make: "Subaru", model: "Outback", years: [2019], engines: [], trims: [] },
];

/** A deterministic catalogue: every category, type and brand of the demo shop, PRODUCTS products drawn from them. */
async function seedGeneratedCatalogue(db: Db): Promise<string[]> {
  const r = createRng(0x5ea2c4);
  const categoryRows = await db
    .insert(categories)
    .values(CATEGORIES.map(({ slug, name, description, position }) => ({ slug, name, description, position })))
    .returning();
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const typeRows = await db
    .insert(productTypes)
    .values(TYPE_DEFS.map((t) => ({ slug: t.slug, name: t.name, categoryId: categoryId.get(t.category) ?? 0 })))
    .returning();
  const brandRows = await db
    .insert(brands)
    .values([...SEED_BRANDS])
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
  const vehicleRows = await db
    .insert(vehicles)
    .values(
      MODELS.flatMap((m, i) =>
        m.years.map((year) => ({
          year,
          make: m.make,
          model: m.model,
          slug: slugify(`${m.make} ${m.model} ${year}`),
          makeSlug: slugify(m.make),
          modelSlug: slugify(m.model),
          engines: m.engines,
          trims: m.trims,
          kind: "car",
          vpicMakeId: 100 + i,
          vpicModelId: 200 + i,
        })),
      ),
    )
    .returning();
  const partNumbers = new Set<string>();
  const drawn = Array.from({ length: PRODUCTS }, (_, i) => {
    const def = r.pick(TYPE_DEFS);
    const makers = brandsFor(def.category, def.slug);
    const brand = makers.length > 0 ? r.pick(makers) : r.pick(BRAND_DEFS);
    let partNumber = "";
    while (partNumber === "" || partNumbers.has(partNumber))
      partNumber = [...brand.pn]
        .map((c) => (c === "#" ? String(r.int(0, 9)) : c === "@" ? "ABCDKLMX"[r.int(0, 7)] : c))
        .join("");
    partNumbers.add(partNumber);
    const title = `${brand.short ?? brand.name} ${def.variant(r).title}`;
    const type = typeRows.find((t) => t.slug === def.slug);
    return {
      slug: `${slugify(title)}-${i}`,
      partNumber,
      title,
      description: `${title}.`,
      brandId: brandId.get(slugify(brand.name)) ?? 0,
      typeId: type?.id ?? 0,
      categoryId: type?.categoryId ?? 0,
      priceCents: r.int(499, 29_999),
      stock: r.int(0, 20),
      universal: r.chance(Math.max(def.universal, 0.08)),
      published: r.chance(0.95),
      // Ties in popularity are broken by rating, then id.
      featuredRank: r.int(1, PRODUCTS / 3),
      createdAt: new Date(Date.UTC(2026, 9, 1) - r.int(0, 400) * 86_400_000),
    };
  });
  const rows = await db.insert(products).values(drawn).returning({ id: products.id, universal: products.universal });
  const fitment = rows.flatMap((p) => {
    if (p.universal) return [];
    const fits = r.shuffle(vehicleRows).slice(0, r.int(1, 4));
    return fits.map((v) => ({
      productId: p.id,
      vehicleId: v.id,
      engines: v.engines.length > 1 && r.chance(0.35) ? [r.pick(v.engines)] : null,
      trims: v.trims.length > 1 && r.chance(0.2) ? [r.pick(v.trims)] : null,
    }));
  });
  await db.insert(productFitment).values(fitment);
  // Ratings come from reviews (the database computes each product's): none for some, up to five for others.
  const reviews = rows.flatMap((p) =>
    Array.from({ length: r.int(0, 5) }, () => ({
      productId: p.id,
      authorName: "Sam",
      rating: r.int(1, 5),
      title: "Fine",
      body: "Did the job.",
    })),
  );
  await db.insert(productReviews).values(reviews);
  await refreshCatalogueFacets(db);
  return [...partNumbers];
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let partNumbers: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  partNumbers = await seedGeneratedCatalogue(db);
}, 60_000);
afterAll(() => database?.close());

const QUERIES = () => [
  "brake pads",
  "brake",
  "ceramic brake pads front",
  "brkae pdas",
  "rotor",
  "discs",
  "oil filter",
  "engine oil 5w30",
  "sparkplug",
  "head light",
  "wiper blade",
  "filtre",
  "batery",
  // A meaning one typo away and another two away: "halogen" bulbs, two typos from the brand Halvorsen.
  "halorsen",
  "electricxl",
  "pads xyzzyq",
  "floor mats",
  "camry brake pads",
  "2018 camry",
  "toyota",
  "civic oil filter",
  "parts",
  "the",
  "for my",
  (partNumbers[0] ?? "").toLowerCase(),
  (partNumbers[1] ?? "").replace(/[^A-Za-z0-9]/g, " "),
  (partNumbers[2] ?? "").slice(0, 5),
];

const VEHICLES = [
  undefined,
  "toyota-camry-2018",
  "toyota-camry-2018|3.5L V6",
  "ford-f-150-2019||Lariat",
  "honda-civic-2018|2.0L 4-cyl|LX",
];

/** A results page, or the error it answers with (a page past the last). */
async function resultsOf(
  query: Record<string, string | number | undefined>,
  choose?: (r: MatchRequest) => SearchStrategy,
) {
  const input = SearchResultsQuerySchema.parse(query);
  try {
    return await searchResults(db, input, choose ? { choose } : {});
  } catch (error) {
    return { error: String(error) };
  }
}

describe("the SQL and the in-memory strategies answer alike", () => {
  test("every query, car, sort and page gives the same results page whichever strategy finds the matches", async () => {
    const used = { sql: 0, memory: 0 };
    const counted = (request: MatchRequest) => {
      const strategy = chooseStrategy(request);
      used[strategy.name]++;
      return strategy;
    };
    let compared = 0;
    for (const q of QUERIES())
      for (const vehicle of VEHICLES)
        for (const [sort, page, fits] of [
          ["relevance", 1, undefined],
          ["relevance", 2, undefined],
          ["price-asc", 1, undefined],
          ["rating", 1, "0"],
        ] as const) {
          if (vehicle === undefined && fits !== undefined) continue;
          const query = { q, vehicle, sort, page, fits };
          const chosen = await resultsOf(query, counted);
          expect(chosen, JSON.stringify(query)).toEqual(await resultsOf(query, alwaysSql));
          compared++;
        }
    expect(compared).toBeGreaterThan(350);
    // The comparison means something only if the in-memory strategy answered a good share.
    expect(used.memory).toBeGreaterThan(150);
    expect(used.sql).toBeGreaterThan(80);
  }, 60_000);

  test("with filters chosen, the facets and the list are the same whichever strategy finds the matches", async () => {
    const ref = await referenceData(db);
    const [brakes, filters] = ref.categories;
    for (const vehicle of VEHICLES) {
      for (const query of [
        { q: "pads", category: brakes?.slug },
        { q: "filter", category: `${brakes?.slug},${filters?.slug}`, fitment: "direct" },
        { q: "oil", rating: 3 },
        { q: "brake", fitment: "universal", sort: "price-desc" },
      ]) {
        const withCar = { ...query, vehicle };
        expect(await resultsOf(withCar), JSON.stringify(withCar)).toEqual(await resultsOf(withCar, alwaysSql));
      }
    }
  }, 30_000);

  test("each request the in-memory strategy answers, it answers with the database's matches, facts and order", async () => {
    const [ref, lexicon] = await Promise.all([referenceData(db), lexiconFor(db)]);
    let answered = 0;
    for (const key of VEHICLES) {
      const parsed = key ? parseVehicleKey(key) : null;
      const active = parsed ? await resolveVehicleKey(db, parsed) : null;
      for (const q of QUERIES()) {
        const read = await readQuery(db, lexicon, q, active, { prefix: true });
        const vehicleId = (read.named ?? active)?.ref.id ?? null;
        for (const scope of [
          { onlyVehicleId: null, fitsVehicleId: null },
          { onlyVehicleId: null, fitsVehicleId: vehicleId },
          { onlyVehicleId: vehicleId, fitsVehicleId: vehicleId },
        ]) {
          const request: MatchRequest = {
            words: read.words,
            partTokens: read.partTokens,
            partText: read.partText,
            phrase: read.phrase,
            onlyModel: null,
            ...scope,
            everyPart: read.carOnly,
          };
          if (memoryStrategy.cannotAnswer(request) !== null) continue;
          const inMemory = await memoryStrategy.findMatches(db, ref, request);
          const label = JSON.stringify({ q, key, scope });
          expect(inMemory, label).toEqual(await sqlStrategy.findMatches(db, ref, request));
          // The database ranks the best few (the header's suggestions) as the comparator ranks them all.
          const best = await sqlStrategy.findMatches(db, ref, { ...request, limit: 8 });
          expect(
            best.map((m) => m.id),
            label,
          ).toEqual(
            [...inMemory]
              .sort(byRelevance)
              .slice(0, 8)
              .map((m) => m.id),
          );
          answered++;
        }
      }
    }
    expect(answered).toBeGreaterThan(100);
  }, 30_000);
});

describe("the database's words and the search's", () => {
  test("each title and name is split and stemmed by the database (at write time) as the search reads a query", async () => {
    const rows = await rowsOf<{ text: string; words: string[] }>(
      db,
      sql`select title as text, title_words as words from products
          union all select name, pitstop_words(name) from brands
          union all select name, pitstop_words(name) from product_types
          union all select name, pitstop_words(name) from categories`,
    );
    expect(rows.length).toBeGreaterThan(PRODUCTS);
    for (const r of rows)
      expect([...new Set(splitWords(r.text).map(stem))].sort(), r.text).toEqual([...r.words].sort());
  });

  test("each part number is keyed by the database as the search keys a query", async () => {
    const rows = await rowsOf<{ part_number: string; key: string }>(
      db,
      sql`select part_number, pitstop_part_key(part_number) as key from products`,
    );
    for (const r of rows) expect(partKey(r.part_number), r.part_number).toBe(r.key);
    expect(partKey(" sl-5837.dn ")).toBe("SL5837DN");
  });
});
