import { SitemapIndexSchema } from "@pitstop/contract/sitemap";
import { apiFor } from "~/lib/api.server";
import { publicOrigin } from "~/lib/public-origin.server";
import { sitemapIndex } from "~/lib/sitemap-xml.server";
import type { Route } from "./+types/sitemap";

/**
 * `/sitemap.xml`, the footer's sitemap link and robots.txt's: an index of the sitemap files — the
 * shop's own pages and articles (`/sitemap/pages.xml`), then the catalogue's as the API splits it
 * (categories, types and brands; vehicle pages with parts; products), each file at most 50,000
 * addresses (docs/decisions/033).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const index = await apiFor(request).get("/api/sitemap", SitemapIndexSchema);
  return sitemapIndex(origin, [
    { path: "/sitemap/pages.xml" },
    ...index.files.map((f) => ({ path: `/sitemap/${f.kind}-${f.page}.xml`, lastmod: f.lastmod })),
  ]);
}
