import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { countLookup } from "../../lib/metrics.ts";
import { SYNONYM_GROUPS } from "./synonyms.ts";
import { allowedTypos, deletions, soundKey, splitWords, stem, typoDistance } from "./words.ts";

/**
 * The shop's own words: every word of a product title, brand, category and type, as
 * `stem` makes it. A query word is read against them — exactly, through a synonym, with a typo or
 * two, or as the start of one — so that no query scans the catalogue for a typo: the database is
 * asked only for products holding words the shop has.
 */
export interface Lexicon {
  /** The stems, for prefixes: sorted. */
  sorted: string[];
  has(word: string): boolean;
  /** Whether products hold the word (a word of the shop's synonyms alone holds none: "tyre"). */
  holds(word: string): boolean;
  /** SymSpell: every deletion of up to two letters of a stem → the stems it comes from. */
  deletes: Map<string, string[]>;
  synonyms: Map<string, string[]>;
  /**
   * The words of the shop's categories and types (and of its synonyms) by how they sound
   * (`soundKey`): what a word spelt as it sounds may mean ("breaks" → brake, "rotars" → rotor).
   */
  sounds: Map<string, string[]>;
}

/** What a query word may mean, each with its typos (0: itself, a synonym or what it starts). */
export type Meanings = Map<string, number>;

const MAX_PREFIX_WORDS = 40;
/**
 * A word spelt as it sounds is read as the shop's word when both have this many letters (shorter
 * ones are within a typo, or sound alike and differ: "hood", "head"), up to this many edits away.
 */
const SOUND_MIN_LENGTH = 5;
const SOUND_MAX_EDITS = 2;

/**
 * The lexicon of the shop's words (stems), and the names of its categories and types (`vocabulary`):
 * the words car owners name parts by, which a word spelt as it sounds may mean.
 */
export function buildLexicon(words: Iterable<string>, vocabulary: Iterable<string> = []): Lexicon {
  const set = new Set<string>();
  for (const w of words) if (w) set.add(w);
  const held = new Set(set);
  const synonyms = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const stems = group.map(stem);
    for (const s of stems) {
      set.add(s);
      synonyms.set(s, [...new Set([...(synonyms.get(s) ?? []), ...stems.filter((o) => o !== s)])]);
    }
  }
  // Once per load: each name's words that the shop holds, and the synonyms, by how they sound.
  const sounds = new Map<string, string[]>();
  const named = new Set([...synonyms.keys()]);
  for (const name of vocabulary) for (const w of splitWords(name)) if (held.has(stem(w))) named.add(stem(w));
  for (const w of named) {
    if (w.length < SOUND_MIN_LENGTH || /[0-9]/.test(w)) continue;
    const key = soundKey(w);
    const list = sounds.get(key);
    if (!list) sounds.set(key, [w]);
    else if (!list.includes(w)) list.push(w);
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
  return { sorted, has: (w) => set.has(w), holds: (w) => held.has(w), deletes, synonyms, sounds };
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
  // Spelt as it sounds, further than the typos allowed ("breaks" is two edits from "brake"): one typo.
  if (typed.length >= SOUND_MIN_LENGTH) {
    const forms = typed === word ? [soundKey(word)] : [...new Set([soundKey(word), soundKey(typed)])];
    for (const form of forms) {
      for (const candidate of lexicon.sounds.get(form) ?? []) {
        if (candidate === word) continue;
        const edits = Math.min(
          typoDistance(word, candidate, SOUND_MAX_EDITS),
          typoDistance(typed, candidate, SOUND_MAX_EDITS),
        );
        if (edits <= SOUND_MAX_EDITS) add(candidate, 1);
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
  const fresh = hit !== undefined && Date.now() - hit.at < TTL_MS;
  countLookup("search_words", fresh);
  if (hit && fresh) return hit.data;
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
  const [rows, names] = await Promise.all([
    rowsOf<{ word: string }>(db, sql`select word from search_word_products`),
    rowsOf<{ name: string }>(db, sql`select name from categories union select name from product_types`),
  ]);
  return buildLexicon(
    rows.map((r) => r.word),
    names.map((r) => r.name),
  );
}

/** The most pieces a word run together is split into ("cabinairfilter"). */
const MAX_PIECES = 3;
/** The shortest piece: "oil", "pad", "mat". */
const MIN_PIECE = 3;

/**
 * Words of the shop's typed without a space between them ("sparkplug", "wiperblades", "taillight",
 * "brakepads"), as the words: a word no product holds (nor any of its synonyms), split into as few
 * pieces as there are words the products hold, from the left. Null when it is no such run.
 */
export function splitRunTogether(lexicon: Lexicon, typed: string): string[] | null {
  const word = typed.toLowerCase();
  if (!/^[a-z]+$/.test(word) || word.length < 2 * MIN_PIECE) return null;
  const stemmed = stem(word);
  if (lexicon.holds(stemmed) || (lexicon.synonyms.get(stemmed) ?? []).some((s) => lexicon.holds(s))) return null;
  const split = (rest: string, pieces: number): string[] | null => {
    if (lexicon.holds(stem(rest)) && rest.length >= MIN_PIECE) return [rest];
    if (pieces === 1) return null;
    for (let i = rest.length - MIN_PIECE; i >= MIN_PIECE; i--) {
      const head = rest.slice(0, i);
      if (!lexicon.holds(stem(head))) continue;
      const tail = split(rest.slice(i), pieces - 1);
      if (tail) return [head, ...tail];
    }
    return null;
  };
  for (let pieces = 2; pieces <= MAX_PIECES; pieces++) {
    const found = split(word, pieces);
    if (found && found.length > 1) return found;
  }
  return null;
}

export { splitWords };
