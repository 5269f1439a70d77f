/**
 * The back office's tables keep their state (search, tab, page) in the URL, so a link,
 * a reload or the Back button shows the same list. Page 1 and empty values are left out.
 */
export function listHref(
  path: string,
  state: Record<string, string | undefined>,
  change: Record<string, string | number | null> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...state, ...change })) {
    if (value === null || value === undefined || value === "") continue;
    if (key === "page" && Number(value) === 1) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/** The listed keys of a request's URL, trimmed, absent ones as "". */
export function readListState<K extends string>(url: URL, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, url.searchParams.get(k)?.trim() ?? ""])) as Record<K, string>;
}

/** The same state as the API's query string (empty values left out). */
export function apiQuery(state: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How many pages `total` rows make at `pageSize` a page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
