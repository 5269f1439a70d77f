import type { SearchResponse } from "@pitstop/contract/catalogue";
import type { VehicleKey } from "@pitstop/contract/fitment";
import type { VehicleRef } from "@pitstop/contract/vehicles";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { allowsSql, type FitVehicle, narrowedParts, resolveVehicleKey } from "../catalogue/fit.ts";
import { productCards } from "../catalogue/product-cards.ts";
import { referenceData } from "../catalogue/reference-data.ts";
import { toVehicleRef } from "../vehicles/service.ts";
import type { Meanings } from "./lexicon.ts";
import { lexiconFor } from "./lexicon.ts";
import { matchQuery } from "./match-query.ts";
import { type ReadQuery, readQuery } from "./read-query.ts";
import { namedRef } from "./results-hints.ts";
import { splitWords, stem } from "./words.ts";

const PARTS = 8;
const CATEGORIES = 5;
const BRANDS = 3;
const VEHICLES = 5;

/** A word of the query as typed, with the shop's words it may mean (none for a word nothing matched). */
type TypedWord = { typed: string; meanings: Meanings };

/**
 * How a name (a category's, a type's, a brand's) goes with the query: 0 when it says the same
 * words, 1 when it holds every word typed ("brake" → Brake Pads, "stop" → Stopline, "b" →
 * Brakes), 2 when the query holds every word of it ("brake pads" → Brakes), null otherwise.
 */
function nameMatch(name: string, words: TypedWord[]): number | null {
  if (words.length === 0) return null;
  const nameWords = splitWords(name);
  const nameStems = nameWords.map(stem);
  const holds = (w: TypedWord) =>
    nameStems.some((s) => w.meanings.has(s)) || nameWords.some((n) => n.startsWith(w.typed));
  const holdsAll = words.every(holds);
  const namedAll = nameStems.every((s) => words.some((w) => w.meanings.has(s)));
  if (holdsAll && namedAll) return 0;
  if (holdsAll) return 1;
  if (namedAll) return 2;
  return null;
}

/** The best of a list by `nameMatch`, in the list's own order among equals. */
function bestNamed<T>(items: T[], name: (item: T) => string, words: TypedWord[], max: number): T[] {
  return items
    .map((item, i) => ({ item, i, match: nameMatch(name(item), words) }))
    .filter((x): x is { item: T; i: number; match: number } => x.match !== null)
    .sort((a, b) => a.match - b.match || a.i - b.i)
    .slice(0, max)
    .map((x) => x.item);
}

/**
 * GET /api/search: the header's suggestions as you type, read by the same engine as
 * the results page — typos, transpositions, synonyms, prefixes, part numbers, vehicle words — so
 * that `brkae pdas` suggests brake pads. Per keystroke it reads the lexicon and the reference data
 * (both kept in memory) and asks the database for the best few parts by relevance, through the
 * words index: no scan of the catalogue.
 */
export async function suggest(db: Db, q: string, key?: VehicleKey): Promise<SearchResponse> {
  const [ref, lexicon] = await Promise.all([referenceData(db), lexiconFor(db)]);
  const active = key ? await resolveVehicleKey(db, key) : null;
  const read = await readQuery(db, lexicon, q, active, { prefix: true });
  // Cards answer for the car the query names, else for the shopper's own.
  const fitsFor = read.named ?? active;
  const named = read.named ? namedRef(read.named) : null;

  // A number of one or two digits ("1", "12") is in many titles and names no part: alone, it suggests none.
  const searched =
    read.words.some((w) => !/^\d{1,2}$/.test(w.typed)) || read.partTokens.length > 0 || read.partText.length >= 3;
  const ids = searched
    ? (
        await matchQuery(db, ref, read, {
          onlyVehicleId: named?.id ?? null,
          onlyAllowed: read.named ? (await narrowedParts(db, read.named)).allowed : null,
          fitsVehicleId: fitsFor?.ref.id ?? null,
          limit: PARTS,
        })
      ).matches.map((m) => m.id)
    : read.named
      ? await bestSellersFor(db, read.named)
      : [];
  const products = await productCards(db, ids, fitsFor);

  const words: TypedWord[] = [
    ...read.words,
    ...read.ignored.map((typed) => ({ typed, meanings: new Map<string, number>() })),
  ];
  const base = named?.path ?? "";
  const categories = bestNamed(
    [
      ...ref.categories.map((c) => ({ slug: c.slug, name: c.name, path: `/${c.slug}` })),
      ...[...ref.typeById.values()].flatMap((t) => {
        const c = ref.categoryById.get(t.categoryId);
        return c ? [{ slug: t.slug, name: t.name, path: `/${c.slug}/${t.slug}` }] : [];
      }),
    ],
    (c) => c.name,
    words,
    CATEGORIES,
  ).map((c) => ({ ...c, path: `${base}${c.path}` }));
  const brands = bestNamed(
    [...ref.brandById.values()],
    (b) => b.name,
    words.filter((w) => w.typed.length >= 2),
    BRANDS,
  ).map((b) => ({ slug: b.slug, name: b.name, path: `/search?q=${encodeURIComponent(b.name)}` }));

  return {
    products,
    categories,
    brands,
    vehicles: named ? [named] : await vehiclesNamed(db, read.car),
    vehicle: named,
  };
}

/** A vehicle's best sellers that its configuration allows: a query that names only the car ("2018 camry"). */
async function bestSellersFor(db: Db, vehicle: FitVehicle): Promise<number[]> {
  const config = { engine: vehicle.ref.engine, trim: vehicle.ref.trim };
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select vp.product_id as id from vehicle_products vp
        where vp.vehicle_id = ${vehicle.ref.id}
          and exists (select 1 from product_fitment a where a.product_id = vp.product_id
                      and a.vehicle_id = vp.vehicle_id and ${allowsSql("a", config)})
        order by vp.featured_rank, vp.product_id limit ${PARTS}`,
  );
  return rows.map((r) => r.id);
}

/** The newest model years of a model the query names without a year it has, or of a make named alone. */
async function vehiclesNamed(db: Db, car: ReadQuery["car"]): Promise<VehicleRef[]> {
  const where = car.model
    ? sql`make_slug = ${car.model.makeSlug} and model_slug = ${car.model.modelSlug}`
    : car.make
      ? sql`make_slug = ${car.make.makeSlug}`
      : null;
  if (!where) return [];
  const rows = await rowsOf<{ id: number; year: number; make: string; model: string; slug: string }>(
    db,
    sql`select id, year, make, model, slug from vehicles where ${where} order by year desc, make, model limit ${VEHICLES}`,
  );
  return rows.map(toVehicleRef);
}
