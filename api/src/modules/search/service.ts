import {
  PAGE_SIZE,
  type SearchResultsQuerySchema,
  type SearchResultsResponse,
  type SearchSort,
} from "@pitstop/contract/catalogue";
import type { VehicleKey } from "@pitstop/contract/fitment";
import type { VehicleRef } from "@pitstop/contract/vehicles";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { productCards } from "../catalogue/catalogue-queries.ts";
import { computeFacets, type FacetCell, type Filters } from "../catalogue/facets.ts";
import { type FitVehicle, fitVehicleRow, narrowedParts, pageVehicle, resolveVehicleKey } from "../catalogue/fit.ts";
import { configurationQuestions } from "../catalogue/fit-questions.ts";
import { type ReferenceData, referenceData } from "../catalogue/reference-data.ts";
import { toVehicleRef } from "../vehicles/service.ts";
import {
  byFitThenPopularity,
  byRelevance,
  findMatches,
  MATCH_CAP,
  type Match,
  nameWords,
  type QueryWord,
  readWords,
} from "./engine.ts";
import { type Lexicon, lexiconFor, splitRunTogether } from "./lexicon.ts";
import { partNumberRun } from "./part-numbers.ts";
import { engineNamed, type NamedModel, queryTokens, readVehicleWords, type VehicleWords } from "./vehicle-words.ts";
import { allowedTypos, plural, splitWords, stem, typoDistance } from "./words.ts";

/** Words that carry no meaning in a parts query ("pads for my camry"). */
const STOP_WORDS = new Set(["for", "the", "a", "an", "my", "of", "with", "and", "to", "in", "on", "fits", "fit"]);
/**
 * Words that narrow nothing beside others: "brake parts" is every brake part, not the brakes of the
 * brand "Marlow Auto Parts"; beside a car alone, everything for it ("2018 camry parts").
 */
const EVERYTHING_WORDS = new Set(["part", "parts", "accessory", "accessories"]);
/** A token that is a part number rather than a word: letters and digits with a digit in it. */
const PART_TOKEN = /^(?=.*\d)[a-z0-9.-]{3,}$/;

/** A query read: the car it names, and what is left, matched against the catalogue. */
export interface ReadQuery {
  /** The vehicle the query names (and the engine it names), or the shopper's when the query names its model. */
  named: FitVehicle | null;
  /** A model named without a year. */
  model: NamedModel | null;
  engine: string | null;
  words: QueryWord[];
  partTokens: string[];
  partText: string;
  phrase: string;
  /** Words nothing in the shop matches, left out. */
  ignored: string[];
  /** What the query says about the car, as typed (a model with no such year, a make alone). */
  car: Pick<VehicleWords, "model" | "make">;
  /**
   * Every word is about the car ("2018 camry", "camry 2018", "f150", "toyota"): a car owner who
   * types their car means the parts for it, all of them.
   */
  carOnly: boolean;
  /** Words of the shop's typed as one, or one typed as two, and how they were read ("sparkplug" → "spark plug", "head light" → "headlight"). */
  runTogether: { typed: string; read: string }[];
}

async function vehicleOf(db: Db, model: NamedModel, year: number) {
  const [row] = await rowsOf<{ slug: string }>(
    db,
    sql`select slug from vehicles where make_slug = ${model.makeSlug} and model_slug = ${model.modelSlug} and year = ${year}`,
  );
  return row ? fitVehicleRow(db, row.slug) : undefined;
}

/**
 * Two of the shop's words typed without the dash or space between them, split where letters meet
 * digits: "5w30" is "5w 30" (5W-30 oil), "9012led" is "9012 led". A part number ("map24051b")
 * splits into no two words of the shop's.
 */
function wordsRunTogether(lexicon: Lexicon, token: string): string[] | null {
  const runs = token.toLowerCase().match(/[a-z]+|[0-9]+/g) ?? [];
  for (let i = 1; i < runs.length; i++) {
    const apart = [runs.slice(0, i).join(""), runs.slice(i).join("")];
    if (apart.every((w) => lexicon.has(stem(w)))) return apart;
  }
  return null;
}

