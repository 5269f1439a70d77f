import type { FITMENTS, FilterRequest } from "@pitstop/contract/catalogue";
import { SORTS, type Sort } from "@pitstop/contract/catalogue-options";

/**
 * The catalogue's shareable state lives in the URL (sort, type, fitment, rating, brand,
 * page). Lists repeat the parameter (`?brand=a&brand=b`). `fits=0` lists parts for every vehicle
 * while one is active, as on search results.
 */
export function filterRequestFromUrl(slug: string, params: URLSearchParams, vehicle: string | null): FilterRequest {
  const sort = params.get("sort");
  const rating = params.get("rating");
  const page = params.get("page");
  return {
    slug,
    "SORT BY": (sort ?? "featured") as Sort,
    TYPE: params.getAll("type"),
    FITMENT: params.getAll("fitment") as Array<(typeof FITMENTS)[number]>,
    RATING: rating === null ? null : Number(rating),
    BRAND: params.getAll("brand"),
    page: page === null ? 1 : Number(page),
    vehicle,
    ...(params.get("fits") === "0" ? { fits: "0" as const } : {}),
  };
}

export const isSort = (value: string): value is Sort => (SORTS as readonly string[]).includes(value);

/** A new search string with one list parameter toggled; the page goes back to 1. */
export function toggleParam(params: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(params);
  const values = next.getAll(key);
  next.delete(key);
  for (const v of values) if (v !== value) next.append(key, v);
  if (!values.includes(value)) next.append(key, value);
  next.delete("page");
  return next.toString();
}

export function setParam(params: URLSearchParams, key: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  if (key !== "page") next.delete("page");
  return next.toString();
}

/**
 * A link to this page under another search string. Links take it as a string: given an object,
 * React Router builds three error messages for every link on every render, and a catalogue page
 * has over a hundred filter links.
 */
export const searchLink = (search: string) => `?${search}`;

/** The filters of a list (search results filter by category too). */
export const FILTER_KEYS = ["category", "type", "brand", "fitment", "rating"] as const;

export function clearFilters(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_KEYS, "page"]) next.delete(key);
  return next.toString();
}
