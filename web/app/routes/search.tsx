import { SearchResultsResponseSchema } from "@pitstop/contract/catalogue";
import { redirect } from "react-router";
import { pageListing } from "~/features/catalogue/page-listing";
import { isSearchSort, searchResultsQuery } from "~/features/catalogue/search-params";
import { SearchResultsView } from "~/features/catalogue/search-results";
import { activeVehicleKey } from "~/lib/active-vehicle/active-vehicle";
import { activeVehicleFor } from "~/lib/active-vehicle/active-vehicle.server";
import { apiFor } from "~/lib/api.server";
import { jsonData, readJsonData } from "~/lib/json-data";
import { requestPath } from "~/lib/request-path";
import type { Route } from "./+types/search";
import { useCardControls } from "./card-controls";

/**
 * `/search?q=` — every part a query finds, a page at a time, with facets and sorts;
 * the state in the URL (q, sort, page, category, type, brand, rating, fitment, fits). Cards answer
 * for the active vehicle, and list only its parts unless `fits=0`, or for the car the query names.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim() ?? "";
  if (!q) throw redirect("/");
  const notFound = () => new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  if (!isSearchSort(params.get("sort") ?? "relevance")) throw notFound();
  const vehicle = activeVehicleKey(await activeVehicleFor(request));
  try {
    const results = await apiFor(request).get(
      `/api/search/results?${searchResultsQuery(params, vehicle)}`,
      SearchResultsResponseSchema,
    );
    // Past the last page is a page that does not exist, as on the catalogue (the API says so when
    // it found something; with nothing found there is only page 1).
    if (results.page > results.pages) throw notFound();
    return { results: jsonData(pageListing(results, params)) };
  } catch (err) {
    // A malformed filter in a hand-edited URL is a page that does not exist, not a crash.
    if (err instanceof Error && "status" in err && err.status === 400) throw notFound();
    throw err;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Search: ${readJsonData(loaderData.results).query} · Pitstop` : "Page not found · Pitstop";
  return [{ title }, { name: "robots", content: "noindex" }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const controls = useCardControls();
  return <SearchResultsView results={readJsonData(loaderData.results)} {...controls} />;
}
