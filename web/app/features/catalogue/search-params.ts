import { SEARCH_SORTS, type SearchSort } from "@pitstop/contract/search-options";

/** The longest query the API reads (SearchResultsQuerySchema). */
const MAX_QUERY = 200;

export const isSearchSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);

/**
 * The results page's state lives in its URL as a catalogue page's does — q, sort, page,
 * and the filters as repeated parameters (`?brand=a&brand=b`) — plus `fits=0`, which lists parts
 * for any vehicle while one is active. This is the query of GET /api/search/results for it, whose
 * lists are comma-separated.
 */
export function searchResultsQuery(params: URLSearchParams, vehicle: string | null): string {
  const query = new URLSearchParams({ q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY) });
  for (const key of ["sort", "page", "rating"]) {
    const value = params.get(key);
    if (value !== null) query.set(key, value);
  }
  for (const key of ["category", "type", "brand", "fitment"]) {
    const values = params.getAll(key);
    if (values.length > 0) query.set(key, values.join(","));
  }
  if (vehicle) query.set("vehicle", vehicle);
  if (params.get("fits") === "0") query.set("fits", "0");
  return query.toString();
}

/** A results page's address for a query (the "Did you mean" link, the header's search). */
export const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/**
 * The query as the shop read it: each word typed with a typo replaced by the word it was read as
 * ("brkae pdas" → "brake pads"), and words typed apart by the one they make ("head light" →
 * "headlight"), or null when nothing was corrected.
 */
export function correctedQuery(q: string, corrections: Array<{ typed: string; read: string }>): string | null {
  if (corrections.length === 0) return null;
  let joined = q;
  for (const c of corrections) {
    const words = c.typed.split(/\s+/);
    if (words.length < 2 || words.some((w) => !/^[a-z0-9]+$/.test(w))) continue;
    joined = joined.replace(new RegExp(`(?<![a-z0-9])${words.join("[^a-z0-9]+")}(?![a-z0-9])`, "gi"), c.read);
  }
  const read = new Map(corrections.map((c) => [c.typed, c.read]));
  const corrected = joined.replace(/[a-z0-9]+/gi, (word) => read.get(word.toLowerCase()) ?? word);
  return corrected === q ? null : corrected;
}

/** The longest query a heading shows whole. */
const HEADING_QUERY = 60;

/**
 * A query as a heading shows it: a long one (the API reads 200 characters) cut at a word and ended
 * with "…", so that on a phone the results are still in sight under it.
 */
export function headingQuery(q: string): string {
  if (q.length <= HEADING_QUERY) return q;
  const cut = q.slice(0, HEADING_QUERY);
  // The last whole word: the cut may fall just before a space.
  const space = q[HEADING_QUERY] === " " ? HEADING_QUERY : cut.lastIndexOf(" ");
  return `${(space >= HEADING_QUERY / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
