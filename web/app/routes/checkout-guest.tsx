import { data, redirect } from "react-router";
import { useCartStore } from "~/features/cart/cart-store";
import { CheckoutCartCheck } from "~/features/cart/checkout-view";
import { GuestCheckoutFlow } from "~/features/checkout/guest-checkout-flow";
import { placeGuestOrderAction } from "~/features/checkout/place-guest-order";
import { readSessionToken } from "../../server/session-cookie.ts";
import type { Route } from "./+types/checkout-guest";

/**
 * /checkout/guest: a visitor buys without an account (docs/decisions/030). A signed-in shopper
 * has the account's checkout instead. The same cart check as /checkout runs first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (readSessionToken(request.headers.get("cookie"))) throw redirect("/checkout");
  return data(null, { headers: { "Cache-Control": "private, no-store" } });
}

/** "Place order": POST /api/guest/checkout; the bought lines leave the device cart, then the order's page opens. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return placeGuestOrderAction(request, {
    afterPlaced: (order) => {
      const cart = useCartStore.getState();
      for (const line of order.lines) if (line.product_id !== null) cart.remove(line.product_id);
    },
  });
}

export function meta() {
  return [{ title: "Guest checkout · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function CheckoutGuest() {
  return (
    <CheckoutCartCheck signedIn={false} guest>
      {(cart) => <GuestCheckoutFlow cart={cart} />}
    </CheckoutCartCheck>
  );
}
