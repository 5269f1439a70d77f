import { type FacetValue, PAGE_SIZE, type SearchResultsQuerySchema } from "@pitstop/contract/catalogue";
import { countOf } from "@pitstop/contract/plural";
import type { z } from "zod";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { computeFacets, type FacetCell, type Filters } from "../catalogue/facets.ts";
import type { FitVehicle, narrowedParts } from "../catalogue/fit.ts";
import { configurationQuestions } from "../catalogue/fit-questions.ts";
import type { ReferenceData } from "../catalogue/reference-data.ts";
import type { Match } from "./strategy.ts";

type ResultsQuery = z.output<typeof SearchResultsQuerySchema>;

/** The filters of a results list: the categories chosen, and the other facets' choices. */
export interface ListFilters {
  categoryIds: Set<number>;
  filters: Filters;
}

const slugs = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The filters the query string chose, each slug checked against the shop's (a 400 naming the unknown ones). */
export function filtersOf(ref: ReferenceData, input: ResultsQuery): ListFilters {
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
  return {
    categoryIds: new Set(categorySlugs.flatMap((s) => ref.categoryBySlug.get(s)?.id ?? [])),
    filters: {
      typeIds: new Set(typeSlugs.flatMap((s) => ref.typeBySlug.get(s)?.id ?? [])),
      brandIds: new Set(brandSlugs.flatMap((s) => ref.brandBySlug.get(s)?.id ?? [])),
      minStars: input.rating ?? null,
      fitment: new Set(fitment as ("direct" | "universal")[]),
    },
  };
}

const inCategories = (m: Match, { categoryIds }: ListFilters) =>
  categoryIds.size === 0 || categoryIds.has(m.categoryId);

const passesFilters = (m: Match, { filters }: ListFilters) =>
  (filters.typeIds.size === 0 || filters.typeIds.has(m.typeId)) &&
  (filters.brandIds.size === 0 || filters.brandIds.has(m.brandId)) &&
  (filters.minStars === null || m.ratingTenths >= filters.minStars * 10) &&
  (filters.fitment.size === 0 || filters.fitment.has(m.universal ? "universal" : "direct"));

/**
 * The matches sharing a category, type, brand, star count and universality make one cell, as the
 * catalogue's cube does: a few dozen cells for a few hundred matches, each read by every facet.
 */
function cellsOf(found: Match[]): FacetCell[] {
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
}

/**
 * The facets count what the query found (disjunctive: each ignores its own choice); the category
 * facet likewise, and the others within the categories chosen.
 */
export function facetsOf(matches: Match[], chosen: ListFilters, ref: ReferenceData) {
  const scope = { categoryId: null, typeId: null, brandId: null };
  const inChosen = matches.filter((m) => inCategories(m, chosen));
  const { facets } = computeFacets(cellsOf(inChosen), scope, chosen.filters, ref);
  const categoryCounts = new Map<number, number>();
  for (const m of matches)
    if (passesFilters(m, chosen)) categoryCounts.set(m.categoryId, (categoryCounts.get(m.categoryId) ?? 0) + 1);
  const category: FacetValue[] = ref.categories
    .filter((c) => (categoryCounts.get(c.id) ?? 0) > 0)
    .map((c) => ({ value: c.slug, label: c.name, count: categoryCounts.get(c.id) ?? 0 }));
  return { category, ...facets };
}

/** The matches the filters keep, in the list's order. */
export function listedOf(matches: Match[], chosen: ListFilters, sorter: (a: Match, b: Match) => number): Match[] {
  return matches.filter((m) => inCategories(m, chosen) && passesFilters(m, chosen)).sort(sorter);
}

/** Asked once at the top: each engine (or trim) with what choosing it lists here. */
export function questionsOf(
  narrowTo: FitVehicle | null,
  narrowed: Awaited<ReturnType<typeof narrowedParts>> | null,
  listed: Match[],
) {
  if (!narrowTo || !narrowed) return { engine: [], trim: [] };
  return configurationQuestions(narrowTo, {
    universal: listed.reduce((n, m) => n + (m.universal ? 1 : 0), 0),
    direct: listed.flatMap((m) => {
      const fit = m.universal ? undefined : narrowed.fits.get(m.id);
      return fit ? [{ fit, n: 1 }] : [];
    }),
  });
}

/** The page asked for of a list: its products' ids, and how many pages there are (a 404 past the last). */
export function pageOf(listed: Match[], page: number): { ids: number[]; pages: number } {
  const total = listed.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages && total > 0) throw notFound(`There is no page ${page}; this list has ${countOf(pages, "page")}`);
  return { ids: listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((m) => m.id), pages };
}
