import { NewsListSchema } from "@pitstop/contract/news";
import { SITEMAP_KINDS, SitemapFileSchema, type SitemapKind } from "@pitstop/contract/sitemap";
import { apiFor } from "~/lib/api.server";
import { publicOrigin } from "~/lib/public-origin.server";
import { urlset } from "~/lib/sitemap-xml.server";
import type { Route } from "./+types/sitemap-file";

/** The shop's own pages every visitor may open (the content pages, the review wall, the blog). */
export const STATIC_PATHS = [
  "/",
  "/blog",
  "/about",
  "/faq",
  "/community",
  "/reviews",
  "/returns",
  "/shipping",
  "/privacy-policy",
  "/terms-of-use",
  "/warranty",
];

/** News pages read for the sitemap: at most this many articles (50 a page). */
const ARTICLE_PAGES = 20;

/**
 * One sitemap file (docs/decisions/033): `pages.xml` (the shop's pages and every article), or
 * `{catalogue|vehicles|products}-{n}.xml` as the API pages the catalogue. Anything else is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const api = apiFor(request);
  if (params.file === "pages.xml") {
    const articles: Array<{ path: string; lastmod: string | null }> = [];
    for (let page = 1; page <= ARTICLE_PAGES; page++) {
      const list = await api.get(`/api/news?limit=50&page=${page}`, NewsListSchema);
      articles.push(...list.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.published_at })));
      if (list.length < 50) break;
    }
    return urlset(origin, [...STATIC_PATHS.map((path) => ({ path })), ...articles]);
  }
  const match = /^(\w+)-(\d{1,5})\.xml$/.exec(params.file ?? "");
  const kind = match?.[1] as SitemapKind | undefined;
  if (!match || !kind || !SITEMAP_KINDS.includes(kind) || Number(match[2]) < 1) {
    throw new Response("Page Not Found", { status: 404 });
  }
  const file = await api.get(`/api/sitemap/${kind}/${Number(match[2])}`, SitemapFileSchema);
  if (file.urls.length === 0) throw new Response("Page Not Found", { status: 404 });
  return urlset(origin, file.urls);
}
