import { data } from "react-router";
import { cartSync } from "~/features/cart/cart-sync";
import { CheckoutCartCheck } from "~/features/cart/checkout-view";
import { CheckoutFlow } from "~/features/checkout/checkout-flow";
import { placeOrderAction } from "~/features/checkout/place-order";
import { profileFor } from "~/lib/profile.server";
import { readSessionToken } from "../../server/session-cookie.ts";
import type { Route } from "./+types/checkout";

/**
 * /checkout is guarded by a cart check. The cart lives on the device (and, signed in, on
 * the account), so the check runs in the browser: an empty cart or a line over stock goes back to
 * /cart with a message, a visitor goes on to sign in, a signed-in shopper walks the checkout steps.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const noStore = { headers: { "Cache-Control": "private, no-store" } };
  if (!readSessionToken(request.headers.get("cookie"))) return data({ addresses: null }, noStore);
  const result = await profileFor(request);
  if (!result.ok && result.status !== 401) throw new Response(result.message, { status: result.status });
  return data({ addresses: result.ok ? result.data.addresses : null }, noStore);
}

/**
 * "Place order": POST /api/checkout with the review's Idempotency-Key; the device cart then follows
 * the account's (the API took the bought lines out of it) and the shopper goes on to /pay.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return placeOrderAction(request, { afterPlaced: () => cartSync.refresh() });
}

export function meta() {
  return [{ title: "Checkout · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { addresses } = loaderData;
  return (
    <CheckoutCartCheck signedIn={addresses !== null}>
      {(cart) => <CheckoutFlow addresses={addresses ?? []} cart={cart} />}
    </CheckoutCartCheck>
  );
}
