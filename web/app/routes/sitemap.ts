import { CategoryListSchema } from "@pitstop/contract/catalogue";
import { NewsListSchema } from "@pitstop/contract/news";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/sitemap";

const STATIC_PATHS = [
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

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The footer's sitemap link: every public page a crawler should know about. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const api = apiFor(request);
  const [categories, articles] = await Promise.all([
    api.get("/api/categories", CategoryListSchema),
    api.get("/api/news?limit=50", NewsListSchema),
  ]);
  const paths = [...STATIC_PATHS, ...categories.map((c) => `/${c.slug}`), ...articles.map((a) => `/blog/${a.slug}`)];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