/** Reads a query: the car in it (issue 12 §1), and its words against the shop's. */
export async function readQuery(
  db: Db,
  lexicon: Lexicon,
  q: string,
  active: FitVehicle | null,
  opts: { prefix: boolean },
): Promise<ReadQuery> {
  // A part number typed in pieces is read first: "sl 5837 dn" is a Stopline part, not a Saturn SL.
  const queryWords = queryTokens(q);
  const part = await partNumberRun(db, queryWords, opts);
  const aboutCar = part ? queryWords.filter((_, i) => i < part.from || i >= part.to).join(" ") : q;
  const car = await readVehicleWords(db, aboutCar, (word) => lexicon.has(stem(word)));
  let named: FitVehicle | null = null;
  let model: NamedModel | null = null;
  let engine: string | null = null;
  if (car.model && car.year !== null) {
    const row = await vehicleOf(db, car.model, car.year);
    if (row) {
      const sameAsActive = active?.ref.slug === row.slug;
      engine = engineNamed(row.engines, car.engine);
      const key: VehicleKey = {
        slug: row.slug,
        engine: engine ?? (sameAsActive ? (active?.ref.engine ?? null) : null),
        trim: sameAsActive ? (active?.ref.trim ?? null) : null,
      };
      named = pageVehicle(row, key);
    } else {
      // A year the shop has no such model of: the model, any year, as without a year.
      model = car.model;
    }
  } else if (car.model) {
    // The shopper's own car when the query names its model ("camry wipers" with a 2018 Camry active).
    const activeModel =
      active && active.ref.make.toLowerCase() === car.model.make.toLowerCase() && active.ref.model === car.model.model;
    if (activeModel) named = active;
    else model = car.model;
  }
  const meaningful = car.rest.filter((t) => !STOP_WORDS.has(t));
  const narrowing = meaningful.filter((t) => !EVERYTHING_WORDS.has(t));
  const carOnly = (car.model !== null || car.make !== null) && narrowing.length === 0 && part === null;
  const tokens = narrowing.length > 0 || carOnly ? narrowing : meaningful;
  // A make alone ("toyota") is the shopper's car when it is of that make, as its model alone is.
  if (carOnly && car.make && active?.ref.make.toLowerCase() === car.make.make.toLowerCase()) named = active;
  const partTokens: string[] = [];
  const plain: string[] = [];
  const runTogether: { typed: string; read: string }[] = [];
  for (const token of tokens) {
    const words = splitWords(token);
    const known = words.every((w) => lexicon.has(stem(w)));
    if (PART_TOKEN.test(token) && !known) {
      const apart = wordsRunTogether(lexicon, token);
      if (apart) plain.push(...apart);
      else partTokens.push(token);
    } else
      for (const word of words) {
        // Two of the shop's words typed as one ("sparkplug"): the words.
        const apart = splitRunTogether(lexicon, word);
        if (apart) runTogether.push({ typed: word, read: apart.join(" ") });
        plain.push(...(apart ?? [word]));
      }
  }
  // One of the shop's words typed in two ("head light", "wind shield"): the word.
  for (let i = 0; i + 1 < plain.length; i++) {
    const together = `${plain[i]}${plain[i + 1]}`;
    if (/^[a-z]+$/.test(together) && lexicon.holds(stem(together))) {
      runTogether.push({ typed: `${plain[i]} ${plain[i + 1]}`, read: together });
      plain.splice(i, 2, together);
    }
  }
  // A lone letter or digit ("1" of "alert(1)", "4" of "dot 4") narrows nothing on its own.
  const searched = plain.length > 1 ? plain.filter((w) => w.length > 1) : plain;
  const read = readWords(lexicon, searched, opts);
  const ignored = read.filter((w) => w.meanings.size === 0).map((w) => w.typed);
  return {
    named,
    model,
    engine,
    words: read.filter((w) => w.meanings.size > 0),
    partTokens,
    partText: part ? part.key : tokens.join(""),
    phrase: plain.join(" "),
    ignored,
    car: { model: car.model, make: car.make },
    carOnly,
    runTogether,
  };
}

