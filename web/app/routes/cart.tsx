import { CartResponseSchema } from "@pitstop/contract/cart";
import { data, useSearchParams } from "react-router";
import { CartView } from "~/features/cart/cart-view";
import { isCheckoutProblem } from "~/features/cart/checkout-check";
import { activeVehicleKey, activeVehicleName, useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { activeVehicleFor } from "~/lib/active-vehicle/active-vehicle.server";
import { apiFor } from "~/lib/api.server";
import { readSessionToken } from "../../server/session-cookie.ts";
import type { Route } from "./+types/cart";

/**
 * /cart for everyone. A signed-in shopper's cart is read here (and checked against the
 * main car); a visitor's lives in local storage the server cannot see, so the page prices it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get("cookie");
  const vehicle = activeVehicleKey(await activeVehicleFor(request));
  const noStore = { headers: { "Cache-Control": "private, no-store" } };
  if (!readSessionToken(cookie)) return data({ cart: null }, noStore);
  const query = vehicle ? `?vehicle=${encodeURIComponent(vehicle)}` : "";
  const result = await apiFor(request).send("GET", `/api/cart${query}`, CartResponseSchema);
  // An ended session shows the visitor's cart; anything else is a real failure.
  if (!result.ok && result.status !== 401) throw new Response(result.message, { status: result.status });
  return data({ cart: result.ok ? result.data : null }, noStore);
}

export function meta() {
  return [{ title: "Your cart · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const problem = params.get("checkout");
  // The cart's fit warnings answer for the one active vehicle, named with its configuration.
  const { vehicle } = useActiveVehicle();
  return (
    <CartView
      initial={loaderData.cart}
      vehicleKey={activeVehicleKey(vehicle)}
      vehicleName={activeVehicleName(vehicle)}
      notice={isCheckoutProblem(problem) ? problem : null}
    />
  );
}
