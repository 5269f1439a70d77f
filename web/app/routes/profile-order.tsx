import { OrderSchema } from "@pitstop/contract/orders";
import { OrderFitSchema } from "@pitstop/contract/reviews";
import { data } from "react-router";
import { useAccountUser } from "~/features/account/use-account-user";
import { answerFit, isFitSubmission } from "~/features/fit-answers/fit-action";
import { FitQuestions } from "~/features/fit-answers/fit-question";
import { cancelAction } from "~/features/orders/cancel-order";
import { OrderView } from "~/features/orders/order-view";
import { OrderReturns } from "~/features/returns/order-returns";
import { apiFor } from "~/lib/api.server";
import { requestPath } from "~/lib/request-path";
import type { Route } from "./+types/profile-order";

const ORDER_ID = /^[1-9]\d{0,9}$/;

/**
 * One order of the signed-in shopper; another user's order (or none) is the not-found page. A
 * completed order also asks "Did it fit?" per line.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!ORDER_ID.test(params.id)) throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  const api = apiFor(request);
  const order = await api.get(`/api/orders/${params.id}`, OrderSchema);
  const fit = order.status === "completed" ? await api.get(`/api/orders/${params.id}/fit`, OrderFitSchema) : null;
  return data({ order, fit }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Cancel, or answer "Did it fit?", from the browser; the page (and the header's unpaid badge) reload afterwards. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const body: unknown = await request.json().catch(() => null);
  if (isFitSubmission(body)) return answerFit(Number(params.id), body);
  return cancelAction(Number(params.id));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Order ${loaderData.order.number} · Pitstop` : "Order · Pitstop" },
    { name: "robots", content: "noindex" },
  ];
}

export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  const { garage } = useAccountUser();
  const { order, fit } = loaderData;
  return (
    <OrderView
      order={order}
      fit={fit && <FitQuestions fit={fit} garage={garage} />}
      returns={<OrderReturns order={order} />}
    />
  );
}
