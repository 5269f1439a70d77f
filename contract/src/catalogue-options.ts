/**
 * The catalogue's sorts and paging, without zod: the storefront's browser code imports them
 * and must not bring zod along (docs/decisions/017).
 */

export const SORTS = ["featured", "price-asc", "price-desc", "rating", "newest", "name"] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  featured: "Featured",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  rating: "Top rated",
  newest: "Newest",
  name: "Name: A to Z",
};
export const FITMENTS = ["direct", "universal"] as const;
export const PAGE_SIZE = 24;
/** Totals are counted exactly up to this many; past it the API says "10,000+" (`total_capped`). */
export const TOTAL_CAP = 10_000;
