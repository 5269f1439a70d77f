import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** A make and model the shop has vehicles of, with the years it has. */
export interface NamedModel {
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  minYear: number;
  maxYear: number;
}

/** What a query says about the car (issue 12: "2018 camry brake pads", "camry 18 pads", "civic oil filter 2.0"). */
export interface VehicleWords {
  model: NamedModel | null;
  year: number | null;
  /** An engine as typed ("2.0", "2.0l", "v6"), to be matched against the vehicle's engines. */
  engine: string | null;
  /** The make alone ("toyota brake pads"), when no model is named. */
  make: { make: string; makeSlug: string } | null;
  /** The query's tokens that are not about the car, in order. */
  rest: string[];
}

const FOUR_DIGIT_YEAR = /^(19[89]\d|20[0-4]\d)$/;
const TWO_DIGIT_YEAR = /^\d\d$/;
const ENGINE = /^(\d\.\d)l?$|^(v|i)(4|6|8|10|12)$/;

/** A query's tokens as the car is read from them: lower-cased, split on spaces and separators, dashes and dots kept. */
export function queryTokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,;/]+/)
    .map((t) => t.replace(/^[^a-z0-9.]+|[^a-z0-9.]+$/g, ""))
    .filter(Boolean);
}

/** A number a query may say about the car: a model year, two digits of one, an engine size. */
export function isCarNumber(token: string): boolean {
  return FOUR_DIGIT_YEAR.test(token) || /^\d{1,2}$/.test(token) || ENGINE.test(token);
}

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

interface ModelIndex {
  byKey: Map<string, NamedModel[]>;
  makes: Map<string, { make: string; makeSlug: string }>;
  longest: number;
}

const TTL_MS = 10 * 60_000;
const cache = new WeakMap<Db, { at: number; data: Promise<ModelIndex> }>();

function modelIndex(db: Db): Promise<ModelIndex> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.data;
  const data = (async () => {
    const rows = await rowsOf<{
      make: string;
      make_slug: string;
      model: string;
      model_slug: string;
      min_year: number;
      max_year: number;
    }>(
      db,
      sql`select make, make_slug, model, model_slug, min(year)::int as min_year, max(year)::int as max_year
          from vehicles group by make, make_slug, model, model_slug`,
    );
    const byKey = new Map<string, NamedModel[]>();
    const makes = new Map<string, { make: string; makeSlug: string }>();
    let longest = 1;
    for (const r of rows) {
      const model: NamedModel = {
        make: r.make,
        makeSlug: r.make_slug,
        model: r.model,
        modelSlug: r.model_slug,
        minYear: r.min_year,
        maxYear: r.max_year,
      };
      const k = key(r.model_slug);
      byKey.set(k, [...(byKey.get(k) ?? []), model]);
      makes.set(key(r.make_slug), { make: r.make, makeSlug: r.make_slug });
      longest = Math.max(longest, r.model_slug.split("-").length);
    }
    return { byKey, makes, longest: Math.min(longest, 4) };
  })();
  cache.set(db, { at: Date.now(), data });
  data.catch(() => cache.delete(db));
  return data;
}

/** Two-digit years: "18" is 2018, "99" is 1999. */
function fullYear(two: string, model: NamedModel): number | null {
  const n = Number(two);
  for (const year of [2000 + n, 1900 + n]) if (year >= model.minYear && year <= model.maxYear) return year;
  return null;
}

/**
 * Finds the car in a query, wherever its words are: a model (its words run together or apart,
 * "f150", "f 150", "f-150", "grand cherokee"), optionally its make, a model year (four digits, or
 * two beside the model) and an engine size. A model whose make is named wins, then one whose name
 * is no word of the shop's ("spark plugs honda civic 2016" is a Civic, not a Chevrolet Spark), then
 * the longest name ("grand cherokee" before "cherokee"); among models of the same name, the one of
 * the make named.
 */
export async function readVehicleWords(
  db: Db,
  query: string,
  /** Whether a word is one of the shop's own ("spark", "air"): such a model needs its make or year beside it. */
  isShopWord: (word: string) => boolean = () => false,
): Promise<VehicleWords> {
  const index = await modelIndex(db);
  const tokens = queryTokens(query);
  const used = new Set<number>();
  const yearNamed = tokens.some((t) => FOUR_DIGIT_YEAR.test(t));
  let best: { model: NamedModel; at: number; size: number; rank: number } | null = null;
  for (let size = index.longest; size >= 1; size--) {
    for (let i = 0; i + size <= tokens.length; i++) {
      const run = key(tokens.slice(i, i + size).join(""));
      if (run.length < 2 || /^\d+$/.test(run)) continue;
      const models = index.byKey.get(run);
      if (!models) continue;
      const makeNamed = models.find((m) => tokens.some((t) => key(t) === key(m.makeSlug)));
      const shopWord = isShopWord(run);
      // "spark plugs" is no Chevrolet Spark, nor "cabin air filter" a Lucid Air.
      if (!makeNamed && !yearNamed && shopWord) continue;
      const found = makeNamed ?? models[0];
      // Longer runs come first, so among equals the longest, then the first, is kept.
      const rank = makeNamed ? 0 : shopWord ? 2 : 1;
      if (found && (!best || rank < best.rank)) best = { model: found, at: i, size, rank };
    }
  }
  const model = best?.model ?? null;
  const modelAt = best?.at ?? -1;
  const modelLength = best?.size ?? 0;
  if (model) for (let i = modelAt; i < modelAt + modelLength; i++) used.add(i);
  let make: VehicleWords["make"] = null;
  tokens.forEach((t, i) => {
    if (used.has(i)) return;
    const named = index.makes.get(key(t));
    if (named && (!model || named.makeSlug === model.makeSlug)) {
      make = named;
      used.add(i);
    }
  });
  let year: number | null = null;
  tokens.forEach((t, i) => {
    if (used.has(i) || year !== null) return;
    if (FOUR_DIGIT_YEAR.test(t)) {
      year = Number(t);
      used.add(i);
    } else if (model && TWO_DIGIT_YEAR.test(t) && Math.abs(i - modelAt) <= modelLength) {
      const full = fullYear(t, model);
      if (full !== null) {
        year = full;
        used.add(i);
      }
    }
  });
  let engine: string | null = null;
  tokens.forEach((t, i) => {
    if (used.has(i) || engine !== null || !model) return;
    if (ENGINE.test(t)) {
      engine = t;
      used.add(i);
    }
  });
  return {
    model,
    year,
    engine,
    make: model ? null : make,
    rest: tokens.filter((_, i) => !used.has(i)),
  };
}

/** The vehicle's engine an engine size names ("2.0" → "2.0L 4-cyl"), if exactly one does. */
export function engineNamed(engines: string[], typed: string | null): string | null {
  if (!typed) return null;
  const t = typed.toLowerCase().replace(/l$/, "");
  const found = engines.filter((e) => {
    const lower = e.toLowerCase();
    return lower.startsWith(`${t}l`) || lower.startsWith(`${t} `) || lower.split(/\s+/).includes(t);
  });
  return found.length === 1 ? (found[0] ?? null) : null;
}
