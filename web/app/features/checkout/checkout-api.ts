import {
  type CheckoutQuote,
  CheckoutQuoteSchema,
  type CheckoutRequestBody,
  type Order,
  OrderSchema,
  type ShippingMethod,
  ShippingMethodSchema,
} from "@pitstop/contract/orders";
import { z } from "zod";
import { fetchWithRetry, readJson } from "~/lib/api-fetch";

/**
 * The checkout's calls from the browser, to /api on our own origin (the storefront's proxy adds
 * the session). Writes are never retried automatically; placing an order carries an
 * Idempotency-Key so the shopper's own retry cannot place it twice.
 */

const json = { accept: "application/json", "content-type": "application/json" };

/** GET /api/checkout/shipping-methods?state=OH — the ways the cart can ship, priced for it. */
export async function fetchShippingMethods(state: string | undefined): Promise<ShippingMethod[]> {
  const query = state ? `?state=${encodeURIComponent(state)}` : "";
  const response = await fetchWithRetry(`/api/checkout/shipping-methods${query}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  return readJson(response, z.array(ShippingMethodSchema));
}

/** POST /api/checkout/quote — the review's figures, priced by the server now. */
export async function fetchQuote(body: CheckoutRequestBody): Promise<CheckoutQuote> {
  const response = await fetchWithRetry("/api/checkout/quote", {
    method: "POST",
    credentials: "same-origin",
    headers: json,
    body: JSON.stringify(body),
  });
  return readJson(response, CheckoutQuoteSchema);
}

/** POST /api/checkout — places the order (201), or answers the first result again for a repeated key. */
export async function placeOrder(body: CheckoutRequestBody, idempotencyKey: string): Promise<Order> {
  const response = await fetchWithRetry("/api/checkout", {
    method: "POST",
    credentials: "same-origin",
    headers: { ...json, "idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
  });
  return readJson(response, OrderSchema);
}
