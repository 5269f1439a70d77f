import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/**
 * What the results page ranks and counts each published product by (issue 12 §3, decision 024):
 * its category, type, brand, rating, review count, price, popularity and universality, and its
 * title in lower case for the phrase — in columns indexed by product id, so that a search whose
 * ids the database has intersected reads no product row to rank and facet them (about 10 MB at
 * tier S's 100,000 products). Copies of the `products` table's columns, read again whenever the
 * catalogue changes (`forgetProductFacts`, with the lexicon) and at least every minute.
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
  /** `lower(title)` as the database lowers it, UTF-8, product `id`'s from `titleStart[id]` to `titleStart[id + 1]`. */
  titles: Buffer;
  titleStart: Uint32Array;
}

export function isPublished(facts: ProductFacts, id: number): boolean {
  return id >= 0 && id < facts.present.length && facts.present[id] === 1;
}

/** Whether the product's title holds `phrase` (lower case, UTF-8): `strpos(lower(title), phrase) > 0`. */
export function titleHolds(facts: ProductFacts, id: number, phrase: Buffer): boolean {
  const start = facts.titleStart[id] ?? 0;
  const end = facts.titleStart[id + 1] ?? start;
  return end - start >= phrase.length && facts.titles.subarray(start, end).indexOf(phrase) >= 0;
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
    titles: Buffer.alloc(0),
    titleStart: new Uint32Array(size + 1),
  };
  const titles: Buffer[] = [];
  let offset = 0;
  let next = 0;
  for (const r of rows) {
    // Ids with no published product hold an empty title.
    while (next <= r.id) facts.titleStart[next++] = offset;
    facts.present[r.id] = 1;
    facts.categoryId[r.id] = r.category_id;
    facts.typeId[r.id] = r.type_id;
    facts.brandId[r.id] = r.brand_id;
    facts.ratingTenths[r.id] = r.rating_tenths;
    facts.reviewCount[r.id] = r.review_count;
    facts.priceCents[r.id] = r.price_cents;
    facts.featuredRank[r.id] = r.featured_rank;
    facts.universal[r.id] = r.universal ? 1 : 0;
    const title = Buffer.from(r.title, "utf8");
    titles.push(title);
    offset += title.length;
  }
  while (next <= size) facts.titleStart[next++] = offset;
  facts.titles = Buffer.concat(titles, offset);
  return facts;
}

/**
 * Each process keeps the facts for a minute and reads them again in the background when they are
 * older (the request in hand uses the ones it has). `forgetProductFacts` makes the next search read
 * them at once: after a catalogue write and after the aggregates are rebuilt (a review's rating),
 * as for the lexicon; another replica's admin writes are seen within seconds (catalogue-generation.ts).
 */
const TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; data: Promise<ProductFacts> }>();

export function productFactsFor(db: Db): Promise<ProductFacts> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.data;
  const data = loadProductFacts(db);
  cache.set(db, { at: Date.now(), data });
  data.catch(() => cache.delete(db));
  if (hit) return hit.data.catch(() => data);
  return data;
}

export function forgetProductFacts(db: Db) {
  cache.delete(db);
}
