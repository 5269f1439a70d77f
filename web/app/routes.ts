import { index, type RouteConfig, route } from "@react-router/dev/routes";

const contentPages = [
  "about",
  "faq",
  "community",
  "reviews",
  "returns",
  "shipping",
  "privacy-policy",
  "terms-of-use",
  "warranty",
  "single-news",
] as const;

/** The explicit route table (ARCHITECTURE: app/routes.ts); one thin module per URL. */
export default [
  index("routes/home.tsx"),
  ...contentPages.map((page) => route(page, "routes/content-page.tsx", { id: `content-${page}` })),
  // Paths match case-insensitively, so the footer's /Blog reaches this page too (spec §2).
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("search", "routes/search.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
