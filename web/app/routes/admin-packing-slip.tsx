import { AdminOrderSchema } from "@pitstop/contract/admin-orders";
import { requireOperator } from "~/features/admin/operator.server";
import { PackingSlip } from "~/features/admin/packing-slip";
import { privateData, recordIdOf } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import type { Route } from "./+types/admin-packing-slip";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOperator(request);
  const id = recordIdOf(request, params.id);
  const order = await apiFor(request).get(`/api/admin/orders/${id}`, AdminOrderSchema);
  return privateData({ order });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Packing slip ${loaderData.order.number} · Pitstop` : "Packing slip · Pitstop" },
    { name: "robots", content: "noindex" },
  ];
}

/** The slip that goes in the box: who it is for and what is in it, printed without the shop's frame. */
export default function AdminPackingSlip({ loaderData }: Route.ComponentProps) {
  return <PackingSlip order={loaderData.order} />;
}
