import type { Db } from "../../db/client.ts";
import type { ReferenceData } from "../catalogue/reference-data.ts";
import type { Meanings } from "./lexicon.ts";
import { partKey } from "./words.ts";

/** A query word and the shop's words it may mean. */
export interface QueryWord {
  typed: string;
  meanings: Meanings;
}

/** What a search asks the catalogue for: the query read, and the car that scopes it. */
export interface MatchRequest {
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
   * Only the best this many by relevance, ranked where they are found (the header's suggestions):
   * what leaves the database is a handful of rows, not every match.
   */
  limit?: number;
  /** The title and the date, which only their own sorts need: 248 products' are ~20 KB to format and parse. */
  alsoRead?: ("title" | "createdAt")[];
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

/**
 * One way of finding what a request matches (as Vendure's `SearchStrategy`): the database's
 * statement, or the arrays of ids and the products' facts kept in memory. Both answer a request
 * they can answer alike — the same matches, each with the same facts, in the shop's popularity
 * order (without `limit`), or the best by relevance (with it); strategies.test.ts holds them to it.
 */
export interface SearchStrategy {
  readonly name: "sql" | "memory";
  /** Why this strategy cannot answer the request, or null when it can. */
  cannotAnswer(request: MatchRequest): string | null;
  /**
   * The products every word finds (in the title, or naming the brand, type or category), or whose
   * part number holds the query; within a vehicle or a model when the query named one. At most
   * MATCH_CAP, the most popular past it.
   */
  findMatches(db: Db, ref: ReferenceData, request: MatchRequest): Promise<Match[]>;
}

/** Picks the strategy that answers a request. */
export type ChooseStrategy = (request: MatchRequest) => SearchStrategy;

/** Matches are counted exactly up to this many (the catalogue's own cap). */
export const MATCH_CAP = 10_000;

/**
 * The part number the request's text may be (`partKey`), or null when it is none: a part number is
 * letters and digits with a digit in it; fragments from 3 characters.
 */
export function partNumberOf(request: MatchRequest): string | null {
  const key = partKey(request.partText);
  return key.length >= 3 && /[0-9]/.test(key) ? key : null;
}
