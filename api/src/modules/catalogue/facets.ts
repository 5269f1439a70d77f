import type { FacetValue } from "@pitstop/contract/catalogue";
import { countOf } from "@pitstop/contract/plural";
import type { ReferenceData } from "./reference-data.ts";

/** One cell of the facet cube: how many products share these dimension values. */
export interface FacetCell {
  categoryId: number;
  typeId: number;
  brandId: number;
  stars: number; // whole stars, rounded down
  universal: boolean;
  n: number;
}

export interface Scope {
  categoryId: number | null;
  typeId: number | null;
  brandId: number | null;
}

export interface Filters {
  typeIds: Set<number>;
  brandIds: Set<number>;
  minStars: number | null;
  fitment: Set<"direct" | "universal">;
}

type Dimension = "type" | "brand" | "rating" | "fitment";

const inScope = (c: FacetCell, s: Scope) =>
  (s.categoryId === null || c.categoryId === s.categoryId) &&
  (s.typeId === null || c.typeId === s.typeId) &&
  (s.brandId === null || c.brandId === s.brandId);

/** Whether a cell passes every filter but `except` (disjunctive faceting: a facet ignores itself). */
function passes(c: FacetCell, f: Filters, except?: Dimension) {
  if (except !== "type" && f.typeIds.size > 0 && !f.typeIds.has(c.typeId)) return false;
  if (except !== "brand" && f.brandIds.size > 0 && !f.brandIds.has(c.brandId)) return false;
  if (except !== "rating" && f.minStars !== null && c.stars < f.minStars) return false;
  if (except !== "fitment" && f.fitment.size > 0 && !f.fitment.has(c.universal ? "universal" : "direct")) return false;
  return true;
}

/** Whether a cell's products are on a page of this scope under every filter. */
export const listedCell = (c: FacetCell, s: Scope, f: Filters): boolean => inScope(c, s) && passes(c, f);

function countBy(cells: FacetCell[], key: (c: FacetCell) => number) {
  const counts = new Map<number, number>();
  for (const c of cells) counts.set(key(c), (counts.get(key(c)) ?? 0) + c.n);
  return counts;
}

/**
 * Totals and facet counts from the cube, all in memory: the cube has at most a few thousand cells
 * whatever the catalogue's size, so this never scans products.
 */
export function computeFacets(cells: FacetCell[], scope: Scope, filters: Filters, ref: ReferenceData) {
  const scoped = cells.filter((c) => inScope(c, scope));
  const total = scoped.reduce((sum, c) => sum + (passes(c, filters) ? c.n : 0), 0);
  const directTotal = scoped.reduce((sum, c) => sum + (!c.universal && passes(c, filters) ? c.n : 0), 0);

  const typeCounts = countBy(
    scoped.filter((c) => passes(c, filters, "type")),
    (c) => c.typeId,
  );
  const type: FacetValue[] = [...typeCounts]
    .flatMap(([id, count]) => {
      const t = ref.typeById.get(id);
      return t ? [{ value: t.slug, label: t.name, count }] : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label));

  const brandCounts = countBy(
    scoped.filter((c) => passes(c, filters, "brand")),
    (c) => c.brandId,
  );
  const brand: FacetValue[] = [...brandCounts]
    .flatMap(([id, count]) => {
      const b = ref.brandById.get(id);
      return b ? [{ value: b.slug, label: b.name, count }] : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label));

  const forRating = scoped.filter((c) => passes(c, filters, "rating"));
  const rating: FacetValue[] = [4, 3, 2, 1].map((stars) => ({
    value: String(stars),
    label: `${countOf(stars, "star")} & up`,
    count: forRating.reduce((sum, c) => sum + (c.stars >= stars ? c.n : 0), 0),
  }));

  const forFitment = scoped.filter((c) => passes(c, filters, "fitment"));
  const direct = forFitment.reduce((sum, c) => sum + (c.universal ? 0 : c.n), 0);
  const universal = forFitment.reduce((sum, c) => sum + (c.universal ? c.n : 0), 0);
  const fitment: FacetValue[] = [
    // One name for the facet wherever it shows (a vehicle's page or a category), paired with 'Universal fit'.
    { value: "direct", label: "Vehicle-specific fit", count: direct },
    { value: "universal", label: "Universal fit", count: universal },
  ];

  // A vehicle page lists its categories with how many parts fit, under no other filter.
  const categoryCounts = countBy(
    cells.filter((c) => passes(c, filters)),
    (c) => c.categoryId,
  );
  const categories: FacetValue[] = ref.categories
    .filter((c) => (categoryCounts.get(c.id) ?? 0) > 0)
    .map((c) => ({ value: c.slug, label: c.name, count: categoryCounts.get(c.id) ?? 0 }));

  return { total, directTotal, facets: { type, brand, rating, fitment }, categories };
}
