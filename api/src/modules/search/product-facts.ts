import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { countLookup } from "../../lib/metrics.ts";
import { Postings } from "./postings.ts";

/**
 * What the results page ranks and counts each published product by (docs/decisions/024):
 * its category, type, brand, rating, review count, price, popularity and universality, and its
 * title in lower case for the phrase — indexed by product id, so that a search whose ids were
 * intersected (postings.ts) reads no product row to rank and facet them (about 12 MB at tier S's
 * 100,000 products). Copies of the `products` table's columns, read again whenever the catalogue
 * changes (search-index.ts, with the lexicon) and at least every five minutes.
 *
 * A search reads a few hundred products scattered over the catalogue, and on this machine each
 * scattered read from memory costs about 0.4 µs (measured on tier S: 248 titles as strings, two
 * reads each, 115 µs). So a product's numbers sit side by side, `FIELDS` per id in `rows` — 64
 * bytes, one cache line — and its title's bytes (UTF-8) in one buffer where the row says.
 */
export interface ProductFacts {
  rows: Int32Array;
  /** The products in the shop's popularity order (`featured_rank`, then id). */
  byPopularity: Int32Array;
  /** Every published product's `lower(title)` (as the database lowers it), in UTF-8, one after the other. */
  titles: Uint8Array;
  /** The search's arrays of ids as read so far, dropped with these facts. */
  postings: Postings;
}

/**
 * The numbers of a product in `rows`, at `id * FIELDS + …`. Only this module (and its own test)
 * reads them: the search reads a product's facts through the accessors below.
 */
export const FIELDS = 16;
/** Bit 0: published; bit 1: universal; from bit 2: the rating in tenths. */
export const FLAGS = 0;
export const CATEGORY = 1;
export const TYPE = 2;
export const BRAND = 3;
export const REVIEWS = 4;
export const PRICE = 5;
export const FEATURED_RANK = 6;
/** The product's place in `byPopularity`. */
export const PLACE = 7;
/** Where its title starts in `titles`, and its length in bytes. */
const TITLE_AT = 8;
const TITLE_BYTES = 9;

export const PUBLISHED_BIT = 1;
export const UNIVERSAL_BIT = 2;
export const RATING_SHIFT = 2;

// One product's facts (a published product's; `isPublished` first). Each is one read from `rows`,
// small enough for the engine to inline where a search builds its matches.
export const categoryOf = (facts: ProductFacts, id: number): number => facts.rows[id * FIELDS + CATEGORY] as number;
export const typeOf = (facts: ProductFacts, id: number): number => facts.rows[id * FIELDS + TYPE] as number;
export const brandOf = (facts: ProductFacts, id: number): number => facts.rows[id * FIELDS + BRAND] as number;
export const reviewCountOf = (facts: ProductFacts, id: number): number => facts.rows[id * FIELDS + REVIEWS] as number;
export const priceOf = (facts: ProductFacts, id: number): number => facts.rows[id * FIELDS + PRICE] as number;
export const featuredRankOf = (facts: ProductFacts, id: number): number =>
  facts.rows[id * FIELDS + FEATURED_RANK] as number;
export const ratingTenthsOf = (facts: ProductFacts, id: number): number =>
  (facts.rows[id * FIELDS + FLAGS] as number) >> RATING_SHIFT;
export const isUniversal = (facts: ProductFacts, id: number): boolean =>
  ((facts.rows[id * FIELDS + FLAGS] as number) & UNIVERSAL_BIT) !== 0;
/** The product's place in the shop's popularity order (`byPopularity`). */
export const placeOf = (facts: ProductFacts, id: number): number => facts.rows[id * FIELDS + PLACE] as number;
/** The product at this place in the popularity order. */
export const atPlace = (facts: ProductFacts, place: number): number => facts.byPopularity[place] as number;

/**
 * Reads each product's row, and with `titles` its title's first byte, in loops that do nothing else, so
 * that the processor has many of these scattered reads from memory under way at once; the loop that
 * then builds the matches finds them in its cache. Returns a number only so that the reads are kept.
 */
export function touchFacts(facts: ProductFacts, ids: ArrayLike<number>, titles: boolean): number {
  const rows = facts.rows;
  let sum = 0;
  for (let i = 0; i < ids.length; i++) sum += rows[(ids[i] as number) * FIELDS] as number;
  if (titles)
    for (let i = 0; i < ids.length; i++)
      sum += facts.titles[rows[(ids[i] as number) * FIELDS + TITLE_AT] as number] ?? 0;
  return sum;
}

export function isPublished(facts: ProductFacts, id: number): boolean {
  const at = id * FIELDS;
  return id >= 0 && at < facts.rows.length && ((facts.rows[at + FLAGS] as number) & PUBLISHED_BIT) !== 0;
}

const utf8 = new TextEncoder();

/** A phrase as `titleHolds` looks for it. */
export const phraseBytes = (phrase: string): Uint8Array => utf8.encode(phrase);

/**
 * Whether the product's title holds the phrase (lower case, `phraseBytes`): `strpos(lower(title),
 * phrase) > 0` — in UTF-8 a character's bytes never start inside another's, so holding the bytes is
 * holding the text.
 */
