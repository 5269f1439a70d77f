/** The news list's limits, without zod: the storefront's home page imports them (issue 11). */

export const NEWS_PAGE_SIZE_MAX = 50;
/** Far past the last page of any real blog, well inside the database's integer range. */
export const NEWS_PAGE_MAX = 10_000;
/** spec §9: the 'latest news' block takes 2 by default. */
export const LATEST_NEWS_DEFAULT = 2;
