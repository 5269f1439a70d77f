import type { SearchSort } from "@pitstop/contract/catalogue";
import { type SQL, sql } from "drizzle-orm";
import type { Match } from "./strategy.ts";

/**
 * One key of an order: a fact of the match (its field, and its column among the rows the SQL
 * strategy selects), and which of its values comes first.
 */
interface RankKey {
  field: "partExact" | "typeRank" | "phrase" | "typos" | "fits" | "featuredRank" | "ratingTenths" | "id" | "universal";
  column: string;
  /** `true`: true first (false and null after it); `false`: false first; numbers lowest or highest first. */
  first: "true" | "false" | "lowest" | "highest";
}

/**
 * Relevance: the part number that is the query, then the type the query names (`typeRanks`), then
 * the title holding the phrase, then fewest typos (a part number holding the query has none), then
 * a fit for the vehicle, then popularity (the shop's best-seller order, `featured_rank`), then
 * rating; the id last, so ties never reorder between pages.
 *
 * Written once: the comparator the results page sorts with and the order the database ranks the
 * header's suggestions by are both made from this list.
 */
export const RELEVANCE: readonly RankKey[] = [
  { field: "partExact", column: "part_exact", first: "true" },
  { field: "typeRank", column: "type_rank", first: "lowest" },
  { field: "phrase", column: "phrase", first: "true" },
  { field: "typos", column: "typos", first: "lowest" },
  // Within one search `fits` is null for every match (no car) or for none, so true first is
  // `desc nulls last` in the database.
  { field: "fits", column: "fits", first: "true" },
  { field: "featuredRank", column: "featured_rank", first: "lowest" },
  { field: "ratingTenths", column: "rating_tenths", first: "highest" },
  { field: "id", column: "id", first: "lowest" },
];

/**
 * A query naming only the car lists its parts as its vehicle page does: those made for it first, then
 * the universal ones, each by popularity; the id last.
 */
export const FIT_THEN_POPULARITY: readonly RankKey[] = [
  { field: "universal", column: "universal", first: "false" },
  { field: "featuredRank", column: "featured_rank", first: "lowest" },
  { field: "ratingTenths", column: "rating_tenths", first: "highest" },
  { field: "id", column: "id", first: "lowest" },
];

/** For each way of ordering a key: the key compared in JavaScript (`a` with `b`), and its direction in SQL. */
const ORDERINGS: Record<RankKey["first"], { js: (a: string, b: string) => string; sql: string }> = {
  true: { js: (a, b) => `((${b} === true) - (${a} === true))`, sql: " desc nulls last" },
  false: { js: (a, b) => `((${a} === true) - (${b} === true))`, sql: " nulls first" },
  lowest: { js: (a, b) => `(${a} - ${b})`, sql: "" },
  highest: { js: (a, b) => `(${b} - ${a})`, sql: " desc" },
};

/**
 * The comparator of an order. Made as one function from the keys' expressions rather than a loop
 * over the keys: the results page sorts up to thousands of matches with it, and a loop calling a
 * function per key is several times slower per comparison than the expression written out.
 */
export function comparatorOf(keys: readonly RankKey[]): (a: Match, b: Match) => number {
  const body = keys.map((key) => ORDERINGS[key.first].js(`a.${key.field}`, `b.${key.field}`)).join(" || ");
  // The keys are this module's constants, never a request's input.
  return new Function("a", "b", `return ${body};`) as (a: Match, b: Match) => number;
}

/** The order as an `order by` list over the columns the SQL strategy selects. */
export function orderSqlOf(keys: readonly RankKey[]): SQL {
  return sql.raw(keys.map((key) => `${key.column}${ORDERINGS[key.first].sql}`).join(", "));
}

export const byRelevance = comparatorOf(RELEVANCE);
export const byFitThenPopularity = comparatorOf(FIT_THEN_POPULARITY);
export const RELEVANCE_ORDER = orderSqlOf(RELEVANCE);

/** Each sort with the id last, so that ties never reorder between pages. */
export const SORTERS: Record<SearchSort, (a: Match, b: Match) => number> = {
  relevance: byRelevance,
  "price-asc": (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  "price-desc": (a, b) => b.priceCents - a.priceCents || a.id - b.id,
  rating: (a, b) => b.ratingTenths - a.ratingTenths || b.reviewCount - a.reviewCount || a.id - b.id,
  newest: (a, b) => {
    const [x, y] = [a.createdAt ?? "", b.createdAt ?? ""];
    return x < y ? 1 : x > y ? -1 : a.id - b.id;
  },
  name: (a, b) => (a.title ?? "").localeCompare(b.title ?? "") || a.id - b.id,
};

/** The sort a results list is in: a query naming only the car, by relevance, lists as the car's page. */
export function sorterFor(sort: SearchSort, carOnly: boolean): (a: Match, b: Match) => number {
  return carOnly && sort === "relevance" ? byFitThenPopularity : SORTERS[sort];
}
