import type { ReviewSort } from "@pitstop/contract/reviews";

/**
 * A product page's review list as its URL holds it: `?sort=helpful&stars=4&owners=1&page=2`.
 * Written without the contract's zod schemas, which would join the product page's first-visit
 * JavaScript (docs/decisions/017); `satisfies` keeps the sorts the contract's.
 */
export const REVIEW_SORT_OPTIONS = [
  { value: "newest", label: "Newest" },
  { value: "helpful", label: "Most helpful" },
  { value: "highest", label: "Highest rated" },
  { value: "lowest", label: "Lowest rated" },
] as const satisfies ReadonlyArray<{ value: ReviewSort; label: string }>;

export interface ReviewView {
  sort: ReviewSort;
  page: number;
  /** Only reviews with this many stars (a histogram row). */
  stars: number | null;
  /** Only reviews from owners of the active vehicle's make and model. */
  owners: boolean;
}

const isSort = (value: string | null): value is ReviewSort => REVIEW_SORT_OPTIONS.some((o) => o.value === value);
const PAGE = /^[1-9]\d{0,3}$/;
const STARS = /^[1-5]$/;

/** The list the URL asks for; a hand-edited value it cannot mean is left out rather than an error page. */
export function reviewViewFromUrl(params: URLSearchParams): ReviewView {
  const sort = params.get("sort");
  const page = params.get("page") ?? "";
  const stars = params.get("stars") ?? "";
  return {
    sort: isSort(sort) ? sort : "newest",
    page: PAGE.test(page) ? Number(page) : 1,
    stars: STARS.test(stars) ? Number(stars) : null,
    owners: params.get("owners") === "1",
  };
}

/** The API's query for that list (GET /api/products/{slug}/reviews); owners only with a vehicle. */
export function reviewApiQuery(view: ReviewView, vehicleKey: string | null): string {
  const query = new URLSearchParams({ sort: view.sort, page: String(view.page) });
  if (view.stars !== null) query.set("stars", String(view.stars));
  if (vehicleKey) {
    query.set("vehicle", vehicleKey);
    if (view.owners) query.set("owners", "1");
  }
  return query.toString();
}

/**
 * The link to the list with `change` applied, keeping the rest of the URL. A new filter or sort
 * starts again at page 1; defaults leave the URL (`?sort=newest` is just the page).
 */
export function reviewViewLink(params: URLSearchParams, change: Partial<ReviewView>): string {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  if (change.sort !== undefined) set("sort", change.sort === "newest" ? null : change.sort);
  if (change.stars !== undefined) set("stars", change.stars === null ? null : String(change.stars));
  if (change.owners !== undefined) set("owners", change.owners ? "1" : null);
  const page = change.page ?? 1;
  set("page", page === 1 ? null : String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}
