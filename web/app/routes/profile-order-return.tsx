import { OrderSchema } from "@pitstop/contract/orders";
import { data } from "react-router";
import { ReturnForm } from "~/features/returns/return-form";
import { apiFor } from "~/lib/api.server";
import { requestPath } from "~/lib/request-path";
import type { Route } from "./+types/profile-order-return";

const ORDER_ID = /^[1-9]\d{0,9}$/;

/** Returning parts of one of the signed-in shopper's orders; another user's order is the not-found page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!ORDER_ID.test(params.id)) throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  const order = await apiFor(request).get(`/api/orders/${params.id}`, OrderSchema);
  return data({ order }, { headers: { "Cache-Control": "private, no-store" } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Return items · Order ${loaderData.order.number} · Pitstop` : "Return items · Pitstop" },
    { name: "robots", content: "noindex" },
  ];
}

export default function ProfileOrderReturn({ loaderData }: Route.ComponentProps) {
  return <ReturnForm order={loaderData.order} />;
}
