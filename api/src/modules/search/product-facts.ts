import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { Postings } from "./postings.ts";

/**
 * What the results page ranks and counts each published product by (issue 12 §3, decision 024):
 * its category, type, brand, rating, review count, price, popularity and universality, and its
 * title in lower case for the phrase — in columns indexed by product id, so that a search whose
 * ids were intersected (postings.ts) reads no product row to rank and facet them (about 10 MB at
 * tier S's 100,000 products). Copies of the `products` table's columns, read again whenever the
 * catalogue changes (search-index.ts, with the lexicon) and at least every five minutes.
 */
export interface ProductFacts {
  /** 1 for a published product. */
  present: Uint8Array;
  categoryId: Int32Array;
  typeId: Int32Array;
  brandId: Int32Array;
  ratingTenths: Int16Array;
  reviewCount: Int32Array;
  priceCents: Int32Array;
  featuredRank: Int32Array;
  universal: Uint8Array;
  /** Each product's place in the shop's popularity order (`featured_rank`, then id), from 0. */
  popularity: Int32Array;
  /** The products in that order: `byPopularity[popularity[id]] === id`. */
  byPopularity: Int32Array;
  /** `lower(title)` as the database lowers it; "" for an id with no published product. */
  titles: string[];
  /** The search's arrays of ids as read so far, dropped with these facts. */
  postings: Postings;
}

export function isPublished(facts: ProductFacts, id: number): boolean {
  return id >= 0 && id < facts.present.length && facts.present[id] === 1;
}

/** Whether the product's title holds `phrase` (lower case): `strpos(lower(title), phrase) > 0`. */
export function titleHolds(facts: ProductFacts, id: number, phrase: string): boolean {
  return (facts.titles[id] ?? "").includes(phrase);
}

async function loadProductFacts(db: Db): Promise<ProductFacts> {
  const rows = await rowsOf<{
    id: number;
    category_id: number;
    type_id: number;
    brand_id: number;
    rating_tenths: number;
    review_count: number;
    price_cents: number;
    featured_rank: number;
    universal: boolean;
    title: string;
  }>(
    db,
    sql`select id, category_id, type_id, brand_id, rating_tenths, review_count, price_cents, featured_rank, universal,
               lower(title) as title
        from products where published order by id`,
  );
  const size = (rows.at(-1)?.id ?? 0) + 1;
  const facts: ProductFacts = {
    present: new Uint8Array(size),
    categoryId: new Int32Array(size),
    typeId: new Int32Array(size),
    brandId: new Int32Array(size),
    ratingTenths: new Int16Array(size),
    reviewCount: new Int32Array(size),
    priceCents: new Int32Array(size),
    featuredRank: new Int32Array(size),
    universal: new Uint8Array(size),
    popularity: new Int32Array(size),
    byPopularity: new Int32Array(rows.length),
    titles: new Array<string>(size).fill(""),
    postings: new Postings(),
  };
  for (const r of rows) {
    facts.present[r.id] = 1;
    facts.categoryId[r.id] = r.category_id;
    facts.typeId[r.id] = r.type_id;
    facts.brandId[r.id] = r.brand_id;
    facts.ratingTenths[r.id] = r.rating_tenths;
    facts.reviewCount[r.id] = r.review_count;
    facts.priceCents[r.id] = r.price_cents;
    facts.featuredRank[r.id] = r.featured_rank;
    facts.universal[r.id] = r.universal ? 1 : 0;
    facts.titles[r.id] = r.title;
  }
  const order = Int32Array.from(rows, (r) => r.id).sort(
    (a, b) => (facts.featuredRank[a] as number) - (facts.featuredRank[b] as number) || a - b,
  );
  facts.byPopularity = order;
  for (let i = 0; i < order.length; i++) facts.popularity[order[i] as number] = i;
  return facts;
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