export function titleHolds(facts: ProductFacts, id: number, phrase: Uint8Array): boolean {
  const row = id * FIELDS;
  const start = facts.rows[row + TITLE_AT] as number;
  const last = start + (facts.rows[row + TITLE_BYTES] as number) - phrase.length;
  const titles = facts.titles;
  const first = phrase[0];
  if (first === undefined) return true;
  next: for (let at = start; at <= last; at++) {
    if (titles[at] !== first) continue;
    for (let k = 1; k < phrase.length; k++) if (titles[at + k] !== phrase[k]) continue next;
    return true;
  }
  return false;
}

/** A published product's row as `loadProductFacts` reads it. */
export interface FactsRow {
  id: number;
  category_id: number;
  type_id: number;
  brand_id: number;
  rating_tenths: number;
  review_count: number;
  price_cents: number;
  featured_rank: number;
  universal: boolean;
  /** In lower case. */
  title: string;
}

async function loadProductFacts(db: Db): Promise<ProductFacts> {
  const rows = await rowsOf<FactsRow>(
    db,
    sql`select id, category_id, type_id, brand_id, rating_tenths, review_count, price_cents, featured_rank, universal,
               lower(title) as title
        from products where published order by id`,
  );
  return factsOf(rows);
}

/** The facts of these products (by id, ascending). */
export function factsOf(rows: FactsRow[]): ProductFacts {
  const size = (rows.at(-1)?.id ?? 0) + 1;
  const packed = new Int32Array(size * FIELDS);
  let titleBytes = 0;
  for (const r of rows) titleBytes += Buffer.byteLength(r.title);
  const titles = new Uint8Array(titleBytes);
  let written = 0;
  for (const r of rows) {
    const at = r.id * FIELDS;
    packed[at + FLAGS] = PUBLISHED_BIT | (r.universal ? UNIVERSAL_BIT : 0) | (r.rating_tenths << RATING_SHIFT);
    packed[at + CATEGORY] = r.category_id;
    packed[at + TYPE] = r.type_id;
    packed[at + BRAND] = r.brand_id;
    packed[at + REVIEWS] = r.review_count;
    packed[at + PRICE] = r.price_cents;
    packed[at + FEATURED_RANK] = r.featured_rank;
    const { written: n } = utf8.encodeInto(r.title, titles.subarray(written));
    packed[at + TITLE_AT] = written;
    packed[at + TITLE_BYTES] = n;
    written += n;
  }
  const byPopularity = Int32Array.from(rows, (r) => r.id).sort(
    (a, b) => (packed[a * FIELDS + FEATURED_RANK] as number) - (packed[b * FIELDS + FEATURED_RANK] as number) || a - b,
  );
  for (let i = 0; i < byPopularity.length; i++) packed[(byPopularity[i] as number) * FIELDS + PLACE] = i;
  return { rows: packed, byPopularity, titles, postings: new Postings() };
}

/**
 * Each process keeps the facts for five minutes, as the lexicon, then reads them again in the
 * background while searches use the ones it has: a load reads every published product (about half a second at tier S), never
 * on a request's path but the very first. After the catalogue's aggregates are rebuilt (a product, a
 * fitment, a review's rating changed), the rebuild reads them again before it is done
 * (`refreshProductFacts`), so that a change is searched as it is listed; an admin write seen on
 * another replica marks them stale (`markProductFactsStale`).
 */
const TTL_MS = 5 * 60_000;
interface Cached {
  at: number;
  data: Promise<ProductFacts>;
  /** A load under way in the background. */
  loading: Promise<void> | null;
}
const cache = new WeakMap<Db, Cached>();
/** Loads started, in order: an older load finishing later never replaces a newer one. */
let loads = 0;
const installed = new WeakMap<Db, number>();

function reload(db: Db, entry: Cached): Promise<void> {
  const n = ++loads;
  const loading = loadProductFacts(db).then(
    (facts) => {
      if ((installed.get(db) ?? 0) > n || cache.get(db) !== entry) return;
      installed.set(db, n);
      entry.at = Date.now();
      entry.data = Promise.resolve(facts);
    },
    () => undefined, // The facts it has stay; the next search tries again.
  );
  entry.loading = loading.finally(() => {
    if (entry.loading === loading) entry.loading = null;
  });
  return loading;
}

export function productFactsFor(db: Db): Promise<ProductFacts> {
  const hit = cache.get(db);
  countLookup("search_facts", hit !== undefined && Date.now() - hit.at < TTL_MS);
  if (!hit) {
    const data = loadProductFacts(db);
    const entry: Cached = { at: Date.now(), data, loading: null };
    cache.set(db, entry);
    installed.set(db, ++loads);
    data.catch(() => cache.delete(db));
    return data;
  }
  if (Date.now() - hit.at >= TTL_MS && !hit.loading) void reload(db, hit);
  return hit.data;
}

/** Reads the facts again now (the catalogue has changed); resolves once searches use the new ones. */
export async function refreshProductFacts(db: Db): Promise<void> {
  const hit = cache.get(db);
  // Never read yet: the next search reads them.
  if (hit) await reload(db, hit);
}

/** The next search reads the facts again, in the background. */
export function markProductFactsStale(db: Db) {
  const hit = cache.get(db);
  if (hit) hit.at = 0;
}
