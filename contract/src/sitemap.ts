import { z } from "zod";

/** The sitemaps protocol's limit: at most this many addresses in one sitemap file. */
export const SITEMAP_FILE_URLS = 50_000;

/** The kinds of sitemap file the API lists; the storefront adds its own static pages and articles. */
export const SITEMAP_KINDS = ["catalogue", "vehicles", "products"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** GET /api/sitemap: each file of the catalogue's sitemap, with how many addresses and its newest change. */
export const SitemapIndexSchema = z.object({
  files: z.array(
    z.object({
      kind: z.enum(SITEMAP_KINDS),
      /** 1-based. */
      page: z.number().int(),
      count: z.number().int(),
      /** ISO time of the newest change among its pages, when known. */
      lastmod: z.string().nullable(),
    }),
  ),
});
export type SitemapIndex = z.infer<typeof SitemapIndexSchema>;

export const SitemapFileParamsSchema = z.object({
  kind: z.enum(SITEMAP_KINDS, { error: "kind must be catalogue, vehicles or products" }),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int({ error: "page must be a whole number from 1" })
    .min(1, { error: "page must be a whole number from 1" })
    .max(10_000, { error: "page must be a whole number from 1 to 10000" }),
});

/** GET /api/sitemap/{kind}/{page}: the storefront paths of one file, each with its last change. */
export const SitemapFileSchema = z.object({
  urls: z.array(z.object({ path: z.string(), lastmod: z.string().nullable() })),
});
export type SitemapFile = z.infer<typeof SitemapFileSchema>;
