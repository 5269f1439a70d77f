import { UserSchema } from "@pitstop/contract/profile";
import { data } from "react-router";
import { CheckoutView } from "~/features/cart/checkout-view";
import { apiFor } from "~/lib/api.server";
import { readSessionToken } from "../../server/session-cookie.ts";
import type { Route } from "./+types/checkout";

/**
 * spec §2: /checkout is guarded by a cart check. The cart lives on the device (and, signed in, on
 * the account), so the check runs in the browser: an empty cart or a line over stock goes back to
 * /cart with a message, a visitor goes on to sign in, a signed-in shopper chooses where the parts go.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const noStore = { headers: { "Cache-Control": "private, no-store" } };
  if (!readSessionToken(request.headers.get("cookie"))) return data({ addresses: null }, noStore);
  const result = await apiFor(request).send("GET", "/api/profile", UserSchema);
  if (!result.ok && result.status !== 401) throw new Response(result.message, { status: result.status });
  return data({ addresses: result.ok ? result.data.addresses : null }, noStore);
}

export function meta() {
  return [{ title: "Checkout · Pitstop" }, { name: "robots", content: "noindex" }];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutView addresses={loaderData.addresses} />;
}
