import type { Route } from "./+types/catch-all";

/**
 * spec §2: `/{slug...}` is the catalogue filter (vehicle pages, categories, brands); it arrives
 * with the catalogue. Anything it does not recognise is the not-found page, with HTTP 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  throw new Response(`Page Not Found: ${pathname}`, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function CatchAll() {
  return null;
}
