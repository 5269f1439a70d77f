/** The catalogue requests every tier is measured with, and how a row names them. */
import type { FilterRequest } from "@pitstop/contract/catalogue";
import { RESULTS_FILTER } from "../search.ts";

const VEHICLE = "toyota-camry-2018-accessories";
const CATEGORY = "brakes";

/** What each tier runs: the HTTP scenarios and the listings compared page 1 vs page 200. */
export const REQUESTS = {
  vehicle: { slug: VEHICLE },
  category: { slug: CATEGORY },
  vehicleP1: { slug: VEHICLE, "SORT BY": "featured", page: 1 },
  vehicleP200: { slug: VEHICLE, "SORT BY": "featured", page: 200 },
  categoryP1: { slug: CATEGORY, "SORT BY": "price-asc", page: 1 },
  categoryP200: { slug: CATEGORY, "SORT BY": "price-asc", page: 200 },
  /** The catalogue page the search results page is measured against (search.ts). */
  resultsPeer: RESULTS_FILTER,
} satisfies Record<string, FilterRequest>;
export type RequestName = keyof typeof REQUESTS;
export const DEEP_PAGES = [
  ["vehicleP1", "vehicleP200"],
  ["categoryP1", "categoryP200"],
] as const;

export const label = (r: FilterRequest) =>
  `${r.slug}${r["SORT BY"] && r["SORT BY"] !== "featured" ? ` ${r["SORT BY"]}` : ""}${Number(r.page ?? 1) > 1 ? ` p${r.page}` : ""}`;
