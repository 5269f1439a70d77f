/**
 * What the search benchmark asks, and how it reads the plans of what the search runs.
 *
 *  - the keystrokes of a shopper typing in the header box (GET /api/search?q=…, as the storefront
 *    sends them: no vehicle) — against a plain trigram lookup on a bare `pg` route;
 *  - the results page's call (GET /api/search/results?q=brake pads&vehicle=…) — against the API's
 *    own POST /api/filter for the same car's brake pads, a page of about as many products;
 *  - the SQL both run, recorded through the real routes (buildApp on a drizzle instance with a
 *    logger, `app.inject`), whatever module serves them, and EXPLAINed: no Seq Scan on the catalogue.
 */
import type { FilterRequest } from "@pitstop/contract/catalogue";
import { vehicleKey } from "@pitstop/contract/fitment";
import type pg from "pg";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";
import { type Statement, withLoggingDb } from "./capture.ts";

export const SEARCH_VEHICLE = "toyota-camry-2018";
/** Measured with a configured vehicle (its engine given), as a shopper who answered the engine question. */
export const SEARCH_VEHICLE_KEY = vehicleKey({ slug: SEARCH_VEHICLE, engine: "2.5L 4-cyl", trim: null });
export const RESULTS_QUERY = "brake pads";
/** The results page's own call, as the storefront's /search loader makes it with a Camry 2.5L active. */
export const RESULTS_PATH = `/api/search/results?q=${encodeURIComponent(RESULTS_QUERY)}&vehicle=${encodeURIComponent(SEARCH_VEHICLE_KEY)}`;
/** The catalogue page with about as many products: the same configured car's brake pads. */
export const RESULTS_FILTER: FilterRequest = {
  slug: `${SEARCH_VEHICLE}-accessories/brakes/brake-pads`,
  vehicle: SEARCH_VEHICLE_KEY,
};

/**
 * The plain trigram lookup the suggestions are measured against: the title's best-matching word
 * (`<%`, pg_trgm's word similarity, served by products_title_trgm_idx, migration 0001), as a
 * type-ahead box would ask. (Whole-title similarity, `title % $1`, finds nothing for a typed
 * prefix: its similarity to a 60-letter title stays under the threshold.)
 */
export const TRIGRAM_LOOKUP = "select id, title from products where $1 <% title order by $1 <<-> title, id limit 8";

/**
 * What a shopper types, keystroke by keystroke: a prefix, a phrase being finished, a double
 * transposition, an unfinished word, a part-number fragment and a car with a part word.
 */
export async function keystrokes(client: pg.Client): Promise<string[]> {
  // Product 4242's part number, e.g. PIT-B33E76F2: its 6 hex digits after the brand, lower case.
  const { rows } = await client.query<{ part_number: string }>("select part_number from products where id = 4242");
  const part = rows[0]?.part_number ?? "PIT-B33E76F2";
  const fragment = part
    .replace(/^[A-Z]+-/, "")
    .slice(0, 6)
    .toLowerCase();
  return ["bra", "brake p", "brkae pdas", "oil filt", fragment, "2018 camry wip"];
}

export const suggestPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

export interface CapturedCall {
  name: string;
  path: string;
  statements: Statement[];
  /** What the answer held: total (results) and the products on it. */
  total: number | null;
  products: number;
  /** The first such call of a fresh process, which fills the caches it reads. */
  coldMs: number;
}

export interface SearchCapture {
  calls: CapturedCall[];
  /** What first calls ran and the later ones do not: the caches' loads, once per process and TTL. */
  cacheLoads: Statement[];
}

/** The tables whose reads a cache load may be (the API's own timers run other statements meanwhile). */
const CACHED = new Set(["products", "vehicles", "categories", "product_types", "brands"]);

/**
 * Runs each GET through the real API (its routes, validation and caches) on a drizzle instance that
 * logs, twice, and keeps the statements of the second call: by then the lexicon, the model index
 * and the reference data are in memory, as in a running API.
 */
export async function captureSearch(url: string, calls: { name: string; path: string }[]): Promise<SearchCapture> {
  return withLoggingDb(url, async (db, record) => {
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: url }), db });
    try {
      const out: CapturedCall[] = [];
      const cacheLoads = new Map<string, Statement>();
      for (const call of calls) {
        const {
          result: res,
          statements,
          cold,
          coldMs,
        } = await record(() => app.inject({ method: "GET", url: call.path }));
        if (res.statusCode !== 200) throw new Error(`${call.path} answered ${res.statusCode}: ${res.body}`);
        const warm = new Set(statements.map((s) => s.text));
        for (const s of cold) {
          if (!warm.has(s.text) && readOnly(s) && CACHED.has(tableOf(s))) cacheLoads.set(s.text, s);
        }
        const body = res.json() as { total?: number; products: unknown[] };
        out.push({ ...call, statements, total: body.total ?? null, products: body.products.length, coldMs });
      }
      return { calls: out, cacheLoads: [...cacheLoads.values()] };
    } finally {
      await app.close();
    }
  });
}

/** The catalogue's tables a keystroke must not read whole. */
const CATALOGUE = new Set(["products", "product_fitment"]);

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  "Actual Total Time"?: number;
  Plans?: PlanNode[];
}

export interface PlanCheck {
  statement: Statement;
  /** The catalogue tables a Seq Scan reads. */
  seqScans: string[];
  /** Rows of products the plan's scans of it looked at (returned and removed by filter or recheck). */
  productRows: number;
  ms: number;
  summary: string;
}

/** Whether a statement only reads (EXPLAIN ANALYZE executes it). */
const readOnly = (s: Statement) => /^\s*(select|with)\b/i.test(s.text) && !/\b(insert|update|delete)\b/i.test(s.text);

/** EXPLAIN (ANALYZE) a recorded statement: the Seq Scans on the catalogue, and how much of products it read. */
export async function checkPlan(client: pg.Client, s: Statement): Promise<PlanCheck | null> {
  if (!readOnly(s)) return null;
  const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
    `explain (analyze, format json) ${s.text}`,
    s.values,
  );
  const root = rows[0]?.["QUERY PLAN"][0];
  if (!root) return null;
  const seqScans: string[] = [];
  let productRows = 0;
  const scans: string[] = [];
  const walk = (n: PlanNode) => {
    const rel = n["Relation Name"];
    if (rel && CATALOGUE.has(rel)) {
      if (n["Node Type"] === "Seq Scan") seqScans.push(rel);
      scans.push(`${n["Node Type"]} on ${rel}`);
    }
    if (rel === "products") {
      const loops = n["Actual Loops"] ?? 1;
      productRows +=
        ((n["Actual Rows"] ?? 0) + (n["Rows Removed by Filter"] ?? 0) + (n["Rows Removed by Index Recheck"] ?? 0)) *
        loops;
    }
    for (const child of n.Plans ?? []) walk(child);
  };
  walk(root.Plan);
  return {
    statement: s,
    seqScans,
    productRows,
    ms: root["Execution Time"],
    summary: [...new Set(scans)].join(", ") || "no catalogue table",
  };
}

const tableOf = (s: Statement) =>
  /\bfrom\s+"?products"?\b/i.test(s.text)
    ? "products"
    : (/\bfrom\s+("?\w+"?)/i.exec(s.text)?.[1]?.replaceAll('"', "") ?? "?");

/** A statement in a line: the table it reads (products when it does) and how it matches. */
export function describeStatement(s: Statement): string {
  const from = tableOf(s);
  const words = /pitstop_words|title_words|<%|part_key|ilike/i.exec(s.text)?.[0];
  return `${from}${words ? ` (${words})` : ""}`;
}
