import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** A sorted list of product ids, without repeats. */
export type Ids = Int32Array;

const EMPTY: Ids = new Int32Array(0);

/** About 16 MB of ids: past it, the lists read are dropped and read again as asked for. */
const MAX_IDS = 4_000_000;
/** Merged lists kept for words with several meanings. */
const MAX_UNIONS = 512;

/**
 * The search's arrays of product ids (migration 0018, docs/decisions/024) as the results page reads them:
 * each word's products, each vehicle's direct fits and the universal parts, read from the database
 * once and kept with the products' facts (product-facts.ts), so that they are dropped and read again
 * together whenever the catalogue changes. What a query finds is then intersected here, without a
 * statement per query.
 */
export class Postings {
  private words = new Map<string, Ids>();
  private vehicles = new Map<number, Ids>();
  private universalIds: Ids | null = null;
  /** The lists of words read together (a word with several meanings). */
  private unions = new Map<string, Ids>();
  /** Each vehicle's direct fits and the universal parts, merged. */
  private takes = new Map<number, Ids>();
  private size = 0;

  /** Reads, in one statement, the lists of these words and vehicles (and the universal parts) not read yet. */
  async load(db: Db, want: { words: Iterable<string>; vehicles: Iterable<number>; universal: boolean }) {
    const words = [...new Set(want.words)].filter((w) => !this.words.has(w));
    const vehicles = [...new Set(want.vehicles)].filter((v) => !this.vehicles.has(v));
    const universal = want.universal && this.universalIds === null;
    if (words.length === 0 && vehicles.length === 0 && !universal) return;
    if (this.size > MAX_IDS) this.clear();
    const parts = [];
    if (words.length > 0)
      parts.push(
        sql`select 'w' as kind, word as key, product_ids from search_word_products where word in (${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )})`,
      );
    if (vehicles.length > 0)
      parts.push(
        sql`select 'v' as kind, vehicle_id::text as key, product_ids from search_vehicle_products where vehicle_id in (${sql.join(
          vehicles.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
    if (universal) parts.push(sql`select 'u' as kind, '' as key, product_ids from search_universal_products`);
    const rows = await rowsOf<{ kind: "w" | "v" | "u"; key: string; product_ids: number[] | null }>(
      db,
      sql.join(parts, sql` union all `),
    );
    // A word or vehicle with no row holds no products.
    for (const w of words) this.words.set(w, EMPTY);
    for (const v of vehicles) this.vehicles.set(v, EMPTY);
    if (universal) this.universalIds = EMPTY;
    for (const r of rows) {
      const ids = Int32Array.from(r.product_ids ?? []);
      this.size += ids.length;
      if (r.kind === "w") this.words.set(r.key, ids);
      else if (r.kind === "v") this.vehicles.set(Number(r.key), ids);
      else this.universalIds = ids;
    }
  }

  /** The products holding one of these words (read with `load` first); each set of words merged once. */
  ofWords(words: Iterable<string>): Ids {
    const list = [...words];
    if (list.length === 1) return this.words.get(list[0] as string) ?? EMPTY;
    const key = list.sort().join(" ");
    let ids = this.unions.get(key);
    if (!ids) {
      ids = union(list.map((w) => this.words.get(w) ?? EMPTY));
      if (this.unions.size >= MAX_UNIONS) this.unions.clear();
      this.unions.set(key, ids);
    }
    return ids;
  }

  /** The vehicle's direct fits (read with `load` first). */
  ofVehicle(id: number): Ids {
    return this.vehicles.get(id) ?? EMPTY;
  }

  universal(): Ids {
    return this.universalIds ?? EMPTY;
  }

  /** What the vehicle takes: its direct fits and the universal parts (read with `load` first), merged once. */
  forVehicle(id: number): Ids {
    let ids = this.takes.get(id);
    if (!ids) {
      ids = union([this.ofVehicle(id), this.universal()]);
      if (this.takes.size >= MAX_UNIONS) this.takes.clear();
      this.takes.set(id, ids);
    }
    return ids;
  }

  private clear() {
    this.words.clear();
    this.vehicles.clear();
    this.universalIds = null;
    this.unions.clear();
    this.takes.clear();
    this.size = 0;
  }
}

/**
 * The ids in every list: the shortest is read, and each of its ids looked up in the others' bits —
 * "pad" (4,969 ids at tier S) against "brake" (12,998) and what a Camry takes (20,615), no merge:
 * about 20 µs. Only a shortest list denser than one id in four is cheaper as the lists' bits ANDed,
 * 32 ids at a time (measured on tier S: the lookups took 21 µs where the AND took 80–160 µs for
 * "brake pads").
 */
export function intersectAll(lists: Ids[]): Ids {
  const [base, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (!base) return EMPTY;
  if (others.length === 0) return base;
  const bits = others.map(bitsOf);
  const words = Math.min(...bits.map((b) => b.length));
  if (base.length > words * 8) return idsOfBits(andBits([bitsOf(base), ...bits], words));
  const out = new Int32Array(base.length);
  let n = 0;
  const first = bits[0] as Uint32Array;
  const second = bits[1] ?? null;
  const rest = bits.slice(2);
  next: for (let i = 0; i < base.length; i++) {
    const id = base[i] as number;
    const word = id >>> 5;
    const bit = 1 << (id & 31);
    if (word >= first.length || ((first[word] as number) & bit) === 0) continue;
    if (second !== null && (word >= second.length || ((second[word] as number) & bit) === 0)) continue;
    for (let k = 0; k < rest.length; k++) if (!inBits(rest[k] as Uint32Array, id)) continue next;
    out[n++] = id;
  }
  return out.subarray(0, n);
}

/** The bits set in all of these, over their first `words` words. */
function andBits(all: Uint32Array[], words: number): Uint32Array {
  const out = (all[0] as Uint32Array).slice(0, words);
  for (let k = 1; k < all.length; k++) {
    const b = all[k] as Uint32Array;
    for (let w = 0; w < words; w++) out[w] = (out[w] as number) & (b[w] as number);
  }
  return out;
}

/** The ids whose bits are set, in order. */
function idsOfBits(bits: Uint32Array): Ids {
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w] as number;
    while (v !== 0) {
      v &= v - 1;
      count++;
    }
  }
  const out = new Int32Array(count);
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w] as number;
    while (v !== 0) {
      const low = v & -v;
      out[n++] = w * 32 + 31 - Math.clz32(low);
      v ^= low;
    }
  }
  return out;
}

const bitsCache = new WeakMap<Ids, Uint32Array>();

/** A list as one bit per id, made once per list (12.5 KB for ids up to 100,000). */
export function bitsOf(list: Ids): Uint32Array {
  let bits = bitsCache.get(list);
  if (!bits) {
    bits = new Uint32Array(((list[list.length - 1] ?? 0) >>> 5) + 1);
    for (let i = 0; i < list.length; i++) {
      const id = list[i] as number;
      bits[id >>> 5] = (bits[id >>> 5] as number) | (1 << (id & 31));
    }
    bitsCache.set(list, bits);
  }
  return bits;
}

/** Whether the bits hold the id. */
export function inBits(bits: Uint32Array, id: number): boolean {
  const word = id >>> 5;
  return word < bits.length && ((bits[word] as number) & (1 << (id & 31))) !== 0;
}

/** The ids in any of the lists. */
export function union(lists: Ids[]): Ids {
  const nonEmpty = lists.filter((l) => l.length > 0);
  if (nonEmpty.length === 0) return EMPTY;
  if (nonEmpty.length === 1) return nonEmpty[0] as Ids;
  const all = new Int32Array(nonEmpty.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const l of nonEmpty) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i] as number;
  return all.subarray(0, n);
}
