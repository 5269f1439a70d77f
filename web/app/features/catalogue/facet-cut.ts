import type { FacetValue } from "@pitstop/contract/catalogue";

/** A long facet shows this many values until asked for all of them (the ones chosen are always shown). */
export const FACET_VALUES_SHOWN = 8;

/** The facets that can be long: a catalogue's part types and brands, search results' categories. */
export const CUT_FACETS = ["category", "type", "brand"] as const;
export type CutFacet = (typeof CUT_FACETS)[number];

/** `?show=brand`: the page lists every brand (the facet's "Show all"); repeated for several. */
export const SHOW_ALL_PARAM = "show";

/** How many values of each cut facet the page left out. */
export type HiddenFacetValues = Partial<Record<CutFacet, number>>;

/** A listing's facets, as far as cutting goes. */
export type Facets = { [K in CutFacet]?: FacetValue[] };

/**
 * For a loader: each long facet cut to what its page shows — the first values, and any chosen one
 * further down — unless the URL asks for all of it, with how many were left out. A vehicle page's
 * answer carries ~90 part types and brands; the page shows 16, and every value it does not show
 * would still ride in the page's loader data (encoded, escaped and sent with every page).
 */
export function cutFacets<F extends Facets>(facets: F, params: URLSearchParams): F & { hidden: HiddenFacetValues } {
  const shownAll = params.getAll(SHOW_ALL_PARAM);
  const cut: Facets = {};
  const hidden: HiddenFacetValues = {};
  for (const name of CUT_FACETS) {
    const values = facets[name];
    if (!values || shownAll.includes(name) || values.length <= FACET_VALUES_SHOWN) continue;
    const chosen = params.getAll(name);
    const shown = values.filter((v, i) => i < FACET_VALUES_SHOWN || chosen.includes(v.value));
    cut[name] = shown;
    hidden[name] = values.length - shown.length;
  }
  return { ...facets, ...cut, hidden };
}

/** The search string that shows every value of `name` (the page and filters kept). */
export function showAllSearch(params: URLSearchParams, name: CutFacet): string {
  const next = new URLSearchParams(params);
  if (!next.getAll(SHOW_ALL_PARAM).includes(name)) next.append(SHOW_ALL_PARAM, name);
  return next.toString();
}
