import { GuestOrderSchema } from "@pitstop/contract/guest";
import { PaymentsConfigSchema } from "@pitstop/contract/payments";
import { data, useSearchParams } from "react-router";
import { cancelOutcome } from "~/features/orders/cancel-order";
import { GuestOrderLinkInvalid, GuestOrderView } from "~/features/orders/guest-order-view";
import { cancelGuestOrder, payGuestOrder } from "~/features/orders/orders-api";
import { payAction } from "~/features/orders/pay-action";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/guest-order";

/**
 * The link is the key to the order: never cached. (It is never sent on as a referrer either: the
 * server's securityHeaders send `Referrer-Policy: no-referrer` for every /guest/orders/ address.)
 */
const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * /guest/orders/:token — a guest's order through its private link (docs/decisions/030). A link
 * that is not valid or has expired is a 404 page that says so and offers "Find my order".
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const api = apiFor(request);
  const [order, config] = await Promise.all([
    api.send("GET", `/api/guest/orders/${encodeURIComponent(params.token)}`, GuestOrderSchema),
    api.send("GET", "/api/payments/config", PaymentsConfigSchema),
  ]);
  if (!order.ok && (order.status === 404 || order.status === 400)) {
    return data({ order: null, config: null }, { status: 404, headers: PRIVATE });
  }
  if (!order.ok) throw new Response(order.message, { status: order.status });
  return data({ order: order.data, config: config.ok ? config.data : null }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Pay (one attempt with its key) or cancel, through the link. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  if (typeof body === "object" && body !== null && "intent" in body && body.intent === "cancel") {
    return cancelOutcome(() => cancelGuestOrder(params.token));
  }
  return payAction(request, (_orderId, payment, key) => payGuestOrder(params.token, payment, key));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.order ? `Order ${loaderData.order.number} · Pitstop` : "Order link · Pitstop" },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function GuestOrderPage({ loaderData, params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  if (!loaderData.order) return <GuestOrderLinkInvalid />;
  return (
    // A new visit of the page (opening the order from the thanks) starts its own state.
    <GuestOrderView
      key={search.toString()}
      order={loaderData.order}
      config={loaderData.config}
      token={params.token}
      placed={search.get("placed") === "1"}
      viewOrder={search.get("view") === "order"}
    />
  );
}