/**
 * The products a query finds: every word matched; when that finds nothing, the last words are let go
 * one by one (Meilisearch's "last" strategy), and the ones let go are reported.
 */
export async function matchQuery(
  db: Db,
  ref: ReferenceData,
  read: ReadQuery,
  opts: {
    onlyVehicleId: number | null;
    fitsVehicleId: number | null;
    /**
     * With `onlyVehicleId` configured (an engine or trim given): the parts made for it that the
     * configuration allows (catalogue/fit.ts, issue 23); the others made for it are not found.
     */
    onlyAllowed?: ReadonlySet<number> | null;
    limit?: number;
    alsoRead?: ("title" | "createdAt")[];
  },
): Promise<{ matches: Match[]; dropped: string[] }> {
  const allowed = opts.onlyVehicleId !== null ? (opts.onlyAllowed ?? null) : null;
  // Narrowed to a configuration, the limit applies to what it allows.
  const limit = allowed ? undefined : opts.limit;
  const keep = (found: Match[]) => {
    if (!allowed) return found;
    const kept = found.filter((m) => m.universal || allowed.has(m.id));
    return opts.limit === undefined ? kept : kept.slice(0, opts.limit);
  };
  let words = read.words;
  const dropped: string[] = [];
  if (read.carOnly) {
    // Everything for the car the list is narrowed to; a model without its year lists nothing.
    if (opts.onlyVehicleId === null) return { matches: [], dropped };
    const matches = await findMatches(db, ref, {
      words: [],
      partTokens: [],
      partText: "",
      phrase: "",
      onlyVehicleId: opts.onlyVehicleId,
      onlyModel: null,
      fitsVehicleId: opts.fitsVehicleId,
      limit,
      alsoRead: opts.alsoRead,
      everyPart: true,
    });
    return { matches: keep(matches), dropped };
  }
  for (;;) {
    if (words.length === 0 && read.partTokens.length === 0 && read.partText.length < 3) return { matches: [], dropped };
    const matches = keep(
      await findMatches(db, ref, {
        words,
        partTokens: read.partTokens,
        partText: read.partText,
        phrase: read.phrase,
        onlyVehicleId: opts.onlyVehicleId,
        onlyModel: read.model ? { make: read.model.makeSlug, model: read.model.modelSlug } : null,
        fitsVehicleId: opts.fitsVehicleId,
        limit,
        alsoRead: opts.alsoRead,
      }),
    );
    if (matches.length > 0 || words.length <= 1) return { matches, dropped };
    const last = words[words.length - 1];
    if (last) dropped.unshift(last.typed);
    words = words.slice(0, -1);
  }
}

/**
 * The car the list answers for, and whether it holds only that car's parts: the car the query names
 * (always only its parts); else the shopper's unless `fits=0` — but for no car when the query names
 * another model without a year ("civic oil filter" with a Camry active lists parts for a Civic), or
 * only another car ("honda" with a Camry active).
 */
function carOfList(read: ReadQuery, active: FitVehicle | null, fits: "0" | "1" | undefined) {
  const fitsFor = read.named ?? (read.model || read.carOnly ? null : active);
  return { fitsFor, onlyFits: fitsFor !== null && (read.named !== null || fits !== "0") };
}

