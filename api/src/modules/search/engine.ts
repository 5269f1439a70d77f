import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { listableSql } from "../catalogue/fit.ts";
import type { ReferenceData } from "../catalogue/reference-data.ts";
import { type Lexicon, type Meanings, meanings } from "./lexicon.ts";
import { bitsOf, inBits, intersectAll } from "./postings.ts";
import {
  BRAND,
  CATEGORY,
  FEATURED_RANK,
  FIELDS,
  FLAGS,
  isPublished,
  PLACE,
  PRICE,
  phraseBytes,
  productFactsFor,
  RATING_SHIFT,
  REVIEWS,
  TYPE,
  titleHolds,
  touchFacts,
  UNIVERSAL_BIT,
} from "./product-facts.ts";
import { partKey, splitWords, stem } from "./words.ts";

/** A query word and the shop's words it may mean. */
export interface QueryWord {
  typed: string;
  meanings: Meanings;
}

/** A product that matched, with what ranks it. */
export interface Match {
  id: number;
  categoryId: number;
  typeId: number;
  brandId: number;
  ratingTenths: number;
  reviewCount: number;
  priceCents: number;
  featuredRank: number;
  /** Read only when asked (`alsoRead`): the sort by date. */
  createdAt: string | null;
  /** Read only when asked (`alsoRead`): the sort by name. */
  title: string | null;
  universal: boolean;
  /** Fits the vehicle searched for (directly, or universal); null without one. */
  fits: boolean | null;
  /** The part number is the query, whatever its spelling. */
  partExact: boolean;
  /** The part number holds the query. */
  partFragment: boolean;
  /** How the product's type goes with the query (`typeRanks`): 0 named whole, … 3 not named. */
  typeRank: number;
  /** The title holds the query's words as typed, in order. */
  phrase: boolean;
  /** Typos over all words (0 for a part-number match). */
  typos: number;
}

/** Matches are counted exactly up to this many (the catalogue's own cap). */
export const MATCH_CAP = 10_000;
/** Past MATCH_CAP: a match's index in the in-memory path's order keys (`place × BUILT + index`). */
const BUILT = 16_384;

/** The query's words read against the shop's (`prefix`: the last one may be unfinished). */
export function readWords(lexicon: Lexicon, words: string[], opts: { prefix: boolean }): QueryWord[] {
  return words.map((typed, i) => ({
    typed,
    meanings: meanings(lexicon, typed, { prefix: opts.prefix && i === words.length - 1 }),
  }));
}

const textArray = (words: string[]): SQL =>
  words.length === 0
    ? sql`array[]::text[]`
    : sql`array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`;

const idList = (ids: number[]): SQL =>
  ids.length === 0
    ? sql`false`
    : sql`${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}`;

type NameWords = { id: number; words: string[] };

/** The words (stems) of each brand's, type's and category's name, read once per reference data. */
const nameWordsCache = new WeakMap<
  ReferenceData,
  { brands: NameWords[]; types: NameWords[]; categories: NameWords[] }
>();

export function nameWords(ref: ReferenceData) {
  let named = nameWordsCache.get(ref);
  if (!named) {
    const of = (x: { id: number; name: string }) => ({ id: x.id, words: splitWords(x.name).map(stem) });
    named = {
      brands: [...ref.brandById.values()].map(of),
      types: [...ref.typeById.values()].map(of),
      categories: ref.categories.map(of),
    };
    nameWordsCache.set(ref, named);
  }
  return named;
}

/** A product whose type the query does not name (`typeRanks`). */
export const TYPE_NOT_NAMED = 3;

/**
 * The types a query names (issue 23: "rotor" lists rotors first), each word read as its likeliest
 * meanings (those of its fewest typos: "rotor" names no motor oil): 0 when the query says every word
 * of the type's name ("brake pads": Brake Pads), 1 its last word, the part itself ("rotor": Brake
 * Rotors; "oil": Engine Oil and Gear Oil, not Oil Filters), 2 when the name holds every word of the
 * query ("oil": Oil Filters). Types absent are not named. A few dozen names, read as stems once per
 * reference data (`typeIndex`): a query looks up only the types holding its words.
 */
