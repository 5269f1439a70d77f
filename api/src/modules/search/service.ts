import type { SearchResultsQuerySchema, SearchResultsResponse } from "@pitstop/contract/catalogue";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { type FitVehicle, narrowedParts, resolveVehicleKey } from "../catalogue/fit.ts";
import { productCards } from "../catalogue/product-cards.ts";
import { type ReferenceData, referenceData } from "../catalogue/reference-data.ts";
import { toVehicleRef } from "../vehicles/service.ts";
import { lexiconFor } from "./lexicon.ts";
import { carOfList, findsParts, matchQuery } from "./match-query.ts";
import { sorterFor } from "./ranking.ts";
import { type ReadQuery, readQuery } from "./read-query.ts";
import {
  closestWord,
  correctionsOf,
  didYouMeanOf,
  ignoredWords,
  linksOf,
  makeModels,
  modelYears,
  namedRef,
  suggestedCategoriesOf,
} from "./results-hints.ts";
import { facetsOf, filtersOf, listedOf, pageOf, questionsOf } from "./results-list.ts";
import { type ChooseStrategy, MATCH_CAP } from "./strategy.ts";

type ResultsQuery = z.output<typeof SearchResultsQuerySchema>;

/** The car a results list answers for (`carOfList`), and the parts its configuration allows when narrowed to it. */
async function listCarOf(db: Db, read: ReadQuery, active: FitVehicle | null, fits: ResultsQuery["fits"]) {
  const { fitsFor, onlyFits } = carOfList(read, active, fits);
  const narrowTo = onlyFits ? fitsFor : null;
  const narrowed = narrowTo ? await narrowedParts(db, narrowTo) : null;
  return { fitsFor, onlyFits, narrowTo, narrowed };
}

type ListCar = Awaited<ReturnType<typeof listCarOf>>;

/**
 * What the query finds for the list's car, every word matched or the last ones let go (`dropped`).
 * The title and the date are read for their own sorts only.
 */
async function listMatches(
  db: Db,
  ref: ReferenceData,
  read: ReadQuery,
  car: ListCar,
  sort: ResultsQuery["sort"],
  choose: ChooseStrategy | undefined,
) {
  const found = await matchQuery(db, ref, read, {
    onlyVehicleId: car.narrowTo?.ref.id ?? null,
    onlyAllowed: car.narrowed?.allowed ?? null,
    fitsVehicleId: car.fitsFor?.ref.id ?? null,
    alsoRead: sort === "name" ? ["title"] : sort === "newest" ? ["createdAt"] : [],
    choose,
  });
  // Words let go only because no part for the shopper's car holds them all ("oil 5w30" with a Camry,
  // which takes 0W-20): nothing for the car, whose page offers the same words for any car, rather
  // than other parts in their place under "no part matched them".
  if (found.dropped.length > 0 && car.onlyFits && read.named === null) {
    const anyCar = await matchQuery(db, ref, read, { onlyVehicleId: null, fitsVehicleId: null, limit: 1, choose });
    if (anyCar.matches.length > 0 && anyCar.dropped.length === 0) return { matches: [], dropped: [] };
  }
  return found;
}

/** A model named alone: its years to choose from; a make named alone: its models. */
async function carChoicesOf(db: Db, read: ReadQuery) {
  const years = read.carOnly && read.model ? await modelYears(db, read.model) : [];
  const models =
    read.carOnly && !read.named && !read.model && read.car.make ? await makeModels(db, read.car.make) : null;
  return { years, models };
}

/** GET /api/search/results: one page of what a query finds, with facets. */
export async function searchResults(
  db: Db,
  input: ResultsQuery,
  opts: {
    /** Which strategy finds the matches (the in-memory one where it can, by default). */
    choose?: ChooseStrategy;
  } = {},
): Promise<SearchResultsResponse> {
  const [ref, lexicon] = await Promise.all([referenceData(db), lexiconFor(db)]);
  const active = input.vehicle ? await resolveVehicleKey(db, input.vehicle) : null;
  const read = await readQuery(db, lexicon, input.q, active, { prefix: true });
  const car = await listCarOf(db, read, active, input.fits);
  const { matches, dropped } = await listMatches(db, ref, read, car, input.sort, opts.choose);
  const chosen = filtersOf(ref, input);
  const facets = facetsOf(matches, chosen, ref);
  const ignored = ignoredWords(read, dropped, matches);
  const listed = listedOf(matches, chosen, sorterFor(input.sort, read.carOnly));
  const questions = questionsOf(car.narrowTo, car.narrowed, listed);
  const page = pageOf(listed, input.page);
  const products = await productCards(db, page.ids, car.fitsFor);
  const links = linksOf(ref, read, car.onlyFits ? car.fitsFor : null);
  const choices = await carChoicesOf(db, read);
  // Nothing listed, nor a car's years or models to choose from: a respelling, and categories near the words.
  const nothing = listed.length === 0 && choices.years.length === 0 && !choices.models;
  const findsAny = (q: string) => findsParts(db, ref, lexicon, q, active, input.fits, opts.choose);
  const respelled = nothing ? await didYouMeanOf(lexicon, input.q, ignored, findsAny) : null;
  return {
    query: input.q,
    products,
    total: Math.min(listed.length, MATCH_CAP),
    total_capped: matches.length >= MATCH_CAP,
    page: input.page,
    pages: page.pages,
    sort: input.sort,
    fits_vehicle: car.fitsFor?.ref ?? null,
    only_fits: car.onlyFits,
    facets: { ...facets, ...questions },
    understood: {
      corrections: [...read.runTogether, ...correctionsOf(read.words, lexicon)],
      vehicle: read.named ? namedRef(read.named) : null,
      model: read.model ? { make: read.model.make, model: read.model.model } : null,
      engine: read.engine,
      ignored,
    },
    links,
    model_years: choices.years,
    make_models: choices.models,
    did_you_mean: respelled?.query ?? null,
    suggested_categories: respelled ? suggestedCategoriesOf(ref, read.phrase, respelled.respelling) : [],
    breadcrumbs: [
      { label: "Home", path: "/" },
      { label: `Search: ${input.q}`, path: `/search?q=${encodeURIComponent(input.q)}` },
    ],
  };
}

export { closestWord, matchQuery, namedRef, type ReadQuery, readQuery, toVehicleRef };
