import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { contentPageKeys } from "./features/content/content-page";

/** The explicit route table (ARCHITECTURE: app/routes.ts); one thin module per URL. */
export default [
  index("routes/home.tsx"),
  ...contentPageKeys.map((page) => route(page, "routes/content-page.tsx", { id: `content-${page}` })),
  // Paths match case-insensitively, so the footer's /Blog reaches this page too (spec §2).
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("search", "routes/search.tsx"),
  route("login", "routes/login.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("logout", "routes/logout.ts"),
  route("profile", "routes/profile.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
