import type { Db } from "../../db/client.ts";
import type { ReferenceData } from "../catalogue/reference-data.ts";
import { memoryStrategy } from "./memory-strategy.ts";
import { sqlStrategy } from "./sql-strategy.ts";
import type { ChooseStrategy, Match, MatchRequest, SearchStrategy } from "./strategy.ts";

/**
 * The strategy that answers a request: the in-memory one whenever it can (the results page's
 * common cases, the words alone or every part for a car: no statement runs once the arrays of ids
 * are read), else the database's, which answers every request. The in-memory strategy says why it
 * cannot (`cannotAnswer`): the best few by relevance (the header's suggestions), the title or the
 * date for their sorts, a part number, a model without its year, or neither a word nor a car.
 */
export function chooseStrategy(request: MatchRequest): SearchStrategy {
  return memoryStrategy.cannotAnswer(request) === null ? memoryStrategy : sqlStrategy;
}

/** Every request to the database's strategy: what the in-memory one is checked against. */
export const alwaysSql: ChooseStrategy = () => sqlStrategy;

/** What a request matches, found by the strategy `choose` picks for it. */
export function findMatches(
  db: Db,
  ref: ReferenceData,
  request: MatchRequest,
  choose: ChooseStrategy = chooseStrategy,
): Promise<Match[]> {
  return choose(request).findMatches(db, ref, request);
}
