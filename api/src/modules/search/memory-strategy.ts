import type { Db } from "../../db/client.ts";
import type { ReferenceData } from "../catalogue/reference-data.ts";
import { bitsOf, inBits, intersectAll } from "./postings.ts";
import {
  atPlace,
  brandOf,
  categoryOf,
  featuredRankOf,
  isPublished,
  isUniversal,
  phraseBytes,
  placeOf,
  priceOf,
  productFactsFor,
  ratingTenthsOf,
  reviewCountOf,
  titleHolds,
  touchFacts,
  typeOf,
} from "./product-facts.ts";
import {
  MATCH_CAP,
  type Match,
  type MatchRequest,
  partNumberOf,
  type QueryWord,
  type SearchStrategy,
} from "./strategy.ts";
import { TYPE_NOT_NAMED, typeRanks } from "./type-ranks.ts";

/** Past MATCH_CAP: a match's index in the order keys (`place × BUILT + index`). */
const BUILT = 16_384;

/**
 * The in-memory strategy: what the SQL strategy's statement finds and computes per row, for the
 * words alone or every part for a car (the results page's common cases), computed in memory: the
 * arrays of ids (postings.ts) are intersected here, and the products' facts (product-facts.ts) rank
 * and facet them, so that no statement runs once the words' and the vehicle's arrays have been read.
 */
export const memoryStrategy: SearchStrategy = {
  name: "memory",
  cannotAnswer(request: MatchRequest): string | null {
    if (request.limit !== undefined) return "the best few by relevance: the database ranks them and returns only those";
    if ((request.alsoRead ?? []).length > 0) return "the title as written and the date are not held in memory";
    if (partNumberOf(request) !== null || request.partTokens.length > 0)
      return "a part number is found through the part numbers' trigram index";
    if (request.onlyModel !== null) return "a model without its year is found through the fitment of every year of it";
    if (request.everyPart ? request.onlyVehicleId === null : request.words.length === 0)
      return "no word and no car: no array of ids to start from";
    return null;
  },
  findMatches: findMatchesInMemory,
};

/** The matches in the popularity order, as the SQL strategy returns them without `limit`. */
async function findMatchesInMemory(db: Db, ref: ReferenceData, opts: MatchRequest): Promise<Match[]> {
  const ranks = typeRanks(ref, opts.everyPart ? [] : opts.words);
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
      if (isPublished(facts, id)) places[kept++] = placeOf(facts, id);
    }
    ids = Array.from(places.subarray(0, kept).sort().subarray(0, MATCH_CAP), (place) => atPlace(facts, place));
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
  if (touchFacts(facts, ids, phrase !== null) < 0) return [];
  const built: Match[] = [];
  // Each match's place in the popularity order, and where it was built (at most MATCH_CAP, below BUILT).
  const order = capped ? null : new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    // Published: a product hidden since the arrays were read is in them until they are read again.
    if (!isPublished(facts, id)) continue;
    const universal = isUniversal(facts, id);
    let typos = fixedTypos;
    for (const t of varying) typos += inBits(t.exact, id) ? 0 : inBits(t.one, id) ? 1 : 2;
    if (order) order[built.length] = placeOf(facts, id) * BUILT + built.length;
    const typeId = typeOf(facts, id);
    built.push({
      id,
      categoryId: categoryOf(facts, id),
      typeId,
      brandId: brandOf(facts, id),
      ratingTenths: ratingTenthsOf(facts, id),
      reviewCount: reviewCountOf(facts, id),
      priceCents: priceOf(facts, id),
      featuredRank: featuredRankOf(facts, id),
      createdAt: null,
      title: null,
      universal,
      fits: opts.fitsVehicleId === null ? null : direct ? universal || inBits(direct, id) : true,
      partExact: false,
      partFragment: false,
      typeRank: ranks.get(typeId) ?? TYPE_NOT_NAMED,
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
