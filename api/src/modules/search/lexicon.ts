import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../catalogue/catalogue-queries.ts";
import { SYNONYM_GROUPS } from "./synonyms.ts";
import { allowedTypos, deletions, splitWords, stem, typoDistance } from "./words.ts";

/**
 * The shop's own words (issue 12): every word of a product title, brand, category and type, as
 * `stem` makes it. A query word is read against them — exactly, through a synonym, with a typo or
 * two, or as the start of one — so that no query scans the catalogue for a typo: the database is
 * asked only for products holding words the shop has.
 */
export interface Lexicon {
  /** The stems, for prefixes: sorted. */
  sorted: string[];
  has(word: string): boolean;
  /** SymSpell: every deletion of up to two letters of a stem → the stems it comes from. */
  deletes: Map<string, string[]>;
  synonyms: Map<string, string[]>;
}

/** What a query word may mean, each with its typos (0: itself, a synonym or what it starts). */
export type Meanings = Map<string, number>;

const MAX_PREFIX_WORDS = 40;

export function buildLexicon(words: Iterable<string>): Lexicon {
  const set = new Set<string>();
  for (const w of words) if (w) set.add(w);
  const synonyms = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const stems = group.map(stem);
    for (const s of stems) {
      set.add(s);
      synonyms.set(s, [...new Set([...(synonyms.get(s) ?? []), ...stems.filter((o) => o !== s)])]);
    }
  }
  const deletes = new Map<string, string[]>();
  for (const w of set) {
    // Deep enough for the longest word that may be read as this one: a plural or a typo makes the
    // typed word longer than the stem ("pdas", 4 letters and one typo, is "pad").
    const depth = w.length >= 6 ? 2 : w.length >= 3 ? 1 : 0;
    if (depth === 0) continue;
    for (const d of deletions(w, depth)) {
      const list = deletes.get(d);
      if (list) list.push(w);
      else deletes.set(d, [w]);
    }
  }
  const sorted = [...set].sort();
  return { sorted, has: (w) => set.has(w), deletes, synonyms };
}

/** The words of the shop a query word may mean, with how many typos each takes. */
export function meanings(lexicon: Lexicon, typed: string, opts: { prefix: boolean }): Meanings {
  const word = stem(typed);
  const out: Meanings = new Map();
  const add = (w: string, typos: number) => {
    const known = out.get(w);
    if (known === undefined || typos < known) out.set(w, typos);
  };
  if (lexicon.has(word)) add(word, 0);
  const max = allowedTypos(typed);
  if (max > 0) {
    const seen = new Set<string>();
    for (const d of deletions(word, max)) {
      for (const candidate of lexicon.deletes.get(d) ?? []) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        const distance = typoDistance(word, candidate, max);
        // The typed word too: "pdas" stems to "pda", which is three letters short of "pad".
        const raw = Math.min(distance, typoDistance(typed, candidate, max));
        if (raw <= max) add(candidate, raw);
      }
    }
  }
  if (opts.prefix && typed.length >= 2) {
    let lo = 0;
    let hi = lexicon.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((lexicon.sorted[mid] ?? "") < typed) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, n = 0; i < lexicon.sorted.length && n < MAX_PREFIX_WORDS; i++, n++) {
      const w = lexicon.sorted[i] ?? "";
      if (!w.startsWith(typed)) break;
      add(w, 0);
    }
  }
  for (const [w, typos] of [...out]) for (const s of lexicon.synonyms.get(w) ?? []) add(s, typos);
  return out;
}

/**
 * Each process keeps the lexicon for five minutes and reads it again in the background when it is
 * older (the request in hand uses the one it has): never per keystroke. `forgetLexicon` makes the
 * next search read it at once: after the catalogue's aggregates are rebuilt (catalogue-refresh.ts),
 * so that a product's new words are found as soon as the arrays hold them.
 */
const TTL_MS = 5 * 60_000;
const cache = new WeakMap<Db, { at: number; data: Promise<Lexicon> }>();

export function lexiconFor(db: Db): Promise<Lexicon> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.data;
  const data = loadLexicon(db);
  cache.set(db, { at: Date.now(), data });
  data.catch(() => cache.delete(db));
  if (hit) {
    // Stale: answer from the old one while the new one loads.
    return hit.data.catch(() => data);
  }
  return data;
}

export function forgetLexicon(db: Db) {
  cache.delete(db);
}

/**
 * The words the search's arrays hold (migration 0018: every word of the published titles and of the brands',
 * categories' and types' names): what a search can find, read from one row per word rather than
 * from every title (at 100,000 products, 1 ms instead of 150).
 */
async function loadLexicon(db: Db): Promise<Lexicon> {
  const rows = await rowsOf<{ word: string }>(db, sql`select word from search_word_products`);
  return buildLexicon(rows.map((r) => r.word));
}

export { splitWords };