export function typeRanks(ref: ReferenceData, words: QueryWord[]): Map<number, number> {
  const ranks = new Map<number, number>();
  if (words.length === 0) return ranks;
  const index = typeIndex(ref);
  // Per type found: the words of its name the query says, and the query's words its name holds (bits).
  const said = new Map<number, number>();
  const holds = new Map<number, number>();
  words.forEach((w, i) => {
    let fewest = Number.POSITIVE_INFINITY;
    for (const typos of w.meanings.values()) if (typos < fewest) fewest = typos;
    for (const [meant, typos] of w.meanings) {
      if (typos !== fewest) continue;
      for (const { type, bit } of index.byWord.get(meant) ?? []) {
        said.set(type, (said.get(type) ?? 0) | bit);
        if (i < 30) holds.set(type, (holds.get(type) ?? 0) | (1 << i));
      }
    }
  });
  const every = words.length < 30 ? (1 << words.length) - 1 : -1;
  for (const [type, bits] of said) {
    const t = index.types[type];
    if (!t) continue;
    const rank = bits === t.all ? 0 : (bits & t.last) !== 0 ? 1 : holds.get(type) === every ? 2 : TYPE_NOT_NAMED;
    if (rank < TYPE_NOT_NAMED) ranks.set(t.id, rank);
  }
  return ranks;
}

/** Each word of the types' names → the types holding it, and its bit among the name's words. */
interface TypeIndex {
  types: { id: number; all: number; last: number }[];
  byWord: Map<string, { type: number; bit: number }[]>;
}

const typeIndexCache = new WeakMap<ReferenceData, TypeIndex>();

function typeIndex(ref: ReferenceData): TypeIndex {
  let index = typeIndexCache.get(ref);
  if (!index) {
    const built: TypeIndex = { types: [], byWord: new Map() };
    for (const type of nameWords(ref).types) {
      const words = [...new Set(type.words)].slice(0, 30);
      const at = built.types.length;
      built.types.push({
        id: type.id,
        all: (1 << words.length) - 1,
        last: 1 << Math.max(0, words.indexOf(type.words[type.words.length - 1] ?? "")),
      });
      words.forEach((w, bit) => {
        const list = built.byWord.get(w) ?? [];
        list.push({ type: at, bit: 1 << bit });
        built.byWord.set(w, list);
      });
    }
    index = built;
    typeIndexCache.set(ref, index);
  }
  return index;
}

/** `typeRanks` as a column of the found rows. */
function typeRankOf(ranks: Map<number, number>): SQL {
  const byRank = [0, 1, 2]
    .map((rank) => ({ rank, ids: [...ranks].filter(([, r]) => r === rank).map(([id]) => id) }))
    .filter((x) => x.ids.length > 0);
  if (byRank.length === 0) return sql.raw(String(TYPE_NOT_NAMED));
  return sql`(case ${sql.join(
    byRank.map((x) => sql`when p.type_id in (${idList(x.ids)}) then ${sql.raw(String(x.rank))}`),
    sql` `,
  )} else ${sql.raw(String(TYPE_NOT_NAMED))} end)`;
}

/** Brands, types and categories whose name holds one of these words: a word may name them. */
function namedBy(ref: ReferenceData, words: Set<string>) {
  const named = nameWords(ref);
  const ids = (list: NameWords[]) => list.filter((x) => x.words.some((w) => words.has(w))).map((x) => x.id);
  return { brandIds: ids(named.brands), typeIds: ids(named.types), categoryIds: ids(named.categories) };
}

/**
 * The condition "the product holds one of these words", in its title (`titleWords`: the title's
 * words, as an expression) or its brand, type or category.
 */
