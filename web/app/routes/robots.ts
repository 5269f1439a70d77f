import type { Route } from "./+types/robots";

/**
 * `/robots.txt`: crawlers may read the catalogue and the shop's pages, not the personal, cart,
 * checkout, order and back-office pages nor the API; the sitemap index is named by its full address.
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Disallow: /profile",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /wishlist",
    "Disallow: /admin",
    "Disallow: /guest/orders/",
    "Disallow: /orders/find",
    "Disallow: /api/",
    "Disallow: /login",
    "Disallow: /sign-up",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
