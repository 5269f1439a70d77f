import { OrderSchema } from "@pitstop/contract/orders";
import { data } from "react-router";
import { cancelAction } from "~/features/orders/cancel-order";
import { OrderView } from "~/features/orders/order-view";
import { apiFor } from "~/lib/api.server";
import { requestPath } from "~/lib/request-path";
import type { Route } from "./+types/profile-order";

const ORDER_ID = /^[1-9]\d{0,9}$/;

/** One order of the signed-in shopper; another user's order (or none) is the not-found page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!ORDER_ID.test(params.id)) throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  const order = await apiFor(request).get(`/api/orders/${params.id}`, OrderSchema);
  return data({ order }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Cancel, from the browser; the page (and the header's unpaid badge) reload afterwards. */
export async function clientAction({ params }: Route.ClientActionArgs) {
  return cancelAction(Number(params.id));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Order ${loaderData.order.number} · Pitstop` : "Order · Pitstop" },
    { name: "robots", content: "noindex" },
  ];
}

export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  return <OrderView order={loaderData.order} />;
}