function holdsAny(ref: ReferenceData, words: string[], titleWords: SQL): SQL {
  if (words.length === 0) return sql`false`;
  const named = namedBy(ref, new Set(words));
  const parts = [sql`${titleWords} && ${textArray(words)}`];
  if (named.brandIds.length > 0) parts.push(sql`p.brand_id in (${idList(named.brandIds)})`);
  if (named.typeIds.length > 0) parts.push(sql`p.type_id in (${idList(named.typeIds)})`);
  if (named.categoryIds.length > 0) parts.push(sql`p.category_id in (${idList(named.categoryIds)})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The ids of the products holding one of these words, in the title or the name of the brand, type or
 * category (what `holdsAny` matches), sorted: the union of the words' posting lists (migration 0018).
 */
function productsOf(words: string[]): SQL {
  if (words.length === 0) return sql`'{}'::int[]`;
  if (words.length === 1)
    return sql`coalesce((select product_ids from search_word_products where word = ${words[0]}), '{}')`;
  return sql`(select pitstop_ids_union(product_ids) from search_word_products where word in (${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}))`;
}

/** `byRelevance` in SQL, over the columns `findMatches` selects. */
const RELEVANCE_ORDER = sql`part_exact desc, type_rank, phrase desc, typos, fits desc nulls last, p.featured_rank, p.rating_tenths desc, p.id`;

/**
 * The products every word finds (in the title, or naming the brand, type or category), or whose
 * part number holds the query; within a vehicle or a model when the query named one. Each row
 * carries what ranks it. At most MATCH_CAP rows, the most popular past it; in no order a caller may rely on.
 */
export async function findMatches(
  db: Db,
  ref: ReferenceData,
  opts: {
    words: QueryWord[];
    /** Tokens that look like part numbers and are no word of the shop's: each a fragment of the part number. */
    partTokens: string[];
    /** The text a part number may be: the query without the vehicle's words. */
    partText: string;
    /** The phrase the title may hold as typed. */
    phrase: string;
    /** Only parts for this vehicle (direct fit or universal). */
    onlyVehicleId: number | null;
    /** Only parts for this model, any year (make and model slugs). */
    onlyModel: { make: string; model: string } | null;
    /** Say whether each part fits this vehicle. */
    fitsVehicleId: number | null;
    /** Every part in scope, whatever its words: a query naming only the car ("2018 camry"). */
    everyPart?: boolean;
    /**
     * Only the best this many by relevance, ranked by the database (the header's suggestions): what
     * leaves it is a handful of rows, not every match.
     */
    limit?: number;
    /** The title and the date, which only their own sorts need: 248 products' are ~20 KB to format and parse. */
    alsoRead?: ("title" | "createdAt")[];
  },
): Promise<Match[]> {
  const key = partKey(opts.partText);
  // A part number is letters and digits with a digit in it; fragments from 3 characters.
  const partLike = key.length >= 3 && /[0-9]/.test(key);
  const ranks = typeRanks(ref, opts.everyPart ? [] : opts.words);
  // The results page's common cases, the words alone or every part for a car, in memory.
  if (
    opts.limit === undefined &&
    (opts.alsoRead ?? []).length === 0 &&
    !partLike &&
    opts.partTokens.length === 0 &&
    opts.onlyModel === null &&
    (opts.everyPart ? opts.onlyVehicleId !== null : opts.words.length > 0)
  )
    return matchesInMemory(db, { ...opts, typeRanks: ranks });
  const partMatch = partLike ? sql`pitstop_part_key(p.part_number) like ${`%${key}%`}` : sql`false`;
  const fragments = opts.partTokens.map((t) => sql`pitstop_part_key(p.part_number) like ${`%${partKey(t)}%`}`);
  /** Whether every word matches over the title's words as `titleWords`, and the fragments too. */
  const wordsMatch = (titleWords: SQL) => {
    const required = [...opts.words.map((w) => holdsAny(ref, [...w.meanings.keys()], titleWords)), ...fragments];
    return required.length > 0 ? sql.join(required, sql` and `) : sql`false`;
  };
  /**
   * The typos of a product holding every word: each word's fewest over the words it may mean that the
   * product holds — a number known beforehand when they all take as many ("brake pads": 0).
   */
  const typos = (titleWords: SQL) => {
    const perWord = opts.words.map((w) => {
      const counts = new Set(w.meanings.values());
      if (counts.size === 1) return sql.raw(String(Number([...counts][0])));
      const exact = [...w.meanings].filter(([, t]) => t === 0).map(([m]) => m);
      const one = [...w.meanings].filter(([, t]) => t === 1).map(([m]) => m);
      return sql`(case when ${holdsAny(ref, exact, titleWords)} then 0 when ${holdsAny(ref, one, titleWords)} then 1 else 2 end)`;
    });
    return perWord.length > 0 ? sql.join(perWord, sql` + `) : sql`0`;
  };
  const partExact = partLike ? sql`pitstop_part_key(p.part_number) = ${key}` : sql`false`;
  const vehicleScope = opts.onlyVehicleId === null ? null : listableSql(opts.onlyVehicleId);
  const modelScope = opts.onlyModel
    ? sql`(p.universal or exists (select 1 from product_fitment f join vehicles v on v.id = f.vehicle_id
             where f.product_id = p.id and v.make_slug = ${opts.onlyModel.make} and v.model_slug = ${opts.onlyModel.model}))`
    : null;
  const inScope = sql.join([vehicleScope ?? sql`true`, ...(modelScope ? [modelScope] : [])], sql` and `);
  /** The ids of the products whose row meets a condition, sorted. */
  const idsWhere = (condition: SQL) =>
    sql`(select coalesce(array_agg(p.id order by p.id), '{}') from products p where ${condition})`;
  // What is found, as one sorted array of ids (migration 0018), so that only the rows of the products
  // kept are read, each once, by primary key:
  // - the words alone: each word's products (those of every word it may mean) intersected with each
  //   other's and with the vehicle's (its direct fits and the universal parts);
  // - with fragments of a part number, the part numbers' trigram index leads, and the words are
  //   checked on the few rows it finds;
  // - a part number holding the query, within the scope, or whatever the car when typed whole (its
  //   card says whether it fits).
  const vehicleIds =
    opts.onlyVehicleId === null
      ? null
      : {
          direct: sql`coalesce((select product_ids from search_vehicle_products where vehicle_id = ${opts.onlyVehicleId}), '{}')`,
          universal: sql`(select product_ids from search_universal_products)`,
        };
  let found: SQL | null = null;
  if (opts.everyPart)
    found = vehicleIds && !modelScope ? sql`${vehicleIds.direct} | ${vehicleIds.universal}` : idsWhere(inScope);
  else if (opts.words.length > 0 && fragments.length === 0) {
    const byWords = sql.join(
      opts.words.map((w) => productsOf([...w.meanings.keys()])),
      sql` & `,
    );
    // The words' products first (the smallest set), then those the vehicle takes: intersected with its
    // direct fits and with the universal parts apart, cheaper than with the union of both.
    const inVehicle = vehicleIds
      ? sql`(select (w.ids & ${vehicleIds.direct}) | (w.ids & ${vehicleIds.universal}) from (select ${byWords} as ids offset 0) w)`
      : byWords;
    found = modelScope ? idsWhere(sql`p.id = any((select ${inVehicle})::int[]) and ${modelScope}`) : inVehicle;
  } else if (opts.words.length > 0 || fragments.length > 0)
    found = idsWhere(sql`${wordsMatch(sql`p.title_words`)} and ${inScope}`);
  if (partLike) {
    const byPartNumber = idsWhere(sql`${partMatch} and (${inScope} or ${partExact})`);
    found = found ? sql`(${found}) | ${byPartNumber}` : byPartNumber;
  }
  // Only what the vehicle's ids hold is found, unless by its part number: each one fits it.
  const fits =
    opts.fitsVehicleId === null
      ? sql`null::boolean`
      : opts.fitsVehicleId === opts.onlyVehicleId && !partLike
        ? sql`true`
        : listableSql(opts.fitsVehicleId);
  // The title's words as stored (migration 0010), never `pitstop_words(p.title)`: the typos are
  // counted for every product kept, where computing the words costs ~0.1 ms each. Each product found
  // holds every word, unless only its part number matched (then none are counted).
  const typosOfRow = partLike
    ? sql`(case when ${wordsMatch(sql`p.words`)} then ${typos(sql`p.words`)} else 0 end)`
    : typos(sql`p.words`);
  const phrase = opts.phrase.trim().toLowerCase();
  const rows = await rowsOf<{
    id: number;
    category_id: number;
    type_id: number;
    brand_id: number;
    rating_tenths: number;
    review_count: number;
    price_cents: number;
    featured_rank: number;
    created_at: Date | string | null;
    title: string | null;
    universal: boolean;
    fits: boolean | null;
    part_exact: boolean;
    type_rank: number;
    part_fragment: boolean;
    phrase: boolean;
    typos: number;
  }>(
    db,
    sql`select p.id, p.category_id, p.type_id, p.brand_id, p.rating_tenths, p.review_count, p.price_cents,
               p.featured_rank, ${opts.alsoRead?.includes("createdAt") ? sql`p.created_at` : sql`null::text`} as created_at,
               ${opts.alsoRead?.includes("title") ? sql`p.title` : sql`null::text`} as title, p.universal, ${fits} as fits,
               ${partExact} as part_exact, ${typeRankOf(ranks)} as type_rank,
               ${partMatch} as part_fragment,
               ${phrase.length >= 3 ? sql`strpos(lower(p.title), ${phrase}) > 0` : sql`false`} as phrase,
               (${typosOfRow})::int as typos
        from (
          select p.id, p.category_id, p.type_id, p.brand_id, p.rating_tenths, p.review_count, p.price_cents,
                 p.featured_rank, p.created_at, p.title, p.universal, p.part_number, p.title_words as words
          from products p
          where p.published and ${found ? sql`p.id = any((select ${found})::int[])` : sql`false`}
          ${opts.limit === undefined ? sql`order by p.featured_rank, p.id limit ${MATCH_CAP}` : sql`offset 0`}
        ) p
        order by ${opts.limit === undefined ? sql`p.featured_rank, p.id` : RELEVANCE_ORDER}
        ${opts.limit === undefined ? sql`` : sql`limit ${opts.limit}`}`,
  );
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.category_id,
    typeId: r.type_id,
    brandId: r.brand_id,
    ratingTenths: r.rating_tenths,
    reviewCount: r.review_count,
    priceCents: r.price_cents,
    featuredRank: r.featured_rank,
    createdAt:
      r.created_at === null ? null : r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
    title: r.title,
    universal: r.universal,
    fits: r.fits,
    partExact: r.part_exact,
    partFragment: r.part_fragment,
    typeRank: Number(r.type_rank),
    phrase: r.phrase,
    typos: r.typos,
  }));
}

/**
 * What `findMatches`' statement finds and computes per row, for the words alone or every part for a
 * car (the results page's common cases), computed in memory: the arrays of ids (postings.ts) are
 * intersected here, and the products' facts (product-facts.ts) rank and facet them, so that no
 * statement runs once the words' and the vehicle's arrays have been read.
 */
async function matchesInMemory(
  db: Db,
  opts: {
    words: QueryWord[];
    phrase: string;
    onlyVehicleId: number | null;
    fitsVehicleId: number | null;
    everyPart?: boolean;
    typeRanks: Map<number, number>;
  },
): Promise<Match[]> {
  const facts = await productFactsFor(db);
  const postings = facts.postings;
  const words = opts.everyPart ? [] : opts.words;
  const fitsAsked = opts.fitsVehicleId !== null && opts.fitsVehicleId !== opts.onlyVehicleId;
  const vehicles = [opts.onlyVehicleId, fitsAsked ? opts.fitsVehicleId : null].filter((v) => v !== null);
  await postings.load(db, {
    words: words.flatMap((w) => [...w.meanings.keys()]),
    vehicles,
    universal: opts.onlyVehicleId !== null,
  });
  // Each word's products (those of every word it may mean), intersected; then those the vehicle takes.
  const found = intersectAll([
    ...words.map((w) => postings.ofWords(w.meanings.keys())),
    ...(opts.onlyVehicleId !== null ? [postings.forVehicle(opts.onlyVehicleId)] : []),
  ]);
  // The database's cap: past MATCH_CAP, the most popular (its order, the id last), found through each
  // product's place in that order.
  let ids: ArrayLike<number> = found;
  const capped = found.length > MATCH_CAP;
  if (capped) {
    const places = new Int32Array(found.length);
    let kept = 0;
    for (let i = 0; i < found.length; i++) {
      const id = found[i] as number;
      if (isPublished(facts, id)) places[kept++] = facts.rows[id * FIELDS + PLACE] as number;
    }
    ids = Array.from(
      places.subarray(0, kept).sort().subarray(0, MATCH_CAP),
      (place) => facts.byPopularity[place] as number,
    );
  }
  // Each word whose meanings take different typos: the products holding an exact or a one-typo meaning.
  const withTypos = (t: number, w: QueryWord) => [...w.meanings].filter(([, n]) => n === t).map(([m]) => m);
  const varying = words
    .filter((w) => new Set(w.meanings.values()).size > 1)
    .map((w) => ({ exact: bitsOf(postings.ofWords(withTypos(0, w))), one: bitsOf(postings.ofWords(withTypos(1, w))) }));
  // Words whose meanings all take as many typos count that many on every product.
  const fixedTypos = words
    .filter((w) => new Set(w.meanings.values()).size === 1)
    .reduce((sum, w) => sum + Number([...w.meanings.values()][0]), 0);
  const direct = fitsAsked && opts.fitsVehicleId !== null ? bitsOf(postings.ofVehicle(opts.fitsVehicleId)) : null;
  const phraseText = opts.phrase.trim().toLowerCase();
  const phrase = phraseText.length >= 3 ? phraseBytes(phraseText) : null;
  const rows = facts.rows;
  if (touchFacts(facts, ids, phrase !== null) < 0) return [];
  const built: Match[] = [];
  // Each match's place in the popularity order, and where it was built (at most MATCH_CAP, below BUILT).
  const order = capped ? null : new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    // Published: a product hidden since the arrays were read is in them until they are read again.
    if (!isPublished(facts, id)) continue;
    const at = id * FIELDS;
    const flags = rows[at + FLAGS] as number;
    const universal = (flags & UNIVERSAL_BIT) !== 0;
    let typos = fixedTypos;
    for (const t of varying) typos += inBits(t.exact, id) ? 0 : inBits(t.one, id) ? 1 : 2;
    if (order) order[built.length] = (rows[at + PLACE] as number) * BUILT + built.length;
    const typeId = rows[at + TYPE] as number;
    built.push({
      id,
      categoryId: rows[at + CATEGORY] as number,
      typeId,
      brandId: rows[at + BRAND] as number,
      ratingTenths: flags >> RATING_SHIFT,
      reviewCount: rows[at + REVIEWS] as number,
      priceCents: rows[at + PRICE] as number,
      featuredRank: rows[at + FEATURED_RANK] as number,
      createdAt: null,
      title: null,
      universal,
      fits: opts.fitsVehicleId === null ? null : direct ? universal || inBits(direct, id) : true,
      partExact: false,
      partFragment: false,
      typeRank: opts.typeRanks.get(typeId) ?? TYPE_NOT_NAMED,
      phrase: phrase !== null && titleHolds(facts, id, phrase),
      typos,
    });
  }
  // In the database's order, by popularity (the capped ids already are): the results' sorts, which
  // all start from it, then have little left to move (a numeric sort of 248 numbers, then few
  // comparisons, instead of ~2,000).
  if (!order) return built;
  const sorted = order.subarray(0, built.length).sort();
  const matches: Match[] = new Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) matches[i] = built[(sorted[i] as number) % BUILT] as Match;
  return matches;
}

/**
 * A query naming only the car lists its parts as its vehicle page does: those made for it first, then
 * the universal ones, each by popularity; the id last.
 */
export function byFitThenPopularity(a: Match, b: Match): number {
  return (
    Number(a.universal) - Number(b.universal) ||
    a.featuredRank - b.featuredRank ||
    b.ratingTenths - a.ratingTenths ||
    a.id - b.id
  );
}

/**
 * Relevance (issue 12): the part number that is the query, then the type the query names (issue
 * 23, `typeRanks`), then the title holding the phrase, then
 * fewest typos (a part number holding the query has none), then a fit for the vehicle, then popularity (the
 * shop's best-seller order, `featured_rank`), then rating; the id last, so ties never reorder
 * between pages.
 */
export function byRelevance(a: Match, b: Match): number {
  return (
    Number(b.partExact) - Number(a.partExact) ||
    a.typeRank - b.typeRank ||
    Number(b.phrase) - Number(a.phrase) ||
    a.typos - b.typos ||
    Number(b.fits === true) - Number(a.fits === true) ||
    a.featuredRank - b.featuredRank ||
    b.ratingTenths - a.ratingTenths ||
    a.id - b.id
  );
}
