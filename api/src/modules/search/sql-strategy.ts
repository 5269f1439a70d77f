import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { listableSql } from "../catalogue/fit.ts";
import type { ReferenceData } from "../catalogue/reference-data.ts";
import type { FactsRow } from "./product-facts.ts";
import { RELEVANCE_ORDER } from "./ranking.ts";
import { MATCH_CAP, type Match, type MatchRequest, partNumberOf, type SearchStrategy } from "./strategy.ts";
import { type NameWords, nameWords, TYPE_NOT_NAMED, typeRanks } from "./type-ranks.ts";
import { partKey } from "./words.ts";

/**
 * The database's strategy: one statement finds the matches and computes what ranks each (and, with
 * `limit`, ranks them and returns the best). It answers every request: part numbers through their
 * trigram index, a model through the fitment of every year of it, the title and the date as stored.
 */
export const sqlStrategy: SearchStrategy = {
  name: "sql",
  cannotAnswer: () => null,
  findMatches: findMatchesInSql,
};

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

/** A request's part number and words as SQL conditions over a product row `p`. */
function conditionsOf(ref: ReferenceData, opts: MatchRequest) {
  const key = partNumberOf(opts);
  const fragments = opts.partTokens.map((t) => sql`pitstop_part_key(p.part_number) like ${`%${partKey(t)}%`}`);
  return {
    partLike: key !== null,
    /** The part number holds the query. */
    partMatch: key !== null ? sql`pitstop_part_key(p.part_number) like ${`%${key}%`}` : sql`false`,
    /** The part number is the query. */
    partExact: key !== null ? sql`pitstop_part_key(p.part_number) = ${key}` : sql`false`,
    fragments,
    /** Whether every word matches over the title's words as `titleWords`, and the fragments too. */
    wordsMatch(titleWords: SQL): SQL {
      const required = [...opts.words.map((w) => holdsAny(ref, [...w.meanings.keys()], titleWords)), ...fragments];
      return required.length > 0 ? sql.join(required, sql` and `) : sql`false`;
    },
    /**
     * The typos of a product holding every word: each word's fewest over the words it may mean that the
     * product holds — a number known beforehand when they all take as many ("brake pads": 0).
     */
    typos(titleWords: SQL): SQL {
      const perWord = opts.words.map((w) => {
        const counts = new Set(w.meanings.values());
        if (counts.size === 1) return sql.raw(String(Number([...counts][0])));
        const exact = [...w.meanings].filter(([, t]) => t === 0).map(([m]) => m);
        const one = [...w.meanings].filter(([, t]) => t === 1).map(([m]) => m);
        return sql`(case when ${holdsAny(ref, exact, titleWords)} then 0 when ${holdsAny(ref, one, titleWords)} then 1 else 2 end)`;
      });
      return perWord.length > 0 ? sql.join(perWord, sql` + `) : sql`0`;
    },
  };
}

type Conditions = ReturnType<typeof conditionsOf>;

/** The car that scopes a request: as a condition over `p`, and the vehicle's arrays of ids. */
function scopeOf(opts: MatchRequest) {
  const vehicleScope = opts.onlyVehicleId === null ? null : listableSql(opts.onlyVehicleId);
  const modelScope = opts.onlyModel
    ? sql`(p.universal or exists (select 1 from product_fitment f join vehicles v on v.id = f.vehicle_id
             where f.product_id = p.id and v.make_slug = ${opts.onlyModel.make} and v.model_slug = ${opts.onlyModel.model}))`
    : null;
  const vehicleIds =
    opts.onlyVehicleId === null
      ? null
      : {
          direct: sql`coalesce((select product_ids from search_vehicle_products where vehicle_id = ${opts.onlyVehicleId}), '{}')`,
          universal: sql`(select product_ids from search_universal_products)`,
        };
  return {
    inScope: sql.join([vehicleScope ?? sql`true`, ...(modelScope ? [modelScope] : [])], sql` and `),
    modelScope,
    vehicleIds,
  };
}

