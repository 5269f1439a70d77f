/** The pages the storefront benchmark asks for, as a first-time visitor would, and each page's own API call. */
import type { FilterRequest } from "@pitstop/contract/catalogue";
import pg from "pg";
import { filterRequestFromUrl } from "../../web/app/features/catalogue/catalogue-params.ts";
import type { LoadRequest } from "../load.ts";

export const VEHICLE_PAGE = "/toyota-camry-2018-accessories";
export const CATEGORY_PAGE = "/brakes";

/** A first-time visitor's browser asking for a page: no cookies, compression accepted. */
export const PAGE_HEADERS = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-US,en;q=0.9",
};
/** What the storefront's API client sends (web/app/lib/api.server.ts) for a visitor without a session. */
const API_HEADERS = { accept: "application/json", "x-forwarded-for": "127.0.0.1" };

export interface Scenario {
  name: string;
  /** The page a visitor asks for. */
  page: string;
  /** The API call the page's route loader makes for its own data (routes/catch-all.tsx). */
  api: LoadRequest;
}

/** The catch-all loader's POST /api/filter for a listing page without query or vehicle cookie. */
export function filterCall(page: string): LoadRequest {
  const body: FilterRequest = filterRequestFromUrl(page.slice(1), new URLSearchParams(), null);
  return {
    method: "POST",
    path: "/api/filter",
    headers: { ...API_HEADERS, "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

export const pageRequest = (page: string): LoadRequest => ({ method: "GET", path: page, headers: PAGE_HEADERS });

/** The three pages: the product is the first card of /brakes (the demo catalogue is deterministic). */
export async function scenarios(apiUrl: string): Promise<Scenario[]> {
  const brakes = filterCall(CATEGORY_PAGE);
  const res = await fetch(`${apiUrl}${brakes.path}`, { method: "POST", headers: brakes.headers, body: brakes.body });
  if (!res.ok) throw new Error(`POST /api/filter for ${CATEGORY_PAGE} answered ${res.status}`);
  const listing = (await res.json()) as { products: { path: string }[] };
  const product = listing.products[0]?.path;
  if (!product) throw new Error(`${CATEGORY_PAGE} lists no product`);
  // The loader asks for the last segment of the product's path (with ?vehicle= only when a car is chosen).
  const slug = product.split("/").at(-1) ?? "";
  return [
    { name: "vehicle page", page: VEHICLE_PAGE, api: filterCall(VEHICLE_PAGE) },
    { name: "category page", page: CATEGORY_PAGE, api: filterCall(CATEGORY_PAGE) },
    {
      name: "product page",
      page: product,
      api: { method: "GET", path: `/api/products/${slug}`, headers: API_HEADERS },
    },
  ];
}

/**
 * How many distinct vehicle pages the long-tail load cycles through, each one long out of the page
 * cache (3 s) when asked again. 300 came round every 3 s once the storefront served 100 pages a
 * second, and then measured the cache; 3,000 come round every 30 s at that rate. The load section
 * also counts the page cache's answers during the run, which must be none.
 */
export const LONG_TAIL_PAGES = 3000;

/**
 * The long tail: LONG_TAIL_PAGES vehicle pages that list parts, spread over makes and years (a fixed
 * pseudo-random pick of the vehicles with fitment), each with its own loader's API call.
 */
export async function longTail(databaseUrl: string): Promise<Array<{ page: string; api: LoadRequest }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string }>(
      `select v.slug from vehicles v
        where exists (select 1 from product_fitment f where f.vehicle_id = v.id)
        order by md5(v.slug) limit $1`,
      [LONG_TAIL_PAGES],
    );
    return rows.map(({ slug }) => {
      const page = `/${slug}-accessories`;
      return { page, api: filterCall(page) };
    });
  } finally {
    await client.end();
  }
}
