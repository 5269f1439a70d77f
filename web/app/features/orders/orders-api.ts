import { type Order, OrderSchema, type PayRequest } from "@pitstop/contract/orders";
import { fetchWithRetry, readJson } from "~/lib/api-fetch";

/**
 * The order calls made from the browser, to /api on our own origin (the storefront's proxy adds
 * the session). Writes are never retried automatically; paying carries the attempt's
 * Idempotency-Key, so the shopper's own retry can never charge twice.
 */

const json = { accept: "application/json", "content-type": "application/json" };

/** POST /api/orders/{id}/pay — the paid order, or an ApiError (402 with the decline reason). */
export async function payOrder(orderId: number, body: PayRequest, idempotencyKey: string): Promise<Order> {
  const response = await fetchWithRetry(`/api/orders/${orderId}/pay`, {
    method: "POST",
    credentials: "same-origin",
    headers: { ...json, "idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
  });
  return readJson(response, OrderSchema);
}

/** POST /api/orders/{id}/cancel — the canceled order (a paid one is refunded). */
export async function cancelOrder(orderId: number): Promise<Order> {
  const response = await fetchWithRetry(`/api/orders/${orderId}/cancel`, {
    method: "POST",
    credentials: "same-origin",
    headers: json,
    body: "{}",
  });
  return readJson(response, OrderSchema);
}

const guestOrderPath = (token: string) => `/api/guest/orders/${encodeURIComponent(token)}`;

/** POST /api/guest/orders/{token}/pay — a guest's order paid through its private link (no session sent). */
export async function payGuestOrder(token: string, body: PayRequest, idempotencyKey: string): Promise<Order> {
  const response = await fetchWithRetry(`${guestOrderPath(token)}/pay`, {
    method: "POST",
    credentials: "omit",
    headers: { ...json, "idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
  });
  return readJson(response, OrderSchema);
}

/** POST /api/guest/orders/{token}/cancel — a guest's order canceled through its private link. */
export async function cancelGuestOrder(token: string): Promise<Order> {
  const response = await fetchWithRetry(`${guestOrderPath(token)}/cancel`, {
    method: "POST",
    credentials: "omit",
    headers: json,
    body: "{}",
  });
  return readJson(response, OrderSchema);
}