/** Each sort with the id last, so that ties never reorder between pages. */
const SORTERS: Record<SearchSort, (a: Match, b: Match) => number> = {
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

const slugs = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function vehicleName(v: { year: string | number; make: string; model: string }) {
  return `${v.year} ${v.make} ${v.model}`;
}

/**
 * The words as the shop read them: each typed word with a typo, and the word it was read as — plural
 * when the typed one was ("pdas" → "pads"), so that the corrected query reads as the shopper meant it.
 */
function correctionsOf(words: QueryWord[], lexicon: Lexicon) {
  return words.flatMap((w) => {
    const typedStem = stem(w.typed);
    if (lexicon.has(typedStem) || [...w.meanings.values()].every((t) => t > 0) === false) return [];
    // The closest of the fewest typos: "rotars" is "rotors", not its synonym "discs".
    const edits = (m: string) => typoDistance(typedStem, m, typedStem.length + m.length);
    const best = [...w.meanings].sort(
      (a, b) => a[1] - b[1] || edits(a[0]) - edits(b[0]) || a[0].localeCompare(b[0]),
    )[0];
    if (!best) return [];
    const typedPlural = typedStem !== w.typed.toLowerCase();
    return [{ typed: w.typed, read: typedPlural ? plural(best[0]) : best[0] }];
  });
}

/**
 * The closest word of the shop's to one nothing matched, for "Did you mean" (up to one edit for
 * words under 5 letters, two under 8, three from 8), in the number typed, as the corrections are:
 * the shop's words are singular stems, so each is weighed against the typed word as it is and as
 * its plural ("paddzs" → "pads", "padqz" → "pad").
 */
export function closestWord(lexicon: Lexicon, typed: string): string | null {
  const word = typed.toLowerCase();
  const max = word.length >= 8 ? 3 : word.length >= 5 ? 2 : 1;
  let best: { word: string; distance: number } | null = null;
  for (const stemmed of lexicon.sorted) {
    if (Math.abs(stemmed.length - word.length) > max + 1) continue;
    for (const form of [stemmed, plural(stemmed)]) {
      const distance = typoDistance(word, form, max);
      if (distance <= max && (!best || distance < best.distance)) best = { word: form, distance };
    }
  }
  return best?.word ?? null;
}

/** GET /api/search/results (issue 12 §2): one page of what a query finds, with facets. */
export async function searchResults(
  db: Db,
  input: z.output<typeof SearchResultsQuerySchema>,
): Promise<SearchResultsResponse> {
  const [ref, lexicon] = await Promise.all([referenceData(db), lexiconFor(db)]);
  const active = input.vehicle ? await resolveVehicleKey(db, input.vehicle) : null;
  const read = await readQuery(db, lexicon, input.q, active, { prefix: true });
  const { fitsFor, onlyFits } = carOfList(read, active, input.fits);
  const narrowTo = onlyFits ? fitsFor : null;
  const narrowed = narrowTo ? await narrowedParts(db, narrowTo) : null;
  // The title and the date are read for their own sorts only.
  let { matches, dropped } = await matchQuery(db, ref, read, {
    onlyVehicleId: narrowTo?.ref.id ?? null,
    onlyAllowed: narrowed?.allowed ?? null,
    fitsVehicleId: fitsFor?.ref.id ?? null,
    alsoRead: input.sort === "name" ? ["title"] : input.sort === "newest" ? ["createdAt"] : [],
  });
  // Words let go only because no part for the shopper's car holds them all ("oil 5w30" with a Camry,
  // which takes 0W-20): nothing for the car, whose page offers the same words for any car, rather
  // than other parts in their place under "no part matched them".
  if (dropped.length > 0 && onlyFits && read.named === null) {
    const anyCar = await matchQuery(db, ref, read, { onlyVehicleId: null, fitsVehicleId: null, limit: 1 });
    if (anyCar.matches.length > 0 && anyCar.dropped.length === 0) {
      matches = [];
      dropped = [];
    }
  }

  const categorySlugs = slugs(input.category);
  const unknownCategories = categorySlugs.filter((s) => !ref.categoryBySlug.has(s));
  const typeSlugs = slugs(input.type);
  const unknownTypes = typeSlugs.filter((s) => !ref.typeBySlug.has(s));
  const brandSlugs = slugs(input.brand);
  const unknownBrands = brandSlugs.filter((s) => !ref.brandBySlug.has(s));
  if (unknownCategories.length > 0) throw badRequest(`Unknown category: ${unknownCategories.join(", ")}`);
  if (unknownTypes.length > 0) throw badRequest(`Unknown product type: ${unknownTypes.join(", ")}`);
  if (unknownBrands.length > 0) throw badRequest(`Unknown brand: ${unknownBrands.join(", ")}`);
  const fitment = slugs(input.fitment);
  if (fitment.some((f) => f !== "direct" && f !== "universal")) throw badRequest("Fitment must be direct or universal");
  const categoryIds = new Set(categorySlugs.flatMap((s) => ref.categoryBySlug.get(s)?.id ?? []));
  const filters: Filters = {
    typeIds: new Set(typeSlugs.flatMap((s) => ref.typeBySlug.get(s)?.id ?? [])),
    brandIds: new Set(brandSlugs.flatMap((s) => ref.brandBySlug.get(s)?.id ?? [])),
    minStars: input.rating ?? null,
    fitment: new Set(fitment as ("direct" | "universal")[]),
  };

  // The facets count what the query found (disjunctive: each ignores its own choice); the category
  // facet likewise, and the others within the categories chosen. The matches sharing a category, type,
  // brand, star count and universality make one cell, as the catalogue's cube does: a few dozen cells
  // for a few hundred matches, each read by every facet.
  const cellsOf = (found: Match[]): FacetCell[] => {
    const cells = new Map<number | string, FacetCell>();
    for (const m of found) {
      const stars = Math.floor(m.ratingTenths / 10);
      // One number while the ids are as small as a shop's (under 2^48 in all); else a string.
      const key =
        m.categoryId < 1024 && m.typeId < 16_384 && m.brandId < 1_048_576
          ? (((m.categoryId * 16_384 + m.typeId) * 1_048_576 + m.brandId) * 8 + stars) * 2 + (m.universal ? 1 : 0)
          : `${m.categoryId} ${m.typeId} ${m.brandId} ${stars} ${m.universal ? 1 : 0}`;
      const cell = cells.get(key);
      if (cell) cell.n++;
      else
        cells.set(key, {
          categoryId: m.categoryId,
          typeId: m.typeId,
          brandId: m.brandId,
          stars,
          universal: m.universal,
          n: 1,
        });
    }
    return [...cells.values()];
  };
  const inCategories = (m: Match) => categoryIds.size === 0 || categoryIds.has(m.categoryId);
  const passesFilters = (m: Match) =>
    (filters.typeIds.size === 0 || filters.typeIds.has(m.typeId)) &&
    (filters.brandIds.size === 0 || filters.brandIds.has(m.brandId)) &&
    (filters.minStars === null || m.ratingTenths >= filters.minStars * 10) &&
    (filters.fitment.size === 0 || filters.fitment.has(m.universal ? "universal" : "direct"));
  const scope = { categoryId: null, typeId: null, brandId: null };
  const { facets } = computeFacets(cellsOf(matches.filter(inCategories)), scope, filters, ref);
  const categoryCounts = new Map<number, number>();
  for (const m of matches)
    if (passesFilters(m)) categoryCounts.set(m.categoryId, (categoryCounts.get(m.categoryId) ?? 0) + 1);
  const categoryFacet = ref.categories
    .filter((c) => (categoryCounts.get(c.id) ?? 0) > 0)
    .map((c) => ({ value: c.slug, label: c.name, count: categoryCounts.get(c.id) ?? 0 }));

  // A part number found whole: every word was read, as part of it ("map 24051 b").
  const ignored = matches.some((m) => m.partExact)
    ? []
    : [...new Set([...read.ignored, ...dropped].map((w) => w.toLowerCase()))];
  const sorter = read.carOnly && input.sort === "relevance" ? byFitThenPopularity : SORTERS[input.sort];
  const listed = matches.filter((m) => inCategories(m) && passesFilters(m)).sort(sorter);
  // Asked once at the top (issue 23): each engine (or trim) with what choosing it lists here.
  const questions =
    narrowTo && narrowed
      ? configurationQuestions(narrowTo, {
          universal: listed.reduce((n, m) => n + (m.universal ? 1 : 0), 0),
          direct: listed.flatMap((m) => {
            const fit = m.universal ? undefined : narrowed.fits.get(m.id);
            return fit ? [{ fit, n: 1 }] : [];
          }),
        })
      : { engine: [], trim: [] };
  const total = listed.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (input.page > pages && total > 0)
    throw notFound(`There is no page ${input.page}; this list has ${pages} page${pages === 1 ? "" : "s"}`);
  const pageIds = listed.slice((input.page - 1) * PAGE_SIZE, input.page * PAGE_SIZE).map((m) => m.id);
  const products = await productCards(db, pageIds, fitsFor);

  // Direct links: a category or type every word of whose name the query holds.
  const queryStems = new Set(read.words.flatMap((w) => [...w.meanings].filter(([, t]) => t <= 1).map(([m]) => m)));
  // The names' words as stems, made once per reference data.
  const named = nameWords(ref);
  const namesAll = (words: string[]) => words.every((w) => queryStems.has(w));
  const linkedTypes = new Set(named.types.filter((t) => namesAll(t.words)).map((t) => t.id));
  const linkedCategories = new Set(named.categories.filter((c) => namesAll(c.words)).map((c) => c.id));
  // For the car the list is narrowed to (the one named, else the shopper's unless fits=0), as the list is.
  const linkCar = onlyFits ? fitsFor : null;
  const base = linkCar ? linkCar.ref.path : "";
  const forWhom = linkCar ? ` for ${vehicleName(linkCar.ref)}` : "";
  const typeLinks = [...ref.typeById.values()].filter((t) => linkedTypes.has(t.id));
  const links = [
    ...typeLinks.flatMap((t) => {
      const c = ref.categoryById.get(t.categoryId);
      return c ? [{ label: `${t.name}${forWhom}`, path: `${base}/${c.slug}/${t.slug}` }] : [];
    }),
    ...ref.categories
      .filter((c) => linkedCategories.has(c.id) && !typeLinks.some((t) => t.categoryId === c.id))
      .map((c) => ({ label: `${c.name}${forWhom}`, path: `${base}/${c.slug}` })),
  ].slice(0, 3);
  if (links.length === 0 && read.named)
    links.push({ label: `All parts for ${vehicleName(read.named.ref)}`, path: read.named.ref.path });

  // Nothing found: the closest spellings, and categories near what was typed.
  let didYouMean: string | null = null;
  let suggestedCategories: { label: string; path: string }[] = [];
  const years = read.carOnly && read.model ? await modelYears(db, read.model) : [];
  const models =
    read.carOnly && !read.named && !read.model && read.car.make ? await makeModels(db, read.car.make) : null;
  if (total === 0 && years.length === 0 && !models) {
    // The query as typed, with each word nothing matched respelled — the car, the words read and
    // part numbers stay — offered only when it finds something.
    const respelling = new Map(
      ignored
        .filter((w) => /^[a-z]{3,}$/.test(w))
        .flatMap((w) => {
          const closest = closestWord(lexicon, w);
          return closest && closest !== w ? [[w, closest] as const] : [];
        }),
    );
    const respelledQuery = input.q.replace(/[a-z0-9]+/gi, (w) => respelling.get(w.toLowerCase()) ?? w);
    if (respelling.size > 0 && (await findsParts(db, ref, lexicon, respelledQuery, active, input.fits)))
      didYouMean = respelledQuery;
    // Categories near the words of parts typed (not the car's, nor part numbers).
    const respelled = splitWords(read.phrase)
      .filter((w) => /^[a-z]{3,}$/.test(w))
      .map((w) => respelling.get(w) ?? w);
    // As near as a search forgives: "oil" is Oils and Oil Filters, not Air Filters or Coil Springs.
    const near = (name: string) =>
      splitWords(name).some((n) =>
        respelled.some((w) => typoDistance(stem(w), stem(n), allowedTypos(w)) <= allowedTypos(w)),
      );
    suggestedCategories = [
      ...[...ref.typeById.values()]
        .filter((t) => near(t.name))
        .map((t) => {
          const c = ref.categoryById.get(t.categoryId);
          return { label: t.name, path: c ? `/${c.slug}/${t.slug}` : "/" };
        }),
      ...ref.categories.filter((c) => near(c.name)).map((c) => ({ label: c.name, path: `/${c.slug}` })),
    ].slice(0, 5);
    if (suggestedCategories.length === 0)
      suggestedCategories = ref.categories.slice(0, 5).map((c) => ({ label: c.name, path: `/${c.slug}` }));
  }

  return {
    query: input.q,
    products,
    total: Math.min(total, MATCH_CAP),
    total_capped: matches.length >= MATCH_CAP,
    page: input.page,
    pages,
    sort: input.sort,
    fits_vehicle: fitsFor?.ref ?? null,
    only_fits: onlyFits,
    facets: { category: categoryFacet, ...facets, ...questions },
    understood: {
      corrections: [...read.runTogether, ...correctionsOf(read.words, lexicon)],
      vehicle: read.named ? namedRef(read.named) : null,
      model: read.model ? { make: read.model.make, model: read.model.model } : null,
      engine: read.engine,
      ignored,
    },
    links,
    model_years: years,
    make_models: models,
    did_you_mean: didYouMean,
    suggested_categories: suggestedCategories,
    breadcrumbs: [
      { label: "Home", path: "/" },
      { label: `Search: ${input.q}`, path: `/search?q=${encodeURIComponent(input.q)}` },
    ],
  };
}

/** Whether a query finds any part, every word matched, in the list's scope ("Did you mean" checks its spelling). */
async function findsParts(
  db: Db,
  ref: ReferenceData,
  lexicon: Lexicon,
  q: string,
  active: FitVehicle | null,
  fits: "0" | "1" | undefined,
): Promise<boolean> {
  const read = await readQuery(db, lexicon, q, active, { prefix: true });
  const { fitsFor, onlyFits } = carOfList(read, active, fits);
  const narrowTo = onlyFits ? fitsFor : null;
  const found = await matchQuery(db, ref, read, {
    onlyVehicleId: narrowTo?.ref.id ?? null,
    onlyAllowed: narrowTo ? (await narrowedParts(db, narrowTo)).allowed : null,
    fitsVehicleId: null,
    limit: 1,
  });
  return found.matches.length > 0 && found.dropped.length === 0 && read.ignored.length === 0;
}

/**
 * A model's vehicle pages, newest first: a query naming the model alone asks for its year first, as
 * RockAuto's catalogue does — a part fits a year (and an engine), not a model.
 */
async function modelYears(db: Db, model: NamedModel): Promise<VehicleRef[]> {
  const rows = await rowsOf<{ id: number; year: number; make: string; model: string; slug: string }>(
    db,
    sql`select id, year, make, model, slug from vehicles
        where make_slug = ${model.makeSlug} and model_slug = ${model.modelSlug} order by year desc`,
  );
  return rows.map(toVehicleRef);
}

/**
 * A make's models, by name, each a search for it ("Toyota Camry"), which asks its year: a query
 * naming the make alone, as RockAuto's catalogue goes from the make to its models.
 */
async function makeModels(db: Db, make: { make: string; makeSlug: string }) {
  const rows = await rowsOf<{ model: string }>(
    db,
    sql`select distinct model from vehicles where make_slug = ${make.makeSlug} order by model`,
  );
  return {
    make: make.make,
    models: rows.map((r) => ({ label: r.model, path: `/search?q=${encodeURIComponent(`${make.make} ${r.model}`)}` })),
  };
}

/** The vehicle as answers name it, without its configuration. */
export function namedRef(v: FitVehicle): VehicleRef {
  return { id: v.ref.id, year: v.ref.year, make: v.ref.make, model: v.ref.model, slug: v.ref.slug, path: v.ref.path };
}

export { toVehicleRef };
