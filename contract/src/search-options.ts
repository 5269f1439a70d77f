import { SORT_LABELS, SORTS } from "./catalogue-options.ts";

/**
 * The search results page's sorts — relevance first (the default), then the catalogue's
 * own. Without zod, and apart from the catalogue's options: only the results page's code carries them.
 */
export const SEARCH_SORTS = ["relevance", ...SORTS.filter((s) => s !== "featured")] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = { ...SORT_LABELS, relevance: "Best match" };
