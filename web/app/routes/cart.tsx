import { CartResponseSchema } from "@pitstop/contract/cart";
import { data, useSearchParams } from "react-router";
import { useAccount } from "~/features/account/account-context";
import { CartView } from "~/features/cart/cart-view";
import { isCheckoutProblem } from "~/features/cart/checkout-check";
import { readMainVehicle } from "~/features/catalogue/main-vehicle-cookie";
import { useHistoryStore } from "~/features/vehicles/history-store";
import { apiFor } from "~/lib/api.server";
import { readSessionToken } from "../../server/session-cookie.ts";
import type { Route } from "./+types/cart";

/**
 * spec §2/§3: /cart for everyone. A signed-in shopper's cart is read here (and checked against the
 * main car); a visitor's lives in local storage the server cannot see, so the page prices it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get("cookie");
  const vehicle = readMainVehicle(cookie);
  const noStore = { headers: { "Cache-Control": "private, no-store" } };
  if (!readSessionToken(cookie)) return data({ cart: null, vehicle }, noStore);
  const query = vehicle ? `?vehicle=${encodeURIComponent(vehicle)}` : "";
  const result = await apiFor(request).send("GET", `/api/cart${query}`, CartResponseSchema);
  // An ended session shows the visitor's cart; anything else is a real failure.
  if (!result.ok && result.status !== 401) throw new Response(result.message, { status: result.status });
  return data({ cart: result.ok ? result.data : null, vehicle }, noStore);
}

export function meta() {
  return [{ title: "Your cart · Pitstop" }, { name: "robots", content: "noindex" }];
}

/** 'year make model' of the main car the fit check used, from the garage or the device history. */
function useMainVehicleName(slug: string | null): string | null {
  const { account } = useAccount();
  const historyCar = useHistoryStore((s) => (slug ? s.cars.find((c) => c.slug === slug) : undefined));
  if (!slug) return null;
  const car = account?.garage.find((c) => c.slug === slug) ?? historyCar;
  return car ? `${car.year} ${car.make} ${car.model}` : null;
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const problem = params.get("checkout");
  const vehicleName = useMainVehicleName(loaderData.vehicle);
  return (
    <CartView
      initial={loaderData.cart}
      vehicleName={vehicleName}
      notice={isCheckoutProblem(problem) ? problem : null}
    />
  );
}
