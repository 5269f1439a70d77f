/**
 * The news list's limits, without zod: the storefront's home page imports them
 * and must not bring zod along (docs/decisions/017).
 */

export const NEWS_PAGE_SIZE_MAX = 50;
/** Far past the last page of any real blog, well inside the database's integer range. */
export const NEWS_PAGE_MAX = 10_000;
/** The home page's 'latest news' block shows 2 unless asked for more. */
export const LATEST_NEWS_DEFAULT = 2;