/** The ids of the products whose row meets a condition, sorted. */
const idsWhere = (condition: SQL) =>
  sql`(select coalesce(array_agg(p.id order by p.id), '{}') from products p where ${condition})`;

/**
 * What is found, as one sorted array of ids (migration 0018), so that only the rows of the products
 * kept are read, each once, by primary key:
 * - the words alone: each word's products (those of every word it may mean) intersected with each
 *   other's and with the vehicle's (its direct fits and the universal parts);
 * - with fragments of a part number, the part numbers' trigram index leads, and the words are
 *   checked on the few rows it finds;
 * - a part number holding the query, within the scope, or whatever the car when typed whole (its
 *   card says whether it fits).
 * Null when nothing can be found.
 */
function foundIds(opts: MatchRequest, c: Conditions, scope: ReturnType<typeof scopeOf>): SQL | null {
  const { inScope, modelScope, vehicleIds } = scope;
  let found: SQL | null = null;
  if (opts.everyPart)
    found = vehicleIds && !modelScope ? sql`${vehicleIds.direct} | ${vehicleIds.universal}` : idsWhere(inScope);
  else if (opts.words.length > 0 && c.fragments.length === 0) {
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
  } else if (opts.words.length > 0 || c.fragments.length > 0)
    found = idsWhere(sql`${c.wordsMatch(sql`p.title_words`)} and ${inScope}`);
  if (c.partLike) {
    const byPartNumber = idsWhere(sql`${c.partMatch} and (${inScope} or ${c.partExact})`);
    found = found ? sql`(${found}) | ${byPartNumber}` : byPartNumber;
  }
  return found;
}

/** A found row as the statement returns it: the product's facts, and what ranks it. */
interface MatchRow extends Omit<FactsRow, "title"> {
  created_at: Date | string | null;
  title: string | null;
  fits: boolean | null;
  part_exact: boolean;
  type_rank: number;
  part_fragment: boolean;
  phrase: boolean;
  typos: number;
}

/**
 * The products every word finds (in the title, or naming the brand, type or category), or whose
 * part number holds the query; within a vehicle or a model when the query named one. Each row
 * carries what ranks it. At most MATCH_CAP rows, the most popular past it; in the popularity order
 * (`featured_rank`, then id), or with `limit` the best by relevance.
 */
async function findMatchesInSql(db: Db, ref: ReferenceData, opts: MatchRequest): Promise<Match[]> {
  const c = conditionsOf(ref, opts);
  const found = foundIds(opts, c, scopeOf(opts));
  const ranks = typeRanks(ref, opts.everyPart ? [] : opts.words);
  // Only what the vehicle's ids hold is found, unless by its part number: each one fits it.
  const fits =
    opts.fitsVehicleId === null
      ? sql`null::boolean`
      : opts.fitsVehicleId === opts.onlyVehicleId && !c.partLike
        ? sql`true`
        : listableSql(opts.fitsVehicleId);
  // The title's words as stored (migration 0010), never `pitstop_words(p.title)`: the typos are
  // counted for every product kept, where computing the words costs ~0.1 ms each. Each product found
  // holds every word, unless only its part number matched (then none are counted).
  const typosOfRow = c.partLike
    ? sql`(case when ${c.wordsMatch(sql`p.words`)} then ${c.typos(sql`p.words`)} else 0 end)`
    : c.typos(sql`p.words`);
  const phrase = opts.phrase.trim().toLowerCase();
  const rows = await rowsOf<MatchRow>(
    db,
    sql`select p.id, p.category_id, p.type_id, p.brand_id, p.rating_tenths, p.review_count, p.price_cents,
               p.featured_rank, ${opts.alsoRead?.includes("createdAt") ? sql`p.created_at` : sql`null::text`} as created_at,
               ${opts.alsoRead?.includes("title") ? sql`p.title` : sql`null::text`} as title, p.universal, ${fits} as fits,
               ${c.partExact} as part_exact, ${typeRankOf(ranks)} as type_rank,
               ${c.partMatch} as part_fragment,
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
  return rows.map(matchOf);
}

function matchOf(r: MatchRow): Match {
  return {
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
  };
}
