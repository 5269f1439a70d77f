import { publicOrigin } from "~/lib/public-origin.server";
import type { Route } from "./+types/robots";

/** The private areas: each blocked whole (`/cart`, `/cart/…`, `/cart?…`), never as a prefix of other pages (`/carter-…`). */
const PRIVATE = ["/profile", "/cart", "/checkout", "/wishlist", "/admin", "/login", "/sign-up", "/orders/find"];

/**
 * `/robots.txt`: crawlers may read the catalogue and the shop's pages — product pictures included,
 * which are served under /api/media — not the personal, cart, checkout, order and back-office
 * pages nor the rest of the API; the sitemap index is named by the shop's public address.
 */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /api/media/",
    "Disallow: /api/",
    "Disallow: /guest/orders/",
    ...PRIVATE.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`]),
    "",
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
