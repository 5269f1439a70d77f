import { OrderSchema } from "@pitstop/contract/orders";
import { PaymentsConfigSchema } from "@pitstop/contract/payments";
import { data, redirect } from "react-router";
import { payAction } from "~/features/orders/pay-action";
import { PayView } from "~/features/orders/pay-view";
import { apiFor } from "~/lib/api.server";
import { profileFor } from "~/lib/profile.server";
import { requestPath } from "~/lib/request-path";
import { clearedSessionCookie } from "~/lib/session.server";
import { readSessionToken } from "../../server/session-cookie.ts";
import type { Route } from "./+types/pay";

/**
 * /pay needs a signed-in user; a visitor signs in and comes back to the same order.
 * Another user's order (or none) is the not-found page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const orderParam = new URL(request.url).searchParams.get("order") ?? "";
  const back = `/login?redirect=${encodeURIComponent(`/pay?order=${orderParam}`)}`;
  if (!readSessionToken(request.headers.get("cookie"))) throw redirect(back);
  if (!/^[1-9]\d{0,9}$/.test(orderParam)) {
    throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  }
  const api = apiFor(request);
  const [order, user, config] = await Promise.all([
    api.send("GET", `/api/orders/${orderParam}`, OrderSchema),
    profileFor(request),
    api.send("GET", "/api/payments/config", PaymentsConfigSchema),
  ]);
  if ((!order.ok && order.status === 401) || (!user.ok && user.status === 401)) {
    throw redirect(back, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
  }
  if (!order.ok && (order.status === 404 || order.status === 400)) {
    throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
  }
  if (!order.ok) throw new Response(order.message, { status: order.status });
  if (!user.ok) throw new Response(user.message, { status: user.status });
  return data(
    { order: order.data, cards: user.data.payments, config: config.ok ? config.data : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** One payment attempt, from the browser with its Idempotency-Key; the page's data then reloads. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return payAction(request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Pay for order ${loaderData.order.number} · Pitstop` : "Payment · Pitstop" },
    { name: "robots", content: "noindex" },
  ];
}

export default function Pay({ loaderData }: Route.ComponentProps) {
  return <PayView order={loaderData.order} cards={loaderData.cards} config={loaderData.config} />;
}
